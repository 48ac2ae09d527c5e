import CSQLite
import Foundation

/// One SQLite connection and its statement cache.
///
/// A connection is used by one thread at a time: the writer's under the writer lock, a reader's
/// while it is checked out of the pool. Opened in SQLite's multi-thread mode (`NOMUTEX`), because the
/// store already serialises every use.
final class Connection: @unchecked Sendable {
    // `@unchecked Sendable` is safe: the store hands a connection between threads only through a
    // lock (the writer lock, or the reader pool's condition), which orders every access; no two
    // threads ever use one connection at the same time. `deinit` runs when the last owner releases
    // it, after every use has ended.
    let handle: OpaquePointer
    /// The file path (or ":memory:"), for error messages.
    let path: String
    let isReadOnly: Bool
    private var cache: [String: Statement] = [:]
    private static let cacheLimit = 256

    /// Opens `path`. `create` allows creating a missing file; `readOnly` opens without write access.
    init(path: String, readOnly: Bool, create: Bool, busyTimeout: Duration) throws(StoreError) {
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        flags |= readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(handle)
            throw Self.mapOpenError(code: code, path: path, message: message)
        }
        self.handle = handle
        self.path = path
        self.isReadOnly = readOnly
        sqlite3_extended_result_codes(handle, 1)
        let milliseconds =
            busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(handle, Int32(clamping: milliseconds))
        let registered = JSONTextFunction.register(on: handle)
        guard registered == SQLITE_OK else {
            throw .sqlite(path: path, code: registered, message: "cannot register \(JSONTextFunction.name)", sql: "")
        }
    }

    deinit {
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    private static func mapOpenError(code: Int32, path: String, message: String) -> StoreError {
        switch code & 0xFF {
        case SQLITE_NOTADB: .notADatabase(path: path)
        case SQLITE_CORRUPT: .corrupt(path: path, message: message)
        case SQLITE_READONLY: .readOnly(path: path, message: message)
        default: .cannotOpen(path: path, code: code, message: message)
        }
    }

    /// Maps a failed result code to the ``StoreError`` case that names it.
    func error(code: Int32, sql: String) -> StoreError {
        let message = String(cString: sqlite3_errmsg(handle))
        switch code & 0xFF {
        case SQLITE_NOTADB: return .notADatabase(path: path)
        case SQLITE_CORRUPT: return .corrupt(path: path, message: message)
        case SQLITE_READONLY: return .readOnly(path: path, message: message)
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy(path: path, sql: sql)
        case SQLITE_FULL: return .diskFull(path: path, sql: sql)
        case SQLITE_CANTOPEN: return .cannotOpen(path: path, code: code, message: message)
        case SQLITE_CONSTRAINT:
            return .constraintViolation(
                table: Self.table(inConstraintMessage: message) ?? "", code: code,
                message: message, sql: sql)
        default: return .sqlite(path: path, code: code, message: message, sql: sql)
        }
    }

    /// "UNIQUE constraint failed: notes.id" → "notes".
    private static func table(inConstraintMessage message: String) -> String? {
        guard let colon = message.range(of: "failed: ") else { return nil }
        let rest = message[colon.upperBound...]
        return rest.split(separator: ".", maxSplits: 1).first.map(String.init)
    }

    // MARK: Statements

    /// A cached prepared statement for `sql` (prepared on first use).
    func cachedStatement(_ sql: String) throws(StoreError) -> Statement {
        if let statement = cache[sql] { return statement }
        let statement = try Statement(connection: self, sql: sql)
        if cache.count >= Self.cacheLimit {
            // Keep statements that are running (a fetch in progress); drop the rest.
            cache = cache.filter { $0.value.isBusy }
        }
        cache[sql] = statement
        return statement
    }

    /// Drops every cached statement (after schema changes that alter column lists).
    func clearStatementCache() {
        cache = cache.filter { $0.value.isBusy }
    }

    /// Runs one statement to completion.
    func execute(_ sql: String, _ arguments: [DatabaseValue] = []) throws(StoreError) {
        try cachedStatement(sql).execute(arguments)
    }

    /// Runs a statement that is not worth caching (DDL, PRAGMA).
    func executeOnce(_ sql: String, _ arguments: [DatabaseValue] = []) throws(StoreError) {
        try Statement(connection: self, sql: sql).execute(arguments)
    }

    /// Every row of a query as values (for small internal queries).
    func rows(_ sql: String, _ arguments: [DatabaseValue] = [], cached: Bool = true) throws(StoreError)
        -> [[DatabaseValue]]
    {
        let statement = cached ? try cachedStatement(sql) : try Statement(connection: self, sql: sql)
        precondition(!statement.isBusy, "statement re-entered while in use: \(sql)")
        defer { statement.reset() }
        try statement.bind(arguments)
        var rows: [[DatabaseValue]] = []
        let count = statement.columnCount
        while try statement.step() {
            rows.append((0..<count).map { statement.value($0) })
        }
        return rows
    }

    /// The first column of the first row, or `.null` when there is no row.
    func scalar(_ sql: String, _ arguments: [DatabaseValue] = [], cached: Bool = true) throws(StoreError)
        -> DatabaseValue
    {
        try rows(sql, arguments, cached: cached).first?.first ?? .null
    }

    // MARK: State

    /// Whether a transaction is open (SQLite is not in autocommit mode).
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes64(handle)) }
}
