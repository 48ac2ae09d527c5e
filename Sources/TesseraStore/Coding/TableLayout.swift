/// The writer's picture of one table: its columns in order and the statements that write a row.
///
/// Columns are `id`, then every other column the table has (declared ones first, then columns added
/// as models encoded new keys), then the store's `__version` column, which is parameter
/// `columns.count + 1` of the write statements.
final class TableLayout {
    let description: TableDescription
    private(set) var columns: [String]
    /// Column name → 1-based parameter index in ``upsertSQL`` and ``insertSQL``.
    private(set) var parameters: [String: Int32]
    private(set) var upsertSQL = ""
    private(set) var insertSQL = ""

    init(description: TableDescription, columns: [String]) {
        precondition(columns.first == "id", "the id column comes first")
        self.description = description
        self.columns = columns
        parameters = [:]
        rebuild()
    }

    var table: String { description.table }
    var versionParameter: Int32 { Int32(columns.count + 1) }

    /// Records columns added with ALTER TABLE.
    func append(columns added: [String]) {
        columns += added
        rebuild()
    }

    private func rebuild() {
        parameters = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($0.element, Int32($0.offset + 1)) })
        let names = (columns + [SQL.versionColumn]).map(SQL.quote)
        let head =
            "INSERT INTO \(SQL.quote(table)) (\(names.joined(separator: ", "))) VALUES (\(SQL.placeholders(names.count)))"
        insertSQL = head
        let updates = names.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        upsertSQL = head + " ON CONFLICT(\(SQL.quote("id"))) DO UPDATE SET \(updates)"
    }
}
