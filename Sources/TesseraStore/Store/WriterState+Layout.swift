extension WriterState {
    /// The current layout of `description`'s table, read with `PRAGMA table_info` on first use.
    func layout(of description: TableDescription) throws(StoreError) -> TableLayout {
        if let layout = layouts[description.table] { return layout }
        let rows = try connection.rows("PRAGMA table_info(\(SQL.quote(description.table)))", cached: false)
        // table_info rows: cid, name, type, notnull, dflt_value, pk.
        let names = rows.compactMap { row -> String? in
            guard row.count > 1, case .text(let name) = row[1], name != SQL.versionColumn else { return nil }
            return name
        }
        guard names.first == "id" else {
            throw .corrupt(
                path: connection.path, message: "table \(description.table) does not start with an id column")
        }
        let layout = TableLayout(description: description, columns: names)
        layouts[description.table] = layout
        return layout
    }

    /// The encoder bound to `layout`'s upsert (or insert) statement, rebuilt after columns change.
    func encoder(for layout: TableLayout, upsert: Bool) throws(StoreError) -> RowEncoder {
        let key = EncoderKey(table: layout.table, upsert: upsert)
        if let encoder = encoders[key], encoder.layout === layout,
            encoder.statement.sql == (upsert ? layout.upsertSQL : layout.insertSQL)
        {
            return encoder
        }
        let statement = try connection.cachedStatement(upsert ? layout.upsertSQL : layout.insertSQL)
        let encoder = RowEncoder(layout: layout, statement: statement)
        encoders[key] = encoder
        return encoder
    }

    /// Adds columns for keys a model encoded that its table does not have yet.
    func addColumns(_ names: [String], to layout: TableLayout) throws(StoreError) {
        var added: [String] = []
        for name in names where !layout.columns.contains(name) && !added.contains(name) {
            try connection.executeOnce("ALTER TABLE \(SQL.quote(layout.table)) ADD COLUMN \(SQL.quote(name))")
            added.append(name)
        }
        guard !added.isEmpty else { return }
        layout.append(columns: added)
        markAltered(layout.table)
    }

    /// Writes `models` with one prepared statement, adding columns for new keys on the way.
    /// Returns how many rows were written.
    @discardableResult
    func write<Model: StoredModel>(_ models: some Sequence<Model>, upsert: Bool) throws(StoreError) -> Int {
        let description = registry.require(Model.self)
        let layout = try layout(of: description)
        // Arrays are walked in place (no copy of each model, which unspecialised code would make);
        // other sequences are copied into one first.
        let walk = { (buffer: UnsafeBufferPointer<Model>) in
            Result { () throws(StoreError) in try self.write(buffer, layout: layout, upsert: upsert) }
        }
        let written = try (models.withContiguousStorageIfAvailable(walk) ?? Array(models).withUnsafeBufferPointer(walk))
            .get()
        if written > 0 { markChanged(layout.table) }
        return written
    }

    /// Writes every model of `buffer`, one statement execution each. When a model has keys the
    /// table lacks, adds the columns and continues from that model with a rebuilt statement (the
    /// loop itself keeps no mutable captured state, which would cost an exclusivity check per row).
    private func write<Model: StoredModel>(
        _ buffer: UnsafeBufferPointer<Model>, layout: TableLayout,
        upsert: Bool
    ) throws(StoreError) -> Int {
        var start = 0
        while start < buffer.count {
            let encoder = try encoder(for: layout, upsert: upsert)
            try encoder.statement.bind(version, at: layout.versionParameter)
            let stopped = try encoder.write(buffer, from: start)
            guard let stopped else { break }
            try addColumns(encoder.unknownColumns.map(\.name), to: layout)
            guard layout.columns.count > encoder.binder.pointee.columnCount else {
                throw .encodingFailed(
                    table: layout.table, key: encoder.unknownColumns.first?.name ?? "",
                    reason: "the model's keys changed while it was encoded")
            }
            start = stopped
        }
        return buffer.count
    }
}
