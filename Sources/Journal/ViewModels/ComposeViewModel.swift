public import Foundation
public import Observation

/// The compose/edit screen's state: the draft and whether it can be saved.
@MainActor
@Observable
public final class ComposeViewModel {
    public var title = ""
    public var body = ""
    public var mood: Mood = .calm
    public var tags: [String] = []
    public var date: Date
    public var photoPath: String?

    /// The longest title allowed, in characters.
    public static let maximumTitleLength = 80

    @ObservationIgnored private let repository: JournalRepository
    @ObservationIgnored private let editing: JournalEntry?
    @ObservationIgnored private let author: String

    /// A new draft (`editing` nil) or an edit of `editing`.
    public init(repository: JournalRepository, editing: JournalEntry? = nil, now: Date = SampleEntries.referenceDate, author: String = "Lin Yue") {
        self.repository = repository
        self.editing = editing
        self.author = author
        date = editing?.date ?? now
        if let editing {
            title = editing.title
            body = editing.body
            mood = editing.mood
            tags = editing.tags
            photoPath = editing.photoPath
        }
    }

    /// Why the draft cannot be saved, or nil when it can.
    public var validationMessage: String? {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "请输入标题 Add a title" }
        if trimmed.count > Self.maximumTitleLength { return "标题太长 Title is too long" }
        if body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "写点什么吧 Write something" }
        return nil
    }

    /// Drives the Save button's `isEnabled` through a binding.
    public var canSave: Bool { validationMessage == nil }

    /// Adds a tag (trimmed; duplicates and blanks ignored).
    public func addTag(_ tag: String) {
        let trimmed = tag.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !tags.contains(trimmed) else { return }
        tags.append(trimmed)
    }

    public func removeTag(_ tag: String) { tags.removeAll { $0 == tag } }

    /// Saves the draft and returns the stored entry.
    /// - Throws: the store's error; a draft that fails validation throws `ComposeError.invalid`.
    @discardableResult
    public func save() throws -> JournalEntry {
        if let message = validationMessage { throw ComposeError.invalid(message) }
        let entry = JournalEntry(
            id: editing?.id ?? UUID(), date: date, mood: mood,
            title: title.trimmingCharacters(in: .whitespacesAndNewlines), body: body, tags: tags,
            isFavorite: editing?.isFavorite ?? false, author: editing?.author ?? author, photoPath: photoPath)
        try repository.save(entry)
        return entry
    }
}

/// Why a draft was not saved.
public enum ComposeError: Error, Hashable, Sendable {
    case invalid(String)
}
