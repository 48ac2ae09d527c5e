import CSQLite
import Foundation

/// A prepared SQLite statement: bind parameters (1-based), step, read columns (0-based), reset.
///
/// Owned by one ``Connection`` and used only by the thread that currently holds that connection.
/// Text is bound with an explicit byte count, so NUL bytes survive; values are always bound, never
/// spliced into SQL.
final class Statement {
    let handle: OpaquePointer
    let sql: String
    unowned let connection: Connection
    /// Set while a caller is stepping through rows; guards against re-entrant use of a cached statement.
    var isBusy = false

    init(connection: Connection, sql: String) throws(StoreError) {
        var handle: OpaquePointer?
        let code = sqlite3_prepare_v3(connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
        guard code == SQLITE_OK, let handle else {
            sqlite3_finalize(handle)
            throw connection.error(code: code, sql: sql)
        }
        self.handle = handle
        self.sql = sql
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    var parameterCount: Int32 { sqlite3_bind_parameter_count(handle) }

    // MARK: Binding

    @inline(__always)
    private func check(_ code: Int32) throws(StoreError) {
        if code != SQLITE_OK { throw connection.error(code: code, sql: sql) }
    }

    func bindNull(at index: Int32) throws(StoreError) {
        try check(sqlite3_bind_null(handle, index))
    }

    func bind(_ value: Int64, at index: Int32) throws(StoreError) {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    /// Binds a double; the caller has already refused NaN (SQLite would store it as NULL).
    func bind(_ value: Double, at index: Int32) throws(StoreError) {
        try check(sqlite3_bind_double(handle, index, value))
    }

    func bind(_ value: String, at index: Int32) throws(StoreError) {
        var value = value
        let code = value.withUTF8 { bytes -> Int32 in
            // An empty buffer may have no base address; SQLite would bind NULL for a null pointer.
            guard let base = bytes.baseAddress, bytes.count > 0 else {
                return tessera_sqlite3_bind_text(handle, index, "", 0)
            }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                tessera_sqlite3_bind_text(handle, index, $0, Int32(clamping: bytes.count))
            }
        }
        try check(code)
    }

    func bind(_ value: Data, at index: Int32) throws(StoreError) {
        let code = value.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.baseAddress, bytes.count > 0 else {
                return sqlite3_bind_zeroblob(handle, index, 0)
            }
            return tessera_sqlite3_bind_blob(handle, index, base, Int32(clamping: bytes.count))
        }
        try check(code)
    }

    func bind(_ value: DatabaseValue, at index: Int32) throws(StoreError) {
        switch value {
        case .null: try bindNull(at: index)
        case .integer(let integer): try bind(integer, at: index)
        case .real(let real): try bind(real, at: index)
        case .text(let text): try bind(text, at: index)
        case .blob(let data): try bind(data, at: index)
        }
    }

    /// Binds `values` to parameters 1…n.
    func bind(_ values: [DatabaseValue]) throws(StoreError) {
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    // MARK: Stepping

    /// Advances to the next row: `true` when a row is available, `false` when done.
    func step() throws(StoreError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            let error = connection.error(code: code, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Rewinds the statement so it can run again. Bindings are kept.
    func reset() {
        sqlite3_reset(handle)
    }

    /// Binds `arguments`, runs the statement to completion and resets it.
    func execute(_ arguments: [DatabaseValue] = []) throws(StoreError) {
        precondition(!isBusy, "statement re-entered while in use: \(sql)")
        defer { reset() }
        try bind(arguments)
        while try step() {}
    }

    // MARK: Columns

    var columnCount: Int32 { sqlite3_column_count(handle) }

    func columnName(_ index: Int32) -> String {
        String(cString: sqlite3_column_name(handle, index))
    }

    /// SQLite's storage class of column `index` in the current row: `SQLITE_INTEGER`, `SQLITE_FLOAT`,
    /// `SQLITE_TEXT`, `SQLITE_BLOB` or `SQLITE_NULL`.
    @inline(__always)
    func columnType(_ index: Int32) -> Int32 { sqlite3_column_type(handle, index) }

    @inline(__always)
    func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    @inline(__always)
    func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

    @inline(__always)
    func text(_ index: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    func blob(_ index: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(handle, index))
        guard count > 0, let bytes = sqlite3_column_blob(handle, index) else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// The value of column `index` in the current row, in its storage class.
    func value(_ index: Int32) -> DatabaseValue {
        Self.value(of: handle, index)
    }

    /// The value of column `index` in the current row of `handle`, in its storage class.
    static func value(of handle: OpaquePointer, _ index: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            guard let bytes = sqlite3_column_text(handle, index) else { return .text("") }
            return .text(
                String(
                    decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, index))),
                    as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard count > 0, let bytes = sqlite3_column_blob(handle, index) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default:
            return .null
        }
    }
}
