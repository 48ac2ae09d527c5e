import Foundation

/// A book on the reading list.
public struct Book: Identifiable, Hashable, Sendable {
    public enum Genre: Int, CaseIterable, Sendable {
        case novel, essays, science, poetry

        public var title: String {
            switch self {
            case .novel: "Novel"
            case .essays: "Essays"
            case .science: "Science"
            case .poetry: "Poetry"
            }
        }
    }

    public let id: UUID
    public var title: String
    public var author: String
    public var genre: Genre
    public var pageCount: Int
    public var pagesRead: Int
    public var notes: String

    public init(
        id: UUID = UUID(), title: String, author: String, genre: Genre, pageCount: Int, pagesRead: Int = 0,
        notes: String = ""
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.genre = genre
        self.pageCount = max(1, pageCount)
        self.pagesRead = min(max(0, pagesRead), self.pageCount)
        self.notes = notes
    }

    /// How far through the book the reader is, 0…1.
    public var progress: Float { Float(pagesRead) / Float(pageCount) }

    public var isFinished: Bool { pagesRead >= pageCount }
}
