import CSQLite

/// The errors ``RowCursor`` raises, each naming the column (as the coding path) and what it found.
extension RowCursor {
    // The error paths are kept out of line so that the reads that call them stay small.

    /// The column does not hold a `type`: `valueNotFound` for NULL, `typeMismatch` otherwise.
    @inline(never)
    mutating func mismatch<Key: CodingKey>(_ type: Any.Type, _ key: Key, _ column: Int32) -> DecodingError {
        let cell = sqlite3_column_value(handle, column)
        let context = DecodingError.Context(
            codingPath: [ColumnKey(key.stringValue)], debugDescription: "found \(Self.summary(of: cell))")
        return sqlite3_value_type(cell) == SQLITE_NULL ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    /// The row has no column for `key`.
    @inline(never)
    static func missingColumn<Key: CodingKey>(_ key: Key) -> DecodingError {
        let name = key.stringValue
        return .keyNotFound(ColumnKey(name), .init(codingPath: [], debugDescription: "no column \(name)"))
    }

    /// The integer `value` of `key`'s column does not fit in `type`.
    @inline(never)
    static func outOfRange<Key: CodingKey>(_ value: Int64, _ type: Any.Type, _ key: Key) -> DecodingError {
        .dataCorrupted(
            .init(codingPath: [ColumnKey(key.stringValue)], debugDescription: "\(value) does not fit in \(type)"))
    }

    /// The text of `key`'s column (`count` bytes) is not valid UTF-8.
    @inline(never)
    static func invalidUTF8<Key: CodingKey>(_ count: Int, _ error: UTF8.ValidationError, _ key: Key)
        -> DecodingError
    {
        .dataCorrupted(
            .init(
                codingPath: [ColumnKey(key.stringValue)],
                debugDescription:
                    "the text (\(count) bytes) is not valid UTF-8 from byte \(error.byteOffsets.lowerBound)"))
    }

    /// A short description of a cell for error messages, read without copying all of a large text
    /// or blob.
    static func summary(of cell: OpaquePointer?) -> String {
        switch sqlite3_value_type(cell) {
        case SQLITE_INTEGER:
            return String(sqlite3_value_int64(cell))
        case SQLITE_FLOAT:
            return String(sqlite3_value_double(cell))
        case SQLITE_TEXT:
            guard let bytes = sqlite3_value_text(cell) else { return "\"\"" }
            let count = Int(sqlite3_value_bytes(cell))
            // 160 bytes hold the 40 characters a summary shows, whatever their UTF-8 length.
            let start = String(decoding: UnsafeBufferPointer(start: bytes, count: min(count, 160)), as: UTF8.self)
            return DatabaseValue.text(count > 160 ? start + "…" : start).summary
        case SQLITE_BLOB:
            return "<\(sqlite3_value_bytes(cell)) bytes>"
        default:
            return "NULL"
        }
    }

    /// Puts `key` in front of the coding path of an error raised while decoding its value.
    static func prefixed(_ error: DecodingError, with key: ColumnKey) -> DecodingError {
        func context(_ context: DecodingError.Context) -> DecodingError.Context {
            .init(
                codingPath: [key] + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: context.underlyingError)
        }
        switch error {
        case .typeMismatch(let type, let inner): return .typeMismatch(type, context(inner))
        case .valueNotFound(let type, let inner): return .valueNotFound(type, context(inner))
        case .keyNotFound(let innerKey, let inner): return .keyNotFound(innerKey, context(inner))
        case .dataCorrupted(let inner): return .dataCorrupted(context(inner))
        @unknown default: return error
        }
    }
}
