/// An index the store creates for a table (from ``Schema``).
struct IndexDescription: Sendable, Hashable {
    let table: String
    let columns: [String]
    let isUnique: Bool

    /// A stable name derived from the table and columns.
    var name: String {
        "\(table)_\(isUnique ? "unique" : "index")_\(columns.joined(separator: "_"))"
    }
}

/// A child column that refers to a parent model's id.
struct ReferenceDescription: Sendable {
    let childTable: String
    let column: String
    let parentModel: ObjectIdentifier
    let parentName: String
    /// Resolved lazily so a model may reference itself (its `schema` is still being built).
    let parentTable: @Sendable () -> String
    let rule: DeleteRule
}

/// The type-erased description of one registered model's table.
struct TableDescription: Sendable {
    let model: ObjectIdentifier
    let modelName: String
    let table: String
    /// Whether the id is an integer (the table is then keyed by SQLite's rowid).
    let hasIntegerID: Bool
    let declaredColumns: [String]
    let indexes: [IndexDescription]
    let references: [ReferenceDescription]
    /// Reads every row from the decoder's current one on as the model, discarding the models:
    /// how imported rows are checked before they commit.
    let decodesEachRow: @Sendable (RowDecoder) throws(StoreError) -> Void
}

extension StoredModel {
    static var tableDescription: TableDescription {
        let schema = Self.schema
        return TableDescription(
            model: ObjectIdentifier(Self.self), modelName: String(describing: Self.self), table: schema.table,
            hasIntegerID: ID.self is any BinaryInteger.Type, declaredColumns: schema.columns,
            indexes: schema.indexes, references: schema.references,
            decodesEachRow: { decoder throws(StoreError) in try decoder.checkEachRow(as: Self.self) })
    }
}
