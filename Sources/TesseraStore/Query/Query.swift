/// A typed description of which rows of a model's table to fetch, in which order: filters (all must
/// hold), sort keys, and a page (limit and offset). A value; build it once and reuse it.
///
/// ```swift
/// let recent = Note.query
///     .filter(\.folderID == inbox.id)
///     .filter(\.created >= lastWeek)
///     .sorted(by: .descending(\.created))
///     .limit(20)
/// let notes = try store.fetch(recent)          // [Note]
/// let total = try store.count(recent)          // ignores limit and offset
/// ```
public struct Query<Model: StoredModel>: Sendable {
    private(set) var filters: [Filter<Model>] = []
    private(set) var sortKeys: [SortKey<Model>] = []
    /// The maximum number of rows, or `nil` for all.
    public private(set) var limit: Int?
    /// Rows skipped before the first one returned.
    public private(set) var offset = 0

    /// Every row, in unspecified order.
    public init() {}

    /// Adds a condition; a row must satisfy every condition added.
    public func filter(_ filter: Filter<Model>) -> Query {
        var copy = self
        copy.filters.append(filter)
        return copy
    }

    /// Adds sort keys after any already given (earlier keys take precedence).
    public func sorted(by keys: SortKey<Model>...) -> Query {
        var copy = self
        copy.sortKeys += keys
        return copy
    }

    /// Returns at most `count` rows, after skipping `offset` rows.
    ///
    /// - Precondition: `count >= 0` and `offset >= 0`.
    public func limit(_ count: Int, offset: Int = 0) -> Query {
        precondition(count >= 0 && offset >= 0, "limit and offset must not be negative")
        var copy = self
        copy.limit = count
        copy.offset = offset
        return copy
    }

    /// The table this query reads.
    var table: String { Model.schema.table }

    private var whereClause: (sql: String, arguments: [DatabaseValue]) {
        guard !filters.isEmpty else { return ("", []) }
        let sql = " WHERE " + filters.map { "(\($0.sql))" }.joined(separator: " AND ")
        return (sql, filters.flatMap(\.arguments))
    }

    /// The first error a filter value raised, if any.
    var error: StoreError? { filters.lazy.compactMap(\.error).first }

    /// `SELECT * …` with its arguments.
    var selectSQL: (sql: String, arguments: [DatabaseValue]) {
        var (sql, arguments) = whereClause
        sql = "SELECT * FROM \(SQL.quote(table))" + sql
        if !sortKeys.isEmpty {
            sql += " ORDER BY " + sortKeys.map(\.sql).joined(separator: ", ") + ", \(SQL.quote("id"))"
        }
        if let limit {
            sql += " LIMIT ? OFFSET ?"
            arguments += [.integer(Int64(limit)), .integer(Int64(offset))]
        } else if offset > 0 {
            sql += " LIMIT -1 OFFSET ?"
            arguments.append(.integer(Int64(offset)))
        }
        return (sql, arguments)
    }

    /// `SELECT count(*) …` (filters only).
    var countSQL: (sql: String, arguments: [DatabaseValue]) {
        let (sql, arguments) = whereClause
        return ("SELECT count(*) FROM \(SQL.quote(table))" + sql, arguments)
    }

    /// `SELECT "id" …` (filters, order and page), for deletes and relations.
    var idSQL: (sql: String, arguments: [DatabaseValue]) {
        let (sql, arguments) = selectSQL
        return ("SELECT \(SQL.quote("id"))" + sql.dropFirst("SELECT *".count), arguments)
    }
}
