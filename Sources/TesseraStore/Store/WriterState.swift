/// Everything the writer connection owns: the connection, table layouts and row encoders, and the
/// open transaction (savepoint depth, tables changed at each level, the change version).
///
/// Used only while holding the writer lock (see ``Writer``).
final class WriterState {
    let connection: Connection
    let registry: Registry
    var layouts: [String: TableLayout] = [:]
    var encoders: [EncoderKey: RowEncoder] = [:]

    /// 0 outside a transaction; 1 inside the top-level transaction; +1 per savepoint.
    private(set) var depth = 0
    /// Tables changed at each level (index 0 = the transaction itself).
    private var changed: [Set<String>] = []
    /// Tables whose columns were altered at each level, reloaded if that level rolls back.
    private var altered: [Set<String>] = []
    /// The change version every row written in this transaction gets.
    private(set) var version: Int64 = 0
    /// SQLite's schema cookie when the layouts were last known to be current. Another connection
    /// (another store on the file, another process) that adds columns changes it, and then the
    /// layouts are read again so every write names every column.
    private var knownSchemaVersion: DatabaseValue = .null

    struct EncoderKey: Hashable {
        let table: String
        let upsert: Bool
    }

    init(connection: Connection, registry: Registry) {
        self.connection = connection
        self.registry = registry
    }

    var isInTransaction: Bool { depth > 0 }

    func markChanged(_ table: String) {
        precondition(depth > 0, "writes happen inside a transaction")
        changed[changed.count - 1].insert(table)
    }

    func markAltered(_ table: String) {
        altered[altered.count - 1].insert(table)
    }

    /// Runs `body` in a top-level `BEGIN IMMEDIATE … COMMIT` transaction. Returns the body's result
    /// and the tables it changed (empty when it changed none). Rolls back if `body` or the commit
    /// throws.
    func transaction<T>(_ body: () throws -> T) throws -> (result: T, changed: Set<String>, version: Int64) {
        precondition(depth == 0, "transaction() is only for the top level; nested work uses savepoint()")
        try connection.execute("BEGIN IMMEDIATE")
        depth = 1
        changed = [[]]
        altered = [[]]
        do {
            let schemaVersion = try connection.scalar("PRAGMA schema_version")
            if schemaVersion != knownSchemaVersion {
                layouts.removeAll()
                encoders.removeAll()
                knownSchemaVersion = schemaVersion
            }
            let current = try connection.scalar("SELECT value FROM \(SQL.quote(SQL.metaTable)) WHERE key = 'version'")
            guard case let .integer(stored) = current else {
                throw StoreError.corrupt(path: connection.path, message: "\(SQL.metaTable) has no integer version row")
            }
            version = stored + 1
            let result = try body()
            let tables = changed[0]
            if !tables.isEmpty {
                try connection.execute("UPDATE \(SQL.quote(SQL.metaTable)) SET value = ? WHERE key = 'version'", [.integer(version)])
            }
            if !altered[0].isEmpty {
                knownSchemaVersion = try connection.scalar("PRAGMA schema_version")
            }
            try connection.execute("COMMIT")
            depth = 0
            changed = []
            altered = []
            return (result, tables, tables.isEmpty ? version - 1 : version)
        } catch {
            let reload = altered.reduce(into: Set<String>()) { $0.formUnion($1) }
            if connection.isInTransaction {
                try? connection.execute("ROLLBACK")
            }
            depth = 0
            changed = []
            altered = []
            reloadLayouts(reload)
            throw error
        }
    }

    /// Runs `body` inside a savepoint of the open transaction: its changes are kept if it returns
    /// and undone (leaving the enclosing transaction intact) if it throws.
    func savepoint<T>(_ body: () throws -> T) throws -> T {
        precondition(depth > 0, "savepoint() needs an open transaction")
        let name = SQL.quote("tessera_savepoint_\(depth)")
        try connection.execute("SAVEPOINT \(name)")
        depth += 1
        changed.append([])
        altered.append([])
        do {
            let result = try body()
            try connection.execute("RELEASE \(name)")
            depth -= 1
            let inner = changed.removeLast()
            changed[changed.count - 1].formUnion(inner)
            let innerAltered = altered.removeLast()
            altered[altered.count - 1].formUnion(innerAltered)
            return result
        } catch {
            try? connection.execute("ROLLBACK TO \(name)")
            try? connection.execute("RELEASE \(name)")
            depth -= 1
            changed.removeLast()
            reloadLayouts(altered.removeLast())
            throw error
        }
    }

    /// Forgets the layouts (and encoders) of `tables` so they are read again from the database,
    /// after a rollback undid column additions.
    private func reloadLayouts(_ tables: Set<String>) {
        guard !tables.isEmpty else { return }
        for table in tables {
            layouts[table] = nil
            encoders = encoders.filter { $0.key.table != table }
        }
        connection.clearStatementCache()
    }
}
