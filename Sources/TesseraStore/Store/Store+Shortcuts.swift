/// One-call shortcuts: each runs one read, or one write transaction. Inside ``Store/read(_:)`` and
/// ``Store/write(_:)`` closures use the ``Database`` methods of the same names instead, so several
/// operations share one snapshot or one transaction.
extension Store {
    /// Every model the query selects. See ``Database/fetch(_:)``.
    @inlinable
    public func fetch<Model: StoredModel>(_ query: Query<Model>) throws(StoreError) -> [Model] {
        try storeRead { db throws(StoreError) in try db.fetch(query) }
    }

    /// The first model the query selects, or `nil`.
    public func fetchOne<Model: StoredModel>(_ query: Query<Model>) throws(StoreError) -> Model? {
        try storeRead { db throws(StoreError) in try db.fetchOne(query) }
    }

    /// The model with id `id`, or `nil`.
    public func find<Model: StoredModel>(_ type: Model.Type, id: Model.ID) throws(StoreError) -> Model? {
        try storeRead { db throws(StoreError) in try db.find(type, id: id) }
    }

    /// How many rows the query's filters select.
    public func count<Model: StoredModel>(_ query: Query<Model>) throws(StoreError) -> Int {
        try storeRead { db throws(StoreError) in try db.count(query) }
    }

    /// Saves (inserts or replaces) `model` in its own transaction.
    public func save<Model: StoredModel>(_ model: Model) throws(StoreError) {
        try storeWrite { db throws(StoreError) in try db.save(model) }
    }

    /// Saves every model in one transaction.
    public func save<Model: StoredModel>(contentsOf models: some Sequence<Model>) throws(StoreError) {
        try storeWrite { db throws(StoreError) in try db.save(contentsOf: models) }
    }

    /// Deletes `model` with the delete rules of references to it. Returns whether it existed.
    @discardableResult
    public func delete<Model: StoredModel>(_ model: Model) throws(StoreError) -> Bool {
        try storeWrite { db throws(StoreError) in try db.delete(model) }
    }

    /// Deletes the model with id `id`. Returns whether it existed.
    @discardableResult
    public func delete<Model: StoredModel>(_ type: Model.Type, id: Model.ID) throws(StoreError) -> Bool {
        try storeWrite { db throws(StoreError) in try db.delete(type, id: id) }
    }

    /// Deletes every model the query selects. Returns how many.
    @discardableResult
    public func delete<Model: StoredModel>(matching query: Query<Model>) throws(StoreError) -> Int {
        try storeWrite { db throws(StoreError) in try db.delete(matching: query) }
    }

    /// The value remembered under `key`, or `nil`. See ``MemoryKey``.
    public func value<Value>(for key: MemoryKey<Value>) throws(StoreError) -> Value? {
        try storeRead { db throws(StoreError) in try db.value(for: key) }
    }

    /// Remembers `value` under `key`.
    public func setValue<Value>(_ value: Value, for key: MemoryKey<Value>) throws(StoreError) {
        try storeWrite { db throws(StoreError) in try db.setValue(value, for: key) }
    }

    /// Forgets the value under `key`. Returns whether there was one.
    @discardableResult
    public func removeValue<Value>(for key: MemoryKey<Value>) throws(StoreError) -> Bool {
        try storeWrite { db throws(StoreError) in try db.removeValue(for: key) }
    }
}
