extension WritableDatabase {
    /// Deletes `model` (by id), applying the delete rules of references to it. Returns whether it
    /// existed.
    ///
    /// - Throws: ``StoreError/deleteRestricted(table:id:referencingTable:count:)`` when a
    ///   ``DeleteRule/restrict`` reference points at it; nothing is deleted then.
    @discardableResult
    public func delete<Model: StoredModel>(_ model: Model) throws(StoreError) -> Bool {
        try delete(Model.self, id: model.id)
    }

    /// Deletes the model with id `id`, applying delete rules. Returns whether it existed.
    @discardableResult
    public func delete<Model: StoredModel>(_ type: Model.Type, id: Model.ID) throws(StoreError) -> Bool {
        try delete(matching: Model.query.filter(\Model.id == id)) > 0
    }

    /// Deletes every model the query selects (honouring its order and limit), applying delete rules
    /// to each. Returns how many models of `Model` were deleted (cascaded children not counted).
    ///
    /// - Throws: ``StoreError/deleteRestricted(table:id:referencingTable:count:)``; nothing is deleted then.
    @discardableResult
    public func delete<Model: StoredModel>(matching query: Query<Model>) throws(StoreError) -> Int {
        checkValid()
        let description = registry.require(Model.self)
        if let error = query.error { throw error }
        let (sql, arguments) = query.idSQL
        let ids = try connection.rows(sql, arguments).map { $0[0] }
        return try deleteRows(of: description, ids: ids)
    }

    /// Deletes every model of `type`, applying delete rules. Returns how many were deleted.
    @discardableResult
    public func deleteAll<Model: StoredModel>(_ type: Model.Type) throws(StoreError) -> Int {
        try delete(matching: Model.query)
    }

    /// Deletes rows `ids` of `table` (ids that do not exist are skipped) with every delete rule, in a
    /// savepoint so that a refused delete leaves nothing changed. Returns the number of ids given.
    func deleteRows(of table: TableDescription, ids: [DatabaseValue]) throws(StoreError) -> Int {
        try state.savepoint { () throws(StoreError) in
            var deleting: [String: Set<DatabaseValue>] = [:]
            return try deleteRows(of: table, ids: ids, deleting: &deleting)
        }.get()
    }

    /// Deletes rows `ids` of `table` after applying the rules of every reference to it; records a
    /// tombstone for each so exports carry the deletion. `deleting` holds rows already being deleted
    /// in this operation, which stops cycles (a folder inside itself).
    private func deleteRows(
        of table: TableDescription, ids: [DatabaseValue],
        deleting: inout [String: Set<DatabaseValue>]
    ) throws(StoreError) -> Int {
        let fresh = ids.filter { deleting[table.table, default: []].insert($0).inserted }
        guard !fresh.isEmpty else { return 0 }
        let version = DatabaseValue.integer(state.version)
        for reference in registry.references(to: table.table) {
            let child = SQL.quote(reference.childTable)
            let column = SQL.quote(reference.column)
            for chunk in fresh.chunks(of: 500) {
                let condition = "\(column) IN (\(SQL.placeholders(chunk.count)))"
                switch reference.rule {
                case .restrict:
                    // Children being deleted in this same operation do not hold the parent back.
                    let blocking = try connection.rows(
                        "SELECT \(SQL.quote("id")), \(column) FROM \(child) WHERE \(condition)", chunk
                    )
                    .filter { !(deleting[reference.childTable]?.contains($0[0]) ?? false) }
                    if let first = blocking.first {
                        throw .deleteRestricted(
                            table: table.table, id: first[1].summary,
                            referencingTable: reference.childTable, count: blocking.count)
                    }
                case .nullify:
                    try connection.execute(
                        "UPDATE \(child) SET \(column) = NULL, \(SQL.quote(SQL.versionColumn)) = ? WHERE \(condition)",
                        [version] + chunk)
                    if connection.changes > 0 { state.markChanged(reference.childTable) }
                case .cascade:
                    guard let childTable = registry.table(named: reference.childTable) else { continue }
                    let childIDs = try connection.rows(
                        "SELECT \(SQL.quote("id")) FROM \(child) WHERE \(condition)", chunk
                    ).map { $0[0] }
                    _ = try deleteRows(of: childTable, ids: childIDs, deleting: &deleting)
                }
            }
        }
        let quoted = SQL.quote(table.table)
        for chunk in fresh.chunks(of: 500) {
            try connection.execute(
                """
                INSERT INTO \(SQL.quote(SQL.tombstonesTable)) (table_name, id, version)
                SELECT ?, \(SQL.quote("id")), ? FROM \(quoted) WHERE \(SQL.quote("id")) IN (\(SQL.placeholders(chunk.count)))
                ON CONFLICT(table_name, id) DO UPDATE SET version = excluded.version
                """, [.text(table.table), version] + chunk)
            try connection.execute(
                "DELETE FROM \(quoted) WHERE \(SQL.quote("id")) IN (\(SQL.placeholders(chunk.count)))", chunk)
        }
        state.markChanged(table.table)
        return fresh.count
    }
}

extension Array {
    /// Consecutive slices of at most `size` elements, as arrays.
    func chunks(of size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
