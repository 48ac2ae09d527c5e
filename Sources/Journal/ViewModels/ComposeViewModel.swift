public import Foundation
public import Observation
public import TesseraUI

/// The compose/edit screen's state: the draft, whether it can be saved, and saving it.
///
/// For example:
/// ```swift
/// let draft = ComposeViewModel(repository: repository)
/// draft.canSave                    // false: "请输入标题 Add a title"
/// draft.title = "西湖晨跑"
/// draft.body = "Ran 8 km."
/// draft.addTag("运动")
/// let entry = draft.commit()       // saved; nil (with `saveError` set) if the store failed
/// ```
///
/// Main actor; views bind to its properties.
@MainActor
@Observable
public final class ComposeViewModel: ViewModel {
    public var title = ""
    public var body = ""
    public var mood: Mood = .calm
    public var tags: [String] = []
    public var date: Date
    /// The attached photo: an absolute file path, or one relative to the journal's directory
    /// (see `JournalRepository.photoURL(for:)`); nil for none.
    public var photoPath: String?
    /// Why the last `commit()` failed, or nil.
    public private(set) var saveError: String?

    /// The longest title allowed, in characters.
    public static let maximumTitleLength = 80

    @ObservationIgnored public let repository: JournalRepository
    /// The entry being edited; nil for a new one.
    @ObservationIgnored public let editing: JournalEntry?
    @ObservationIgnored private let author: String

    /// A new draft (`editing` nil) dated `now`, or an edit of `editing` with its values.
    public init(
        repository: JournalRepository, editing: JournalEntry? = nil, now: Date = SampleEntries.referenceDate,
        author: String = "Lin Yue"
    ) {
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
        super.init()
    }

    /// Whether the draft edits an existing entry.
    public var isEditing: Bool { editing != nil }

    /// The screen's title, short enough for a navigation bar between two buttons: "新日记" (new
    /// entry) or "编辑日记" (edit entry).
    public var screenTitle: String { isEditing ? "编辑日记" : "新日记" }

    /// Why the draft cannot be saved, or nil when it can.
    public var validationMessage: String? {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "请输入标题 Add a title" }
        if trimmed.count > Self.maximumTitleLength { return "标题太长 Title is too long" }
        if body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "写点什么吧 Write something" }
        return nil
    }

    /// Whether Cancel would lose something: a new draft with a title, text, tags or a photo, or an
    /// edit that differs from the entry.
    public var hasChanges: Bool {
        if let editing {
            return title != editing.title || body != editing.body || mood != editing.mood || tags != editing.tags
                || photoPath != editing.photoPath || date != editing.date
        }
        let hasText =
            !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            || !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        return hasText || !tags.isEmpty || photoPath != nil
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

    /// The attached photo's file, or nil.
    public var photoURL: URL? { photoPath.map(repository.photoURL(for:)) }

    /// Attaches the image file at `url` (stored as its absolute path).
    public func choosePhoto(at url: URL) { photoPath = url.standardizedFileURL.path }

    public func removePhoto() { photoPath = nil }

    /// Saves the draft and returns the stored entry.
    /// - Throws: the store's error; a draft that fails validation throws `ComposeError.invalid`.
    @discardableResult
    public func save() throws -> JournalEntry {
        if let message = validationMessage { throw ComposeError.invalid(message) }
        let entry = JournalEntry(
            id: editing?.id ?? UUID(), date: date, mood: mood,
            title: title.trimmingCharacters(in: .whitespacesAndNewlines), body: body, tags: tags,
            isFavorite: currentFavorite, author: editing?.author ?? author, photoPath: photoPath)
        try repository.save(entry)
        return entry
    }

    /// `save()` for a Save button: the stored entry, or nil with `saveError` saying why.
    public func commit() -> JournalEntry? {
        do {
            let entry = try save()
            saveError = nil
            return entry
        } catch ComposeError.invalid(let message) {
            saveError = message
        } catch {
            saveError = "保存失败 Could not save: \(error)"
        }
        return nil
    }

    /// The favourite flag as stored now (it may have changed on the detail screen since the edit
    /// began), else the edited entry's, else false.
    private var currentFavorite: Bool {
        guard let editing else { return false }
        return (try? repository.entry(id: editing.id))?.isFavorite ?? editing.isFavorite
    }
}

/// Why a draft was not saved.
public enum ComposeError: Error, Hashable, Sendable {
    /// The draft fails validation; the associated value is `validationMessage`.
    case invalid(String)
}
