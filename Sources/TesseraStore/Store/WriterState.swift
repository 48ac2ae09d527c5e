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

    /// Runs `body` in a top-level `BEGIN IMMEDIATE … COMMIT` transaction: commits when it returns,
    /// rolls back when it throws. Returns what it returned or threw, the tables it changed (empty when
    /// it changed none or threw) and the change version they got.
    ///
    /// - Throws: the store's own failures (beginning or committing); the transaction is rolled back.
    func transaction<T, Failure: Error>(
        _ body: () throws(Failure) -> T
    ) throws(StoreError) -> (result: Result<T, Failure>, changed: Set<String>, version: Int64) {
        precondition(depth == 0, "transaction() is only for the top level; nested work uses savepoint()")
        try connection.execute("BEGIN IMMEDIATE")
        depth = 1
        changed = [[]]
        altered = [[]]
        do throws(StoreError) {
            try begin()
            let result = Result(catching: body)
            guard case .success = result else {
                rollBack()
                return (result, [], version - 1)
            }
            let tables = changed[0]
            if !tables.isEmpty {
                try connection.execute(
                    "UPDATE \(SQL.quote(SQL.metaTable)) SET value = ? WHERE key = 'version'", [.integer(version)])
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
            rollBack()
            throw error
        }
    }

    /// Reads what a new transaction needs: whether another connection changed the schema (then
    /// the layouts are read again), and the change version the transaction's rows get.
    private func begin() throws(StoreError) {
        let schemaVersion = try connection.scalar("PRAGMA schema_version")
        if schemaVersion != knownSchemaVersion {
            layouts.removeAll()
            encoders.removeAll()
            knownSchemaVersion = schemaVersion
        }
        let current = try connection.scalar("SELECT value FROM \(SQL.quote(SQL.metaTable)) WHERE key = 'version'")
        guard case .integer(let stored) = current else {
            throw .corrupt(path: connection.path, message: "\(SQL.metaTable) has no integer version row")
        }
        version = stored + 1
    }

    /// Undoes the open top-level transaction and forgets the layouts of the tables it altered.
    private func rollBack() {
        let reload = altered.reduce(into: Set<String>()) { $0.formUnion($1) }
        if connection.isInTransaction {
            try? connection.execute("ROLLBACK")
        }
        depth = 0
        changed = []
        altered = []
        reloadLayouts(reload)
    }

    /// Runs `body` inside a savepoint of the open transaction: its changes are kept if it returns
    /// and undone (leaving the enclosing transaction intact) if it throws. Returns what it returned
    /// or threw.
    ///
    /// - Throws: the store's own failures (opening or releasing the savepoint); the savepoint's
    ///   changes are undone.
    func savepoint<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(StoreError) -> Result<T, Failure> {
        precondition(depth > 0, "savepoint() needs an open transaction")
        let name = SQL.quote("tessera_savepoint_\(depth)")
        try connection.execute("SAVEPOINT \(name)")
        depth += 1
        changed.append([])
        altered.append([])
        let result = Result(catching: body)
        guard case .success = result else {
            rollBack(to: name)
            return result
        }
        do throws(StoreError) {
            try connection.execute("RELEASE \(name)")
        } catch {
            rollBack(to: name)
            throw error
        }
        depth -= 1
        let inner = changed.removeLast()
        changed[changed.count - 1].formUnion(inner)
        let innerAltered = altered.removeLast()
        altered[altered.count - 1].formUnion(innerAltered)
        return result
    }

    /// Undoes the savepoint `name` (the innermost) and forgets the layouts of the tables it altered.
    private func rollBack(to name: String) {
        try? connection.execute("ROLLBACK TO \(name)")
        try? connection.execute("RELEASE \(name)")
        depth -= 1
        changed.removeLast()
        reloadLayouts(altered.removeLast())
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
