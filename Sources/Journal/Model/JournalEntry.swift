public import Foundation

/// One journal entry.
public struct JournalEntry: Hashable, Sendable, Identifiable, Codable {
    public var id: UUID
    public var date: Date
    public var mood: Mood
    public var title: String
    public var body: String
    public var tags: [String]
    public var isFavorite: Bool
    /// The writer's name, whose initials the avatar shows.
    public var author: String
    /// A photo file attached to the entry, if any.
    public var photoPath: String?

    /// Column names in the store (see JournalEntry+Stored.swift).
    enum CodingKeys: String, CodingKey {
        case id, date, mood, title, body, tags, isFavorite, author, photoPath
    }

    public init(
        id: UUID = UUID(), date: Date, mood: Mood, title: String, body: String, tags: [String] = [],
        isFavorite: Bool = false, author: String, photoPath: String? = nil
    ) {
        self.id = id
        self.date = date
        self.mood = mood
        self.title = title
        self.body = body
        self.tags = tags
        self.isFavorite = isFavorite
        self.author = author
        self.photoPath = photoPath
    }
}
