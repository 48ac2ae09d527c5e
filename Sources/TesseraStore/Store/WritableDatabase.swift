/// The store inside a write transaction (the closure of ``Store/write(_:)``): everything
/// ``Database`` reads, plus saving and deleting. All changes commit together when the closure
/// returns, or none do if it throws.
///
/// ```swift
/// try store.write { db in
///     try db.save(folder)
///     try db.save(contentsOf: notes)
///     try db.transaction { db in            // a savepoint: undone alone if it throws
///         try db.delete(Note.self, id: draftID)
///     }
/// }
/// ```
///
/// Reads inside the closure see the closure's own uncommitted writes. Not `Sendable`; valid only
/// inside the closure.
public final class WritableDatabase: Database {
    let state: WriterState

    init(state: WriterState) {
        self.state = state
        super.init(connection: state.connection, registry: state.registry)
    }

    /// The change version the rows written by this transaction get (see ``Store/exportChanges(since:)``).
    public var version: Int64 {
        checkValid()
        return state.version
    }

    /// Inserts `model`, or replaces the stored model with the same id.
    ///
    /// Keys the table has no column for yet get new columns. Does not check references (see
    /// ``Schema/reference(_:_:to:onDelete:)``).
    /// - Throws: ``StoreError/encodingFailed(table:key:reason:)``,
    ///   ``StoreError/unrepresentableValue(table:key:value:)``, or
    ///   ``StoreError/constraintViolation(table:code:message:sql:)`` for a declared unique index.
    public func save<Model: StoredModel>(_ model: Model) throws(StoreError) {
        checkValid()
        try state.write(CollectionOfOne(model), upsert: true)
    }

    /// Saves every model with one prepared statement (much faster than saving one by one in
    /// separate transactions). Stops at the first failure; the enclosing transaction then rolls back
    /// unless the caller catches the error.
    /// - Complexity: O(n) statement executions.
    public func save<Model: StoredModel>(contentsOf models: some Sequence<Model>) throws(StoreError) {
        checkValid()
        try state.write(models, upsert: true)
    }

    /// Inserts `model`, failing if a model with its id exists.
    ///
    /// - Throws: ``StoreError/constraintViolation(table:code:message:sql:)`` (code 1555,
    ///   `SQLITE_CONSTRAINT_PRIMARYKEY`, or 2067 for a unique index) when the id exists.
    public func insert<Model: StoredModel>(_ model: Model) throws(StoreError) {
        checkValid()
        try state.write(CollectionOfOne(model), upsert: false)
    }

    /// Runs `body` in a savepoint: if it throws, its changes are undone and the error rethrown, and
    /// the enclosing transaction continues. Nests to any depth without deadlocking.
    ///
    /// - Throws: whatever `body` throws, or a ``StoreError`` if the savepoint cannot be opened.
    public func transaction<T>(_ body: (WritableDatabase) throws -> T) throws -> T {
        checkValid()
        return try state.savepoint { try body(self) }.get()
    }
}
