public import Foundation

/// A document store over SQLite: Codable models in, typed queries out, from any thread.
///
/// ```swift
/// let store = try Store(at: documents.appendingPathComponent("journal.sqlite"),
///                       models: [Folder.self, Note.self],
///                       migrations: [Migration(1, "seed the inbox") { db in try db.save(Folder.inbox) }])
/// try store.save(Note(id: UUID(), title: "Hello", folderID: Folder.inbox.id))
/// let inbox = try store.fetch(Note.query.filter(\.folderID == Folder.inbox.id))
/// ```
///
/// **Concurrency.** `Store` is `Sendable`; use one instance from every thread and task. Writes go
/// through one writer connection, one transaction at a time; reads use a pool of read-only
/// connections and never wait for writes (SQLite's WAL mode), each seeing a consistent snapshot.
/// A write started from inside another write's closure on the same thread becomes a savepoint of the
/// outer transaction instead of deadlocking. The synchronous `read`/`write` block the calling thread
/// (briefly, for ordinary work); the `async` overloads run on the store's own queues.
///
/// **Files.** Opening checks the file first: a file that is not a database, a path that is not a
/// regular file (a directory, a named pipe, a device), a truncated database, a directory that cannot
/// be written, or a database migrated by a newer app version fail with a ``StoreError`` and leave the
/// file untouched. The store switches the file to WAL mode, so it comes
/// with `-wal` and `-shm` companions while open.
public final class Store: Sendable {
    /// The database file's path, or `":memory:"`.
    public let path: String
    /// The highest migration version this app knows (0 without migrations).
    public let schemaVersion: Int
    let registry: Registry
    let writer: Writer
    /// `nil` for in-memory stores, whose single connection serves reads too.
    let readers: ReaderPool?
    let observers = ObserverRegistry()
    private let writeQueue = DispatchQueue(label: "tessera.store.write")
    /// The key under which a thread's `threadDictionary` holds the reader connection of the read it
    /// is running in this store (see ``read(_:)``).
    private let readerSlotKey = "tessera.store.reader.\(UUID().uuidString)"

    /// Opens (creating if needed) the database at `url`, registers `models` (creating their tables,
    /// missing declared columns and indexes) and runs the migrations that have not run yet, in
    /// version order.
    ///
    /// - Parameters:
    ///   - models: every model stored here, parents and children (relations are resolved among them).
    ///   - migrations: versioned steps (see ``Migration``); each runs once, in its own transaction.
    /// - Throws: ``StoreError/notADatabase(path:)``, ``StoreError/notARegularFile(path:kind:)`` (a
    ///   directory, named pipe, socket or device; refused without opening it),
    ///   ``StoreError/truncated(path:expectedBytes:actualBytes:)``,
    ///   ``StoreError/corrupt(path:message:)``, ``StoreError/cannotOpen(path:code:message:)`` (e.g. a
    ///   read-only or missing directory), ``StoreError/readOnly(path:message:)``,
    ///   ``StoreError/newerSchema(path:databaseVersion:supportedVersion:)``,
    ///   ``StoreError/migrationFailed(version:name:reason:)``.
    /// - Precondition: `models` use distinct tables, every referenced parent is listed, and migration
    ///   versions are distinct and positive.
    public convenience init(
        at url: URL, models: [any StoredModel.Type], migrations: [Migration] = [],
        configuration: StoreConfiguration = StoreConfiguration()
    ) throws(StoreError) {
        precondition(url.isFileURL, "a Store needs a file URL, got \(url)")
        try self.init(path: url.path, models: models, migrations: migrations, configuration: configuration)
    }

    /// Opens a private in-memory database (gone when the store is released). Reads share the writer
    /// connection, so they wait for writes.
    public static func inMemory(
        models: [any StoredModel.Type], migrations: [Migration] = [],
        configuration: StoreConfiguration = StoreConfiguration()
    ) throws(StoreError) -> Store {
        try Store(path: ":memory:", models: models, migrations: migrations, configuration: configuration)
    }

    init(
        path: String, models: [any StoredModel.Type], migrations: [Migration],
        configuration: StoreConfiguration
    ) throws(StoreError) {
        let sorted = migrations.sorted { $0.version < $1.version }
        precondition(Set(sorted.map(\.version)).count == sorted.count, "two migrations share a version")
        precondition(sorted.allSatisfy { $0.version > 0 }, "migration versions start at 1")
        let inMemory = path == ":memory:"
        if !inMemory { try DatabaseFileCheck.check(path: path) }
        self.path = path
        schemaVersion = sorted.last?.version ?? 0
        registry = Registry(models: models)
        if !inMemory && FileManager.default.fileExists(atPath: path) {
            // A read-only connection cannot write, not even a checkpoint of an old WAL, so a refused
            // database is left exactly as it was.
            let probe = try Connection(
                path: path, readOnly: true, create: false, busyTimeout: configuration.busyTimeout)
            try SchemaSetup.refuseNewerSchema(probe, supportedVersion: schemaVersion)
        }
        let connection = try Connection(
            path: path, readOnly: false, create: true, busyTimeout: configuration.busyTimeout)
        if inMemory { try SchemaSetup.refuseNewerSchema(connection, supportedVersion: schemaVersion) }
        try SchemaSetup.configure(connection, inMemory: inMemory, configuration: configuration)
        try SchemaSetup.createStoreTables(connection)
        let state = WriterState(connection: connection, registry: registry)
        writer = Writer(state: state)
        if inMemory {
            readers = nil
        } else {
            let timeout = configuration.busyTimeout
            readers = ReaderPool(maximum: configuration.maximumReaderCount) { () throws(StoreError) in
                try Connection(path: path, readOnly: true, create: false, busyTimeout: timeout)
            }
        }
        try writer.withState { state throws(StoreError) in
            try state.transaction { () throws(StoreError) in try SchemaSetup.createModelTables(state) }.result.get()
        }
        try runMigrations(sorted)
    }

    deinit {
        // Readers close first, so the writer is the last connection: closing it checkpoints the WAL
        // into the main file and removes the -wal file (a read-only connection cannot).
        readers?.closeIdle()
    }

    // MARK: Reading and writing

    /// Runs `body` with a read-only ``Database`` that sees one consistent snapshot (the database as
    /// of `body`'s first fetch, whatever commits meanwhile), and returns its result. Blocks the
    /// calling thread while a reader connection is busy elsewhere (rare; see
    /// ``StoreConfiguration/maximumReaderCount``). A `read` inside `body` on the same thread shares
    /// the snapshot. A `read` inside a ``write(_:)`` closure does not see that write's uncommitted
    /// changes; use the write closure's own database for that.
    ///
    /// - Throws: what `body` throws, or a ``StoreError`` from opening the snapshot.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try withSnapshot(body).get()
    }

    /// ``read(_:)`` for bodies that throw only ``StoreError``.
    @usableFromInline
    func storeRead<T>(_ body: (Database) throws(StoreError) -> T) throws(StoreError) -> T {
        try withSnapshot(body).get()
    }

    /// Runs `body` as ``read(_:)`` describes and returns what it returned or threw.
    ///
    /// - Throws: only the store's own failures (a reader connection that cannot be opened).
    private func withSnapshot<T, Failure: Error>(_ body: (Database) throws(Failure) -> T) throws(StoreError) -> Result<
        T, Failure
    > {
        guard let readers else {
            return writer.withState { state in
                let database = Database(connection: state.connection, registry: registry)
                defer { database.isValid = false }
                return Result { () throws(Failure) in try body(database) }
            }
        }
        // A read nested in a read on the same thread shares the outer read's connection and
        // snapshot: taking a second connection could wait forever once every connection is held by
        // a thread that is itself waiting for a second one.
        let slot = Thread.current.threadDictionary
        if let outer = slot[readerSlotKey] as? Connection {
            let database = Database(connection: outer, registry: registry)
            defer { database.isValid = false }
            return Result { () throws(Failure) in try body(database) }
        }
        return try readers.withReader { connection throws(StoreError) in
            try connection.execute("BEGIN DEFERRED")
            slot[readerSlotKey] = connection
            let database = Database(connection: connection, registry: registry)
            defer {
                database.isValid = false
                slot[readerSlotKey] = nil
                try? connection.execute("COMMIT")
            }
            return Result { () throws(Failure) in try body(database) }
        }
    }

    /// Runs `body` in a write transaction and commits it when `body` returns; rolls back and rethrows
    /// if `body` (or the commit) throws. Observers of the changed tables are notified after the
    /// commit. Called from inside another `write` closure on the same thread, it runs as a savepoint
    /// of that transaction (committed with it).
    ///
    /// - Throws: what `body` throws; ``StoreError/busy(path:sql:)`` when another process holds the
    ///   write lock past the busy timeout; other ``StoreError``s from the commit.
    public func write<T>(_ body: (WritableDatabase) throws -> T) throws -> T {
        try inTransaction(body).get()
    }

    /// ``write(_:)`` for bodies that throw only ``StoreError``.
    func storeWrite<T>(_ body: (WritableDatabase) throws(StoreError) -> T) throws(StoreError) -> T {
        try inTransaction(body).get()
    }

    /// Runs `body` as ``write(_:)`` describes and returns what it returned or threw (a body that
    /// threw is rolled back).
    ///
    /// - Throws: only the store's own failures (beginning or committing the transaction).
    private func inTransaction<T, Failure: Error>(
        _ body: (WritableDatabase) throws(Failure) -> T
    ) throws(StoreError) -> Result<T, Failure> {
        let (result, changed, version) = try writer.withState { state throws(StoreError) in
            let database = WritableDatabase(state: state)
            defer { database.isValid = false }
            if state.isInTransaction {
                return (try state.savepoint { () throws(Failure) in try body(database) }, Set<String>(), Int64(0))
            }
            return try state.transaction { () throws(Failure) in try body(database) }
        }
        if !changed.isEmpty {
            observers.notify(changed: changed, version: version)
        }
        return result
    }

    /// ``read(_:)`` on a background thread, for async callers.
    public func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try self.read(body) })
            }
        }
    }

    /// ``write(_:)`` on the store's serial write queue, for async callers (no thread waits on the
    /// writer lock meanwhile).
    public func write<T: Sendable>(_ body: @escaping @Sendable (WritableDatabase) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            writeQueue.async {
                continuation.resume(with: Result { try self.write(body) })
            }
        }
    }

    /// The number of live observations (``ObservedResults`` and ``observe(_:)`` sequences); for
    /// diagnostics and leak tests.
    public var observationCount: Int { observers.count }

    /// Checks the whole file with SQLite's `integrity_check`.
    ///
    /// - Throws: ``StoreError/corrupt(path:message:)`` listing the problems when there are any.
    /// - Complexity: reads every page of the database.
    public func checkIntegrity() throws(StoreError) {
        let lines = try storeRead { db throws(StoreError) in
            try db.connection.rows("PRAGMA integrity_check", cached: false).compactMap { row -> String? in
                if case .text(let line) = row.first { return line }
                return nil
            }
        }
        guard lines == ["ok"] else {
            throw .corrupt(path: path, message: lines.joined(separator: "\n"))
        }
    }
}
