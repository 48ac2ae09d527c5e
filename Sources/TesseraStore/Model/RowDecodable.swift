/// A ``StoredModel`` that reads itself from a row with a hand-written initialiser instead of its
/// Codable `init(from:)`.
///
/// Every fetch of the model — ``Database/fetch(_:)``, ``Database/find(_:id:)``, observed results —
/// calls ``init(row:)`` for each row. Codable's keyed containers dispatch every key through the
/// standard library's type-erased boxes; reading the row directly skips that, which makes fetching
/// many rows markedly faster. Adopt it for models on hot fetch paths (long lists, frequent
/// refreshes); the model stays Codable, which still writes it.
///
/// The initialiser reads columns with the calls `init(from:)` makes on a keyed container, keyed by
/// the model's coding keys, and throws the same ``StoreError/decodingFailed(table:key:reason:)``
/// for the same bad data:
/// ```swift
/// struct Contact: RowDecodable {
///     var id: Int64
///     var name: String
///     var email: String?
///     var added: Date
///
///     static let schema = Schema<Contact>(table: "contacts").column(\.name, CodingKeys.name)
/// }
///
/// extension Contact {  // in an extension, the memberwise initialiser stays
///     init(row: borrowing StoredRow) throws {
///         id = try row.decode(Int64.self, forKey: CodingKeys.id)
///         name = try row.decode(String.self, forKey: CodingKeys.name)
///         email = try row.decodeIfPresent(String.self, forKey: CodingKeys.email)
///         added = try row.decode(Date.self, forKey: CodingKeys.added)
///     }
/// }
/// ```
public protocol RowDecodable: StoredModel {
    /// Reads the model from `row`, the current row of a fetch, lent for the call.
    init(row: borrowing StoredRow) throws
}
