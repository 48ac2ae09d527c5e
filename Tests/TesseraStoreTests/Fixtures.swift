import Foundation
import Testing

@testable import TesseraStore

// Models shared by the store tests: folders (UUID ids, nested, cascading), notes (integer ids, most
// value kinds, nullified when their folder goes), attachments (cascade from notes) and reminders
// (restrict notes from being deleted).

enum Mood: String, Codable, Sendable, Comparable {
    case calm, happy, tired
    static func < (lhs: Mood, rhs: Mood) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct Location: Codable, Sendable, Equatable {
    var latitude: Double
    var longitude: Double
    var name: String
}

struct Folder: StoredModel, Equatable {
    var id: UUID
    var name: String
    var parentID: UUID?

    static let schema = Schema<Folder>(table: "folders")
        .column(\.name, CodingKeys.name, indexed: true)
        .reference(\.parentID, CodingKeys.parentID, to: Folder.self, onDelete: .cascade)
}

struct Note: StoredModel, Equatable {
    var id: Int64
    var title: String
    var body: String = ""
    var pinned: Bool = false
    var rating: Double = 0
    var created: Date = Date(timeIntervalSinceReferenceDate: 0)
    var due: Date?
    var folderID: UUID?
    var tags: [String] = []
    var mood: Mood = .calm
    var location: Location?
    var attachment: Data?

    static let schema = Schema<Note>(table: "notes")
        .column(\.title, CodingKeys.title)
        .column(\.pinned, CodingKeys.pinned)
        .column(\.rating, CodingKeys.rating)
        .column(\.created, CodingKeys.created, indexed: true)
        .column(\.due, CodingKeys.due)
        .column(\.tags, CodingKeys.tags)
        .column(\.mood, CodingKeys.mood)
        .reference(\.folderID, CodingKeys.folderID, to: Folder.self, onDelete: .nullify)
        .index(\.pinned, \.created)
}

struct Attachment: StoredModel, Equatable {
    var id: UUID
    var noteID: Int64
    var name: String

    static let schema = Schema<Attachment>(table: "attachments")
        .reference(\.noteID, CodingKeys.noteID, to: Note.self, onDelete: .cascade)
}

struct Reminder: StoredModel, Equatable {
    var id: Int
    var noteID: Int64?
    var text: String

    static let schema = Schema<Reminder>(table: "reminders")
        .reference(\.noteID, CodingKeys.noteID, to: Note.self, onDelete: .restrict)
}

/// A model with a unique index.
struct Account: StoredModel, Equatable {
    var id: String
    var email: String

    static let schema = Schema<Account>(table: "accounts").column(\.email, CodingKeys.email, unique: true)
}

let allModels: [any StoredModel.Type] = [Folder.self, Note.self, Attachment.self, Reminder.self, Account.self]

/// A directory under the temporary directory, removed (with its contents) when released.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-store-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String = "store.sqlite") -> URL { url.appendingPathComponent(name) }
}

/// A file-backed store in a fresh directory; keep the directory alive as long as the store.
func makeStore(
    models: [any StoredModel.Type] = allModels, migrations: [Migration] = [],
    in directory: TemporaryDirectory = TemporaryDirectory()
) throws -> (Store, TemporaryDirectory) {
    (try Store(at: directory.file(), models: models, migrations: migrations), directory)
}

/// Notes 1…count with predictable values.
func sampleNotes(_ count: Int) -> [Note] {
    (1...count).map { (index: Int) -> Note in
        let pinned: Bool = index.isMultiple(of: 2)
        let rating: Double = Double(index) / 2
        let created = Date(timeIntervalSinceReferenceDate: Double(index) * 86_400)
        return Note(id: Int64(index), title: "note \(index)", pinned: pinned, rating: rating, created: created)
    }
}

/// Waits until `condition` holds, checking every few milliseconds; records an issue if it has not
/// after `attempts` checks (a guard against hanging, not a timing assertion).
func waitUntil(
    isolation: isolated (any Actor)? = #isolation, attempts: Int = 5_000,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () async throws -> Bool
) async rethrows {
    for _ in 0..<attempts {
        if try await condition() { return }
        try? await Task.sleep(for: .milliseconds(2))
    }
    Issue.record("condition never became true", sourceLocation: sourceLocation)
}
