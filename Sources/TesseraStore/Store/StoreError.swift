/// Every way a ``Store`` can fail. Each case carries the culprit: the file, the SQL, the SQLite
/// result code and message, the table and key, or the migration.
///
/// Match the cases you can recover from and report the rest:
/// ```swift
/// do {
///     store = try Store(at: url, models: [Note.self])
/// } catch .newerSchema(let path, let found, let supported) {
///     print("\(path) was written by a newer app (schema \(found) > \(supported)); not touched")
/// } catch .notADatabase(let path), .truncated(let path, _, _) {
///     print("\(path) is damaged")
/// }
/// ```
///
/// SQLite result codes are the *extended* codes (for example 2067 = `SQLITE_CONSTRAINT_UNIQUE`),
/// see <https://sqlite.org/rescode.html>.
public enum StoreError: Error, Equatable, Hashable, Sendable {
    /// SQLite could not open or create the file (missing or read-only directory, permissions).
    /// `code` is SQLite's extended result code.
    case cannotOpen(path: String, code: Int32, message: String)
    /// The file exists but is not an SQLite database (its header is wrong). Nothing was written.
    case notADatabase(path: String)
    /// The path (or its `-wal`, `-shm` or `-journal` companion, which `path` then names) is not a
    /// regular file but a directory, a named pipe, a socket or a device: SQLite cannot keep a
    /// database there, and reading a pipe or a device could wait forever. Nothing was opened.
    case notARegularFile(path: String, kind: FileKind)
    /// The database header promises more bytes than the file holds: the file was cut short.
    /// Nothing was written.
    case truncated(path: String, expectedBytes: Int, actualBytes: Int)
    /// SQLite found a malformed page (`SQLITE_CORRUPT`) or `integrity_check` reported problems.
    case corrupt(path: String, message: String)
    /// The file, its directory or its file system refuses writes (`SQLITE_READONLY`).
    case readOnly(path: String, message: String)
    /// The database was migrated by a newer version of the app: it records schema version
    /// `databaseVersion`, and this app's migrations stop at `supportedVersion`. Nothing was touched.
    case newerSchema(path: String, databaseVersion: Int, supportedVersion: Int)
    /// Another connection (usually another process) held the lock longer than the busy timeout.
    case busy(path: String, sql: String)
    /// The disk (or the file-size limit) is full.
    case diskFull(path: String, sql: String)
    /// A uniqueness or other constraint failed, for example ``WritableDatabase/insert(_:)`` of an
    /// id that exists, or a unique index declared in the schema.
    case constraintViolation(table: String, code: Int32, message: String, sql: String)
    /// Deleting row `id` of `table` was refused because `count` rows of `referencingTable` point at it
    /// through a reference declared with ``DeleteRule/restrict``. Nothing was deleted.
    case deleteRestricted(table: String, id: String, referencingTable: String, count: Int)
    /// A migration threw; its transaction was rolled back and later migrations did not run.
    case migrationFailed(version: Int, name: String, reason: String)
    /// A model could not be encoded into a row (`key` is the coding path, `reason` the encoder's
    /// explanation).
    case encodingFailed(table: String, key: String, reason: String)
    /// A row could not be decoded into its model (a missing column, a value of the wrong type).
    case decodingFailed(table: String, key: String, reason: String)
    /// A value has no exact SQLite representation (a NaN, an unsigned integer above `Int64.max`);
    /// storing it would lose data, so it is refused.
    case unrepresentableValue(table: String, key: String, value: String)
    /// An imported ``ChangePacket`` names a table no registered model uses, or a reserved column.
    case unknownTable(String)
    /// Any other SQLite failure, with its extended result code, message and statement.
    case sqlite(path: String, code: Int32, message: String, sql: String)
}

extension StoreError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .cannotOpen(let path, let code, let message): "cannot open \(path): \(message) (SQLite \(code))"
        case .notADatabase(let path): "\(path) is not an SQLite database"
        case .notARegularFile(let path, let kind): "\(path) is a \(kind), not a regular file"
        case .truncated(let path, let expected, let actual): "\(path) is truncated: \(actual) of \(expected) bytes"
        case .corrupt(let path, let message): "\(path) is corrupt: \(message)"
        case .readOnly(let path, let message): "\(path) is read-only: \(message)"
        case .newerSchema(let path, let found, let supported):
            "\(path) has schema version \(found), newer than this app's \(supported)"
        case .busy(let path, let sql): "\(path) stayed locked past the busy timeout during `\(sql)`"
        case .diskFull(let path, let sql): "disk full writing \(path) during `\(sql)`"
        case .constraintViolation(let table, let code, let message, let sql):
            "constraint failed on \(table): \(message) (SQLite \(code)) in `\(sql)`"
        case .deleteRestricted(let table, let id, let referencing, let count):
            "cannot delete \(table) \(id): \(count) \(referencing) row(s) refer to it"
        case .migrationFailed(let version, let name, let reason): "migration \(version) \(name) failed: \(reason)"
        case .encodingFailed(let table, let key, let reason): "cannot encode \(table).\(key): \(reason)"
        case .decodingFailed(let table, let key, let reason): "cannot decode \(table).\(key): \(reason)"
        case .unrepresentableValue(let table, let key, let value): "\(table).\(key) = \(value) has no exact SQLite form"
        case .unknownTable(let table): "unknown table \(table)"
        case .sqlite(let path, let code, let message, let sql): "SQLite \(code) on \(path): \(message) in `\(sql)`"
        }
    }
}
