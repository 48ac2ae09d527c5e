/// A condition on a model's declared columns, written with key paths and operators:
/// ```swift
/// Note.query.filter(\.pinned == true).filter(.not(.hasPrefix(\.title, "Re: ")))
/// Note.query.filter(.any(\.created >= monday, .contains(\.title, "urgent")))
/// Note.query.filter(.isIn(\.id, selectedIDs))
/// Note.query.filter(.contains(\.tags, "swift"))           // an array property, stored as JSON
/// ```
///
/// Semantics follow Swift's where SQL's differ: `== nil` and `!= nil` test for absence, and
/// `\.folderID != someID` also matches rows whose `folderID` is nil. Ordering comparisons
/// (`<`, `<=`, `>`, `>=`) on an optional property never match a nil value, and neither does
/// ``not(_:)`` of them. Text comparisons are by Unicode scalar value (byte-wise UTF-8), case-sensitive, with no
/// normalisation; `Date` compares chronologically, `Bool` as false < true, `UUID` by its upper-case
/// string.
///
/// Every value is bound as an SQL parameter; a value that has no exact stored form (a NaN) makes the
/// query throw ``StoreError/unrepresentableValue(table:key:value:)`` when it runs.
///
/// - Precondition: every key path is declared in the model's ``Schema`` (or is `\.id`).
public struct Filter<Model: StoredModel>: Sendable {
    let sql: String
    let arguments: [DatabaseValue]
    /// A value that could not be encoded; thrown when the query runs.
    let error: StoreError?

    init(sql: String, arguments: [DatabaseValue] = [], error: StoreError? = nil) {
        self.sql = sql
        self.arguments = arguments
        self.error = error
    }

    /// The quoted column of a declared key path.
    static func column(_ keyPath: AnyKeyPath) -> String {
        SQL.quote(Model.schema.requireColumn(keyPath))
    }

    /// Encodes a filter operand, keeping a failure for later.
    static func encode<Value: Encodable>(_ value: Value, for keyPath: AnyKeyPath) -> Result<DatabaseValue, StoreError> {
        do {
            return .success(try ValueCoding.encode(value))
        } catch ValueCodingError.unrepresentable(let description) {
            return .failure(
                .unrepresentableValue(
                    table: Model.schema.table, key: Model.schema.requireColumn(keyPath), value: description))
        } catch {
            return .failure(
                .encodingFailed(
                    table: Model.schema.table, key: Model.schema.requireColumn(keyPath),
                    reason: String(describing: error)))
        }
    }

    /// `column <operator> ?` with `value` bound.
    static func comparison<Value: Encodable>(_ keyPath: AnyKeyPath, _ operator: String, _ value: Value) -> Filter {
        let column = column(keyPath)
        switch encode(value, for: keyPath) {
        case .success(let encoded): return Filter(sql: "\(column) \(`operator`) ?", arguments: [encoded])
        case .failure(let error): return Filter(sql: "0", error: error)
        }
    }

    // Combinators are named functions, not `&&`, `||` and `!` overloads: overloads of those on a
    // generic type made the type checker take 50 times longer on ordinary boolean expressions in
    // every file that imports the module (3 s instead of 60 ms for a three-line function).

    /// Every filter holds (SQL `AND`); with no filters, every row matches.
    ///
    /// `Query.filter` called twice does the same: `query.filter(a).filter(b)`.
    public static func all(_ filters: Filter...) -> Filter {
        combine(filters, with: "AND", empty: "1")
    }

    /// At least one filter holds (SQL `OR`); with no filters, no row matches.
    ///
    /// ```swift
    /// Note.query.filter(.any(\.pinned == true, \.rating >= 4))
    /// ```
    public static func any(_ filters: Filter...) -> Filter {
        combine(filters, with: "OR", empty: "0")
    }

    /// The filter does not hold (rows where it cannot be decided, see above, stay excluded).
    public static func not(_ filter: Filter) -> Filter {
        Filter(sql: "NOT (\(filter.sql))", arguments: filter.arguments, error: filter.error)
    }

    private static func combine(_ filters: [Filter], with operator: String, empty: String) -> Filter {
        guard !filters.isEmpty else { return Filter(sql: empty) }
        return Filter(
            sql: filters.map { "(\($0.sql))" }.joined(separator: " \(`operator`) "),
            arguments: filters.flatMap(\.arguments), error: filters.lazy.compactMap(\.error).first)
    }
}
