import Foundation

/// One versioned step in the life of a store's data, run once, in version order, in its own write
/// transaction (recorded in the `tessera_migrations` table in that same transaction, so a step that
/// throws leaves no trace and runs again next time).
///
/// Tables, declared columns and indexes of registered models are created automatically before
/// migrations run; migrations move and reshape data, using models (old shapes can be read through a
/// separate model type declared with the same table):
/// ```swift
/// let migrations = [
///     Migration(1, "seed the inbox") { db in
///         try db.save(Folder(id: Folder.inboxID, name: "Inbox"))
///     },
///     Migration(2, "titles are trimmed") { db in
///         for var note in try db.fetch(Note.query) {
///             note.title = note.title.trimmingCharacters(in: .whitespaces)
///             try db.save(note)
///         }
///     },
/// ]
/// ```
/// Opening a database whose recorded version is above the app's highest migration fails with
/// ``StoreError/newerSchema(path:databaseVersion:supportedVersion:)`` and changes nothing.
public struct Migration: Sendable {
    /// The position of this step; versions are distinct and start at 1.
    public let version: Int
    /// A description, recorded with the version.
    public let name: String
    let body: @Sendable (WritableDatabase) throws -> Void

    public init(_ version: Int, _ name: String, _ body: @escaping @Sendable (WritableDatabase) throws -> Void) {
        self.version = version
        self.name = name
        self.body = body
    }
}

extension Store {
    /// The migration versions recorded in the database, ascending.
    public func appliedMigrations() throws(StoreError) -> [Int] {
        try storeRead { db throws(StoreError) in
            try db.connection.rows("SELECT version FROM \(SQL.quote(SQL.migrationsTable)) ORDER BY version").compactMap
            { row -> Int? in
                if case .integer(let version) = row.first { return Int(version) }
                return nil
            }
        }
    }

    func runMigrations(_ migrations: [Migration]) throws(StoreError) {
        let applied = Set(try appliedMigrations())
        for migration in migrations where !applied.contains(migration.version) {
            do {
                try write { db in
                    try migration.body(db)
                    try db.connection.execute(
                        "INSERT INTO \(SQL.quote(SQL.migrationsTable)) (version, name, applied) VALUES (?, ?, ?)",
                        [
                            .integer(Int64(migration.version)), .text(migration.name),
                            .real(Date().timeIntervalSinceReferenceDate),
                        ])
                }
            } catch {
                throw .migrationFailed(
                    version: migration.version, name: migration.name, reason: String(describing: error))
            }
        }
    }
}
