/// One sort criterion of a ``Query``: a declared key path and a direction.
///
/// ```swift
/// Note.query.sorted(by: .descending(\.pinned), .ascending(\.title))
/// ```
/// Text sorts by Unicode scalar value (byte-wise UTF-8, so "Z" < "a"); nil sorts before every value
/// in ascending order and after in descending order; `false` sorts before `true`. Rows that tie on
/// every key come in ascending id order, so results are deterministic.
///
/// - Precondition: the key path is declared in the model's ``Schema`` (or is `\.id`).
public struct SortKey<Model: StoredModel>: Sendable {
    let column: String
    let isAscending: Bool

    /// Smallest first.
    public static func ascending<Value>(_ keyPath: KeyPath<Model, Value>) -> SortKey {
        SortKey(column: Model.schema.requireColumn(keyPath), isAscending: true)
    }

    /// Largest first.
    public static func descending<Value>(_ keyPath: KeyPath<Model, Value>) -> SortKey {
        SortKey(column: Model.schema.requireColumn(keyPath), isAscending: false)
    }

    var sql: String { SQL.quote(column) + (isAscending ? " ASC" : " DESC") }
}
