/// A read-only view of the store, valid inside the closure of ``Store/read(_:)`` (or, as its
/// superclass, of ``Store/write(_:)``). Every fetch in one closure sees the same snapshot.
///
/// ```swift
/// let (folders, loose) = try store.read { db in
///     (try db.fetch(Folder.query.sorted(by: .ascending(\.name))),
///      try db.count(Note.query.filter(\.folderID == nil)))
/// }
/// ```
///
/// Not `Sendable`: use it only on the thread that runs the closure, and do not keep it after the
/// closure returns (using it then stops with a precondition failure).
public class Database {
    let connection: Connection
    let registry: Registry
    var isValid = true

    init(connection: Connection, registry: Registry) {
        self.connection = connection
        self.registry = registry
    }

    func checkValid() {
        precondition(isValid, "a Database was used after the read or write closure that received it returned")
    }

    /// Every model the query selects, in its order.
    ///
    /// A ``RowDecodable`` model is read through its ``RowDecodable/init(row:)``, any other through
    /// its Codable `init(from:)`.
    ///
    /// - Throws: ``StoreError/decodingFailed(table:key:reason:)`` if a row does not decode;
    ///   ``StoreError/unrepresentableValue(table:key:value:)`` if a filter value had no stored form;
    ///   SQLite failures (``StoreError/corrupt(path:message:)``, …).
    /// - Complexity: one SQL query; O(rows) decoding.
    @inlinable
    public final func fetch<Model: StoredModel>(_ query: Query<Model>) throws(StoreError) -> [Model] {
        // Inlined into the caller, so appending and `init(from:)` are specialised for `Model`
        // (`final`: a class method the caller must dispatch dynamically could not be inlined);
        // everything else happens in `forEachRow`. The conformance is looked up once per fetch,
        // not per row.
        if let type = Model.self as? any RowDecodable.Type {
            return try fetch(query, readingRowsAs: type)
        }
        var models: [Model] = []
        try forEachRow(of: query) { decoder in
            // Handed on, not copied: the row loop makes a decoder for each row.
            models.append(try Model(from: consume decoder))
        }
        return models
    }

    /// The models of `query` read through `Row.init(row:)`, where `Row` is `Model`.
    @inlinable
    final func fetch<Model: StoredModel, Row: RowDecodable>(_ query: Query<Model>, readingRowsAs row: Row.Type)
        throws(StoreError) -> [Model]
    {
        precondition(Row.self == Model.self, "Row is Model")
        var models: [Row] = []
        try forEachRow(of: query) { (row: borrowing StoredRow) in
            models.append(try Row(row: row))
        }
        // The same type under two names: the array is reinterpreted, not converted.
        return unsafeBitCast(models, to: [Model].self)
    }

    /// Runs `query` and calls `row` with a decoder positioned on each row in turn, mapping what
    /// `row` throws to ``StoreError``.
    @usableFromInline
    final func forEachRow<Model: StoredModel>(of query: Query<Model>, _ row: (consuming any Decoder) throws -> Void)
        throws(StoreError)
    {
        try withRowDecoder(of: query) { decoder throws(StoreError) in try decoder.decodeEachRow(row) }
    }

    /// Runs `query` and calls `row` with each row in turn, mapping what `row` throws to ``StoreError``.
    @usableFromInline
    final func forEachRow<Model: StoredModel>(of query: Query<Model>, _ row: (borrowing StoredRow) throws -> Void)
        throws(StoreError)
    {
        try withRowDecoder(of: query) { decoder throws(StoreError) in try decoder.readEachRow(row) }
    }

    /// Runs `query` and calls `body` with a decoder on its first row, unless it selects none.
    private func withRowDecoder<Model: StoredModel>(
        of query: Query<Model>, _ body: (RowDecoder) throws(StoreError) -> Void
    ) throws(StoreError) {
        checkValid()
        _ = registry.require(Model.self)
        if let error = query.error { throw error }
        let (sql, arguments) = query.selectSQL
        let statement = try connection.cachedStatement(sql)
        precondition(!statement.isBusy, "statement re-entered while in use: \(sql)")
        statement.isBusy = true
        defer {
            statement.isBusy = false
            statement.reset()
        }
        try statement.bind(arguments)
        // The decoder reads column names after the first step: a statement re-prepared because the
        // writer added columns only reports the new columns from then on.
        guard try statement.step() else { return }
        try body(RowDecoder(statement: statement, table: query.table))
    }

    /// The first model the query selects, or `nil`.
    public func fetchOne<Model: StoredModel>(_ query: Query<Model>) throws(StoreError) -> Model? {
        try fetch(query.limit(1, offset: query.offset)).first
    }

    /// The model with id `id`, or `nil`.
    public func find<Model: StoredModel>(_ type: Model.Type, id: Model.ID) throws(StoreError) -> Model? {
        try fetch(Model.query.filter(\Model.id == id)).first
    }

    /// How many rows the query's filters select (its limit and offset are ignored).
    public func count<Model: StoredModel>(_ query: Query<Model>) throws(StoreError) -> Int {
        checkValid()
        _ = registry.require(Model.self)
        if let error = query.error { throw error }
        let (sql, arguments) = query.countSQL
        guard case .integer(let count) = try connection.scalar(sql, arguments) else { return 0 }
        return Int(count)
    }

    /// The children of `parent` through the reference `keyPath`, in id order.
    ///
    /// ```swift
    /// let notes = try db.children(of: folder, via: \Note.folderID)
    /// ```
    public func children<Parent: StoredModel, Child: StoredModel>(
        of parent: Parent, via keyPath: KeyPath<Child, Parent.ID?>
    ) throws(StoreError) -> [Child] {
        try fetch(Child.query.filter(keyPath == Optional(parent.id)).sorted(by: .ascending(\Child.id)))
    }

    /// The children of `parent` through the required reference `keyPath`, in id order.
    public func children<Parent: StoredModel, Child: StoredModel>(
        of parent: Parent, via keyPath: KeyPath<Child, Parent.ID>
    ) throws(StoreError) -> [Child] {
        try fetch(Child.query.filter(keyPath == parent.id).sorted(by: .ascending(\Child.id)))
    }

    /// The parent `child` refers to through `keyPath`, or `nil` when the reference is nil or dangling.
    public func parent<Parent: StoredModel, Child: StoredModel>(
        of child: Child, via keyPath: KeyPath<Child, Parent.ID?>
    ) throws(StoreError) -> Parent? {
        guard let id = child[keyPath: keyPath] else { return nil }
        return try find(Parent.self, id: id)
    }

    /// The parent `child` refers to through the required reference `keyPath`, or `nil` when dangling.
    public func parent<Parent: StoredModel, Child: StoredModel>(
        of child: Child, via keyPath: KeyPath<Child, Parent.ID>
    ) throws(StoreError) -> Parent? {
        try find(Parent.self, id: child[keyPath: keyPath])
    }
}
