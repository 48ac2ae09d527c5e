import CSQLite
import Foundation

/// The reading side of ``RowDecoder``: finds a column by key name and reads it from the current row,
/// checking its storage class (a TEXT column never silently becomes 0).
///
/// A plain struct that the decoder allocates once and its containers reach through an
/// `UnsafeMutablePointer`, so reading a column involves no reference counting (calling a method on
/// a class reference held `unowned` still retains and releases it, which cost as much as the read).
/// Its methods are all `mutating` so that calls through the pointer run in place: a non-mutating
/// call may copy the struct (and retain its arrays) first.
/// Not generic over key types: the key travels as its name; errors name it through ``ColumnKey``.
struct RowCursor {
    let handle: OpaquePointer
    let columnNames: [String]
    let columnIndexes: [String: Int32]
    var order = KeyOrder()
    /// The container handed out for the last row, reused for the next (saves an allocation per row).
    var cachedContainer: AnyObject?
    var cachedKeyType: ObjectIdentifier?

    init(handle: OpaquePointer) {
        self.handle = handle
        let names = (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
        columnNames = names
        var indexes: [String: Int32] = [:]
        for (offset, name) in names.enumerated() where indexes[name] == nil {
            indexes[name] = Int32(offset)
        }
        columnIndexes = indexes
    }

    /// The column of `name` (learning the key order), or -1 when the row has none.
    @inline(__always)
    mutating func column(for name: String) -> Int32 {
        if let column = order.next(name) { return column }
        let column = columnIndexes[name] ?? -1
        order.learn(column, for: name)
        return column
    }

    /// The column named `name`, or a `keyNotFound` error.
    @inline(__always)
    mutating func require(_ name: String) throws -> Int32 {
        let column = column(for: name)
        guard column >= 0 else {
            throw DecodingError.keyNotFound(ColumnKey(name), .init(codingPath: [], debugDescription: "no column \(name)"))
        }
        return column
    }

    /// The column named `name` when the row has it and it is not NULL.
    @inline(__always)
    mutating func present(_ name: String) -> Int32? {
        let column = column(for: name)
        guard column >= 0, sqlite3_value_type(cell(column)) != SQLITE_NULL else { return nil }
        return column
    }

    @inline(__always)
    mutating func isNull(_ column: Int32) -> Bool {
        sqlite3_value_type(cell(column)) == SQLITE_NULL
    }

    // Each read fetches the column's `sqlite3_value` once and asks it for its type and content:
    // every `sqlite3_column_*` call pays for statement checks and error bookkeeping, the
    // `sqlite3_value_*` calls do not. (The value is "unprotected", which matters only when another
    // thread could use the connection at the same time; the store never lets that happen.)

    @inline(__always)
    private func cell(_ column: Int32) -> OpaquePointer {
        sqlite3_column_value(handle, column)
    }

    @inline(__always)
    mutating func text(_ column: Int32, _ name: String) throws -> String {
        let cell = cell(column)
        guard sqlite3_value_type(cell) == SQLITE_TEXT else { throw mismatch(String.self, name, column) }
        return Self.text(of: cell)
    }

    /// The text of `name` when the row has it and it is not NULL; one type check for both questions.
    @inline(__always)
    mutating func textIfPresent(_ name: String) throws -> String? {
        let column = column(for: name)
        guard column >= 0 else { return nil }
        let cell = cell(column)
        switch sqlite3_value_type(cell) {
        case SQLITE_TEXT: return Self.text(of: cell)
        case SQLITE_NULL: return nil
        default: throw mismatch(String.self, name, column)
        }
    }

    @inline(__always)
    private static func text(of cell: OpaquePointer) -> String {
        guard let bytes = sqlite3_value_text(cell) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(cell))), as: UTF8.self)
    }

    @inline(__always)
    mutating func integer<I: FixedWidthInteger>(_ column: Int32, _ name: String, as type: I.Type) throws -> I {
        let cell = cell(column)
        guard sqlite3_value_type(cell) == SQLITE_INTEGER else { throw mismatch(type, name, column) }
        let value = sqlite3_value_int64(cell)
        guard let result = I(exactly: value) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [ColumnKey(name)], debugDescription: "\(value) does not fit in \(I.self)"))
        }
        return result
    }

    @inline(__always)
    mutating func double(_ column: Int32, _ name: String) throws -> Double {
        let cell = cell(column)
        switch sqlite3_value_type(cell) {
        case SQLITE_FLOAT, SQLITE_INTEGER: return sqlite3_value_double(cell)
        default: throw mismatch(Double.self, name, column)
        }
    }

    /// Any Decodable value: dates read directly, everything else through ``ValueCoding``.
    mutating func value<T: Decodable>(_ column: Int32, _ name: String, as type: T.Type) throws -> T {
        if T.self == Date.self {
            return unsafeBitCast(Date(timeIntervalSinceReferenceDate: try double(column, name)), to: T.self)
        }
        do {
            return try ValueCoding.decode(type, from: Statement.value(of: handle, column))
        } catch let error as DecodingError {
            throw Self.prefixed(error, with: ColumnKey(name))
        }
    }

    mutating func mismatch(_ type: Any.Type, _ name: String, _ column: Int32) -> DecodingError {
        let value = Statement.value(of: handle, column)
        let context = DecodingError.Context(codingPath: [ColumnKey(name)], debugDescription: "found \(value.summary)")
        return value == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    /// Puts `key` in front of the coding path of an error raised while decoding its value.
    static func prefixed(_ error: DecodingError, with key: ColumnKey) -> DecodingError {
        func context(_ context: DecodingError.Context) -> DecodingError.Context {
            .init(codingPath: [key] + context.codingPath, debugDescription: context.debugDescription,
                  underlyingError: context.underlyingError)
        }
        switch error {
        case let .typeMismatch(type, inner): return .typeMismatch(type, context(inner))
        case let .valueNotFound(type, inner): return .valueNotFound(type, context(inner))
        case let .keyNotFound(innerKey, inner): return .keyNotFound(innerKey, context(inner))
        case let .dataCorrupted(inner): return .dataCorrupted(context(inner))
        @unknown default: return error
        }
    }
}

/// A coding key that is just a column name, for the coding paths of errors.
struct ColumnKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
