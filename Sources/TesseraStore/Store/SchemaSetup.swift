/// The steps that prepare a freshly opened database: refuse a newer schema, switch to WAL, create
/// the store's own tables and every registered model's table, columns and indexes.
enum SchemaSetup {
    /// Reads the schema (which also proves the file is a database) and throws if the database was
    /// migrated past `supportedVersion`. Writes nothing.
    static func refuseNewerSchema(_ connection: Connection, supportedVersion: Int) throws(StoreError) {
        let tables = try connection.rows("SELECT name FROM sqlite_master WHERE type = 'table'", cached: false)
        let hasMigrations = tables.contains { $0.first == .text(SQL.migrationsTable) }
        guard hasMigrations else { return }
        let maximum = try connection.scalar("SELECT max(version) FROM \(SQL.quote(SQL.migrationsTable))", cached: false)
        if case .integer(let found) = maximum, found > supportedVersion {
            throw .newerSchema(path: connection.path, databaseVersion: Int(found), supportedVersion: supportedVersion)
        }
    }

    static func configure(_ connection: Connection, inMemory: Bool, configuration: StoreConfiguration)
        throws(StoreError)
    {
        if !inMemory {
            let mode = try connection.scalar("PRAGMA journal_mode = WAL", cached: false)
            guard mode == .text("wal") else {
                throw .readOnly(path: connection.path, message: "could not switch to WAL mode (got \(mode.summary))")
            }
        }
        let synchronous = configuration.synchronous == .full ? "FULL" : "NORMAL"
        try connection.executeOnce("PRAGMA synchronous = \(synchronous)")
        // Relations are enforced by the store (see DeleteRule), not by SQLite's foreign keys.
        try connection.executeOnce("PRAGMA foreign_keys = OFF")
    }

    /// Creates the store's own tables if missing, in one transaction of their own (the writer's
    /// transactions read the change version from `tessera_meta`, so it must exist first).
    static func createStoreTables(_ connection: Connection) throws(StoreError) {
        try connection.executeOnce("BEGIN IMMEDIATE")
        do {
            try createStoreTablesInTransaction(connection)
            try connection.executeOnce("COMMIT")
        } catch {
            try? connection.executeOnce("ROLLBACK")
            throw error
        }
    }

    private static func createStoreTablesInTransaction(_ connection: Connection) throws(StoreError) {
        try connection.executeOnce(
            """
            CREATE TABLE IF NOT EXISTS \(SQL.quote(SQL.metaTable)) (key TEXT PRIMARY KEY NOT NULL, value)
            """)
        try connection.executeOnce(
            "INSERT OR IGNORE INTO \(SQL.quote(SQL.metaTable)) (key, value) VALUES ('version', 0), ('format', 1)")
        try connection.executeOnce(
            """
            CREATE TABLE IF NOT EXISTS \(SQL.quote(SQL.migrationsTable)) \
            (version INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL, applied REAL NOT NULL)
            """)
        try connection.executeOnce(
            """
            CREATE TABLE IF NOT EXISTS \(SQL.quote(SQL.tombstonesTable)) \
            (table_name TEXT NOT NULL, id NOT NULL, version INTEGER NOT NULL, PRIMARY KEY (table_name, id))
            """)
        try connection.executeOnce(
            """
            CREATE INDEX IF NOT EXISTS \(SQL.quote("tessera_tombstones_version")) ON \(SQL.quote(SQL.tombstonesTable)) (version)
            """)
        try connection.executeOnce(
            """
            CREATE TABLE IF NOT EXISTS \(SQL.quote(SQL.memoryTable)) (key TEXT PRIMARY KEY NOT NULL, value)
            """)
    }

    /// Creates every registered model's table, declared columns and indexes where missing; never
    /// drops or rewrites anything. Runs inside a writer transaction.
    static func createModelTables(_ state: WriterState) throws(StoreError) {
        for table in state.registry.tables {
            try createTable(table, state: state)
        }
    }

    private static func createTable(_ table: TableDescription, state: WriterState) throws(StoreError) {
        let connection = state.connection
        let name = SQL.quote(table.table)
        // Columns have no declared type (BLOB affinity): SQLite keeps exactly the value bound.
        let id =
            table.hasIntegerID
            ? "\(SQL.quote("id")) INTEGER PRIMARY KEY NOT NULL" : "\(SQL.quote("id")) PRIMARY KEY NOT NULL"
        let version = "\(SQL.quote(SQL.versionColumn)) INTEGER NOT NULL DEFAULT 0"
        let declared = table.declaredColumns.map(SQL.quote)
        try connection.executeOnce(
            "CREATE TABLE IF NOT EXISTS \(name) (\(([id] + declared + [version]).joined(separator: ", ")))")
        let layout = try state.layout(of: table)
        try state.addColumns(table.declaredColumns, to: layout)
        let versionIndex = SQL.quote("\(table.table)_index_\(SQL.versionColumn)")
        try connection.executeOnce(
            "CREATE INDEX IF NOT EXISTS \(versionIndex) ON \(name) (\(SQL.quote(SQL.versionColumn)))")
        for index in table.indexes {
            let columns = index.columns.map(SQL.quote).joined(separator: ", ")
            try connection.executeOnce(
                "CREATE \(index.isUnique ? "UNIQUE " : "")INDEX IF NOT EXISTS \(SQL.quote(index.name)) ON \(name) (\(columns))"
            )
        }
    }
}
