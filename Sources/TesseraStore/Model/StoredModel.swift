/// A document the ``Store`` persists: a Codable, identifiable, sendable value with a ``Schema``.
///
/// Every top-level property the model encodes becomes a column of the model's table (nested values —
/// arrays, structs, dictionaries — are stored as JSON text in their column). The schema names the
/// table and declares which properties can be filtered, sorted, indexed and referenced, each as a key
/// path paired with its coding key, so queries are written with key paths and never with strings:
/// ```swift
/// struct Note: StoredModel {
///     var id: UUID
///     var title: String
///     var pinned: Bool
///     var created: Date
///     var folderID: Folder.ID?
///     var tags: [String]              // stored (as JSON), not queryable: not declared
///
///     static let schema = Schema<Note>(table: "notes")
///         .column(\.title, CodingKeys.title)
///         .column(\.pinned, CodingKeys.pinned)
///         .column(\.created, CodingKeys.created, indexed: true)
///         .reference(\.folderID, CodingKeys.folderID, to: Folder.self, onDelete: .cascade)
/// }
///
/// let pinned = try store.fetch(Note.query.filter(\.pinned == true).sorted(by: .descending(\.created)))
/// ```
///
/// The `id` is the primary key and is encoded under the key `"id"`. Integer ids (`Int`, `Int64`, …)
/// make the table a rowid table keyed by the id (fastest); any other Codable id (`UUID`, `String`)
/// is a unique text or blob key. The model assigns its own id; the store never invents one.
public protocol StoredModel: Codable, Identifiable, Sendable where ID: Codable & Sendable {
    /// The table, its queryable columns, indexes and references. Declare it as a `static let` so it
    /// is built once.
    static var schema: Schema<Self> { get }
}

extension StoredModel {
    /// A query over every row of this model's table, to refine with `filter`, `sorted`, `limit`:
    /// `Note.query.filter(\.pinned == true)`.
    public static var query: Query<Self> { Query() }
}
