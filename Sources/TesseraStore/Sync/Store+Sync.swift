extension Store {
    /// The store's current change version: the version of the last write transaction that changed
    /// something (0 for a new store).
    public func changeVersion() throws(StoreError) -> Int64 {
        try storeRead { db throws(StoreError) in try Self.currentVersion(db.connection) }
    }

    /// The rows saved and deleted after `version`, from one consistent snapshot.
    ///
    /// - Complexity: one indexed query per registered table.
    public func exportChanges(since version: Int64) throws(StoreError) -> ChangePacket {
        try storeRead { db throws(StoreError) in
            let connection = db.connection
            let current = try Self.currentVersion(connection)
            var tables: [ChangePacket.TableChanges] = []
            for table in registry.tables {
                let name = SQL.quote(table.table)
                let id = SQL.quote("id")
                let versionColumn = SQL.quote(SQL.versionColumn)
                let statement = try connection.cachedStatement(
                    "SELECT * FROM \(name) WHERE \(versionColumn) > ? ORDER BY \(versionColumn), \(id)")
                defer { statement.reset() }
                try statement.bind([.integer(version)])
                var rows: [[String: DatabaseValue]] = []
                while try statement.step() {
                    var row: [String: DatabaseValue] = [:]
                    for column in 0..<statement.columnCount {
                        let columnName = statement.columnName(column)
                        if columnName != SQL.versionColumn { row[columnName] = statement.value(column) }
                    }
                    rows.append(row)
                }
                // A row deleted and then saved again is exported as saved, not deleted.
                let deleted = try connection.rows(
                    """
                    SELECT t.id FROM \(SQL.quote(SQL.tombstonesTable)) AS t
                    WHERE t.table_name = ? AND t.version > ? AND NOT EXISTS (SELECT 1 FROM \(name) WHERE \(id) = t.id)
                    ORDER BY t.version, t.id
                    """, [.text(table.table), .integer(version)]
                ).map { $0[0] }
                if !rows.isEmpty || !deleted.isEmpty {
                    tables.append(.init(table: table.table, rows: rows, deletedIDs: deleted))
                }
            }
            return ChangePacket(sinceVersion: version, version: current, tables: tables)
        }
    }

    /// Applies `packet` in one transaction: saves every row (replacing rows with the same id,
    /// adding columns the table lacks), then deletes the deleted ids with the delete rules of this
    /// store. Imported rows get this store's next change version. All or nothing.
    ///
    /// Every saved row is read back as its model before the transaction commits, so a row this
    /// store's model cannot decode (a column missing or NULL, a value of another type) refuses the
    /// packet instead of making the table unreadable. A row replaces the whole row: columns it
    /// leaves out become NULL, which an optional property reads as nil. References are not
    /// checked: a child may arrive before its parent, as it may be saved before it.
    ///
    /// - Throws: ``StoreError/unknownTable(_:)`` for a table no registered model uses;
    ///   ``StoreError/decodingFailed(table:key:reason:)`` for a row without an id, one the model
    ///   cannot decode (the reason names its id), or a column name holding NUL or differing from another
    ///   only in letter case (SQLite could not add it);
    ///   ``StoreError/deleteRestricted(table:id:referencingTable:count:)``. Nothing is applied then.
    public func importChanges(_ packet: ChangePacket) throws(StoreError) {
        for changes in packet.tables where registry.table(named: changes.table) == nil {
            throw .unknownTable(changes.table)
        }
        try storeWrite { db throws(StoreError) in
            for changes in packet.tables {
                try db.importRows(changes)
            }
            for changes in packet.tables where !changes.deletedIDs.isEmpty {
                try db.importDeletions(changes)
            }
        }
    }

    static func currentVersion(_ connection: Connection) throws(StoreError) -> Int64 {
        guard
            case .integer(let version) = try connection.scalar(
                "SELECT value FROM \(SQL.quote(SQL.metaTable)) WHERE key = 'version'")
        else {
            throw .corrupt(path: connection.path, message: "\(SQL.metaTable) has no integer version row")
        }
        return version
    }
}

extension WritableDatabase {
    func importRows(_ changes: ChangePacket.TableChanges) throws(StoreError) {
        guard let description = registry.table(named: changes.table) else { throw .unknownTable(changes.table) }
        let layout = try state.layout(of: description)
        let newColumns = Set(changes.rows.flatMap(\.keys)).subtracting(layout.columns).subtracting([SQL.versionColumn])
            .sorted()
        try Self.checkNewColumnNames(newColumns, existing: layout.columns, table: changes.table)
        try state.addColumns(newColumns, to: layout)
        let statement = try connection.cachedStatement(layout.upsertSQL)
        try statement.bind(state.version, at: layout.versionParameter)
        for row in changes.rows {
            guard let id = row["id"], id != .null else {
                throw .decodingFailed(table: changes.table, key: "id", reason: "a packet row has no id")
            }
            for (index, column) in layout.columns.enumerated() {
                try statement.bind(row[column] ?? .null, at: Int32(index + 1))
            }
            _ = try statement.step()
            statement.reset()
        }
        if !changes.rows.isEmpty {
            try decodeImportedRows(of: description)
            state.markChanged(changes.table)
        }
    }

    /// Refuses new column names SQLite cannot add: a coding key never holds NUL, and SQLite compares
    /// column names without letter case (ASCII), so "Title" would clash with "title".
    private static func checkNewColumnNames(_ names: [String], existing: [String], table: String)
        throws(StoreError)
    {
        var seen = Dictionary(existing.map { ($0.lowercasedASCII, $0) }, uniquingKeysWith: { first, _ in first })
        for name in names {
            if name.utf8.contains(0) {
                throw .decodingFailed(table: table, key: name, reason: "a packet column name holds a NUL character")
            }
            if let other = seen[name.lowercasedASCII] {
                throw .decodingFailed(
                    table: table, key: name,
                    reason: "a packet column name differs from the column \"\(other)\" only in letter case")
            }
            seen[name.lowercasedASCII] = name
        }
    }

    /// Reads the rows this transaction wrote to `description`'s table back as its model, throwing
    /// the first that does not decode, named by its id.
    private func decodeImportedRows(of description: TableDescription) throws(StoreError) {
        let statement = try connection.cachedStatement(
            "SELECT * FROM \(SQL.quote(description.table)) WHERE \(SQL.quote(SQL.versionColumn)) = ?")
        defer { statement.reset() }
        try statement.bind([.integer(state.version)])
        guard try statement.step() else { return }
        do {
            try description.decodesEachRow(RowDecoder(statement: statement, table: description.table))
        } catch .decodingFailed(let table, let key, let reason) {
            // The statement still stands on the row that failed.
            let id =
                (0..<statement.columnCount).first { statement.columnName($0) == "id" }
                .map { statement.value($0).summary } ?? "?"
            throw .decodingFailed(table: table, key: key, reason: "imported row with id \(id): \(reason)")
        }
    }

    func importDeletions(_ changes: ChangePacket.TableChanges) throws(StoreError) {
        guard let description = registry.table(named: changes.table) else { throw .unknownTable(changes.table) }
        _ = try deleteRows(of: description, ids: changes.deletedIDs)
    }
}

extension String {
    /// The string with ASCII capitals made small, as SQLite compares identifiers.
    fileprivate var lowercasedASCII: String {
        String(decoding: utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
