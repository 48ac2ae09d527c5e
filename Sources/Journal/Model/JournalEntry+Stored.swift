public import Foundation
public import TesseraStore

extension JournalEntry: StoredModel {
    /// The `entries` table: date indexed (the home list sorts by it), mood, title, body and
    /// favourite queryable; tags stored as JSON and searchable with `Filter.contains`.
    public static let schema = Schema<JournalEntry>(table: "entries")
        .column(\.date, CodingKeys.date, indexed: true)
        .column(\.mood, CodingKeys.mood)
        .column(\.title, CodingKeys.title)
        .column(\.body, CodingKeys.body)
        .column(\.isFavorite, CodingKeys.isFavorite)
        .column(\.tags, CodingKeys.tags)
}
