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
/// Keys arrive as they are (found by ``KeyIdentity`` when their type allows); errors name them
/// through ``ColumnKey``.
struct RowCursor {
    let handle: OpaquePointer
    let columnNames: [String]
    let columnIndexes: [String: Int32]
    var order = KeyOrder()
    /// The container handed out for the last row, reused for the next.
    var containers = ContainerCache()

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

    /// The column of `key` (learning the key order), or -1 when the row has none.
    @inline(__always)
    mutating func column<Key: CodingKey>(for key: Key) -> Int32 {
        if let identity = KeyIdentity(key), let column = order.next(identity) { return column }
        return column(named: key)
    }

    /// The column of `key` found by its name: the first row, a key out of its learned place, or a
    /// key type without a ``KeyIdentity``.
    @inline(never)
    mutating func column<Key: CodingKey>(named key: Key) -> Int32 {
        let name = key.stringValue
        let identity = KeyIdentity(key)
        if let column = order.next(name, identity: identity) { return column }
        let column = columnIndexes[name] ?? -1
        order.learn(column, for: name, identity: identity)
        return column
    }

    /// The column of `key`, or a `keyNotFound` error.
    @inline(__always)
    mutating func require<Key: CodingKey>(_ key: Key) throws -> Int32 {
        let column = column(for: key)
        guard column >= 0 else {
            throw Self.missingColumn(key)
        }
        return column
    }

    /// The column of `key` when the row has it and it is not NULL.
    @inline(__always)
    mutating func present<Key: CodingKey>(_ key: Key) -> Int32? {
        let column = column(for: key)
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
    mutating func text<Key: CodingKey>(_ column: Int32, _ key: Key) throws -> String {
        let cell = cell(column)
        guard sqlite3_value_type(cell) == SQLITE_TEXT else { throw mismatch(String.self, key, column) }
        return try Self.text(of: cell, key)
    }

    /// The text of `key` when the row has it and it is not NULL; one type check for both questions.
    @inline(__always)
    mutating func textIfPresent<Key: CodingKey>(_ key: Key) throws -> String? {
        let column = column(for: key)
        guard column >= 0 else { return nil }
        let cell = cell(column)
        switch sqlite3_value_type(cell) {
        case SQLITE_TEXT: return try Self.text(of: cell, key)
        case SQLITE_NULL: return nil
        default: throw mismatch(String.self, key, column)
        }
    }

    /// The text of a TEXT cell, NUL bytes included; throws when it is not valid UTF-8 (another
    /// program wrote it), rather than repairing it and losing the original bytes.
    @inline(__always)
    private static func text<Key: CodingKey>(of cell: OpaquePointer, _ key: Key) throws -> String {
        guard let bytes = sqlite3_value_text(cell) else { return "" }
        let utf8 = UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(cell)))
        // The standard library's validation reports where the bytes go wrong; valid text is then
        // copied without a second check.
        do {
            return String(copying: try UTF8Span(validating: utf8.span))
        } catch {
            throw invalidUTF8(utf8.count, error, key)
        }
    }

    @inline(__always)
    mutating func integer<I: FixedWidthInteger, Key: CodingKey>(_ column: Int32, _ key: Key, as type: I.Type) throws
        -> I
    {
        let cell = cell(column)
        guard sqlite3_value_type(cell) == SQLITE_INTEGER else { throw mismatch(type, key, column) }
        let value = sqlite3_value_int64(cell)
        guard let result = I(exactly: value) else {
            throw Self.outOfRange(value, I.self, key)
        }
        return result
    }

    /// A `Bool`, stored as the integer 0 or 1 (any other integer reads as `true`, as in C).
    @inline(__always)
    mutating func bool<Key: CodingKey>(_ column: Int32, _ key: Key) throws -> Bool {
        let cell = cell(column)
        guard sqlite3_value_type(cell) == SQLITE_INTEGER else { throw mismatch(Bool.self, key, column) }
        return sqlite3_value_int64(cell) != 0
    }

    @inline(__always)
    mutating func double<Key: CodingKey>(_ column: Int32, _ key: Key, as type: Any.Type = Double.self) throws -> Double
    {
        let cell = cell(column)
        switch sqlite3_value_type(cell) {
        case SQLITE_FLOAT, SQLITE_INTEGER: return sqlite3_value_double(cell)
        default: throw mismatch(type, key, column)
        }
    }

    /// A `Float`; throws for a finite value beyond `Float`'s range rather than reading infinity.
    mutating func float<Key: CodingKey>(_ column: Int32, _ key: Key) throws -> Float {
        let value = try double(column, key, as: Float.self)
        do {
            return try ValueCoding.float(value)
        } catch let error as DecodingError {
            throw Self.prefixed(error, with: ColumnKey(key.stringValue))
        }
    }

    /// Any Decodable value: dates read directly, everything else through ``ValueCoding``.
    @inline(__always)
    mutating func value<T: Decodable, Key: CodingKey>(_ column: Int32, _ key: Key, as type: T.Type) throws -> T {
        if T.self == Date.self {
            return unsafeBitCast(
                Date(timeIntervalSinceReferenceDate: try double(column, key, as: Date.self)), to: T.self)
        }
        return try codedValue(column, key, as: type)
    }

    /// A value through ``ValueCoding``: text read strictly (see `text(of:_:)`), anything else as
    /// SQLite holds it.
    @inline(never)
    private mutating func codedValue<T: Decodable, Key: CodingKey>(_ column: Int32, _ key: Key, as type: T.Type) throws
        -> T
    {
        let cell = cell(column)
        let value =
            sqlite3_value_type(cell) == SQLITE_TEXT
            ? .text(try Self.text(of: cell, key)) : Statement.value(of: handle, column)
        do {
            return try ValueCoding.decode(type, from: value)
        } catch let error as DecodingError {
            throw Self.prefixed(error, with: ColumnKey(key.stringValue))
        }
    }
}
