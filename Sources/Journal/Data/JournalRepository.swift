public import Foundation
import Tessera
public import TesseraStore

/// The journal's persistence: entries in a SQLite file through `TesseraStore`, seeded on first
/// launch. Safe from any thread (the store is `Sendable`).
///
/// For example:
/// ```swift
/// let repository = try JournalRepository(directory: dataDirectory)
/// let today = try repository.entries(matching: "run", mood: nil)
/// ```
public final class JournalRepository: Sendable {
    /// The database file's name inside the data directory.
    public static let fileName = "journal.sqlite"

    public let store: Store
    public let directory: URL

    /// The stored models: entries, and the in-app purchases' records (`PurchaseStore.storedModels`).
    static let models: [any StoredModel.Type] = [JournalEntry.self] + PurchaseStore.storedModels

    /// Opens (creating and migrating) the journal in `directory`, which is created if missing.
    /// Migration 1 seeds `SampleEntries.seed`.
    /// - Throws: `StoreError` for an unusable file or directory (see `Store.init`), or
    ///   `CocoaError` when the directory cannot be created.
    public init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.directory = directory
        store = try Store(
            at: directory.appendingPathComponent(Self.fileName), models: Self.models,
            migrations: [Migration(1, "seed sample entries") { db in try db.save(contentsOf: SampleEntries.seed) }])
    }

    /// An in-memory journal (tests and previews), seeded like a new one.
    public init(inMemoryWith entries: [JournalEntry] = SampleEntries.seed) throws {
        directory = FileManager.default.temporaryDirectory
        store = try Store.inMemory(models: Self.models)
        try store.save(contentsOf: entries)
    }

    /// Entries newest first whose title, body or tags contain `search` (case-insensitive; empty
    /// matches all) and whose mood is `mood` (nil: any).
    public func entries(matching search: String = "", mood: Mood? = nil) throws -> [JournalEntry] {
        var query = JournalEntry.query.sorted(by: .descending(\.date))
        if let mood { query = query.filter(\.mood == mood) }
        let all = try store.fetch(query)
        let needle = search.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return all }
        return all.filter { entry in
            entry.title.localizedCaseInsensitiveContains(needle) || entry.body.localizedCaseInsensitiveContains(needle)
                || entry.tags.contains { $0.localizedCaseInsensitiveContains(needle) }
        }
    }

    public func entry(id: JournalEntry.ID) throws -> JournalEntry? {
        try store.fetchOne(JournalEntry.query.filter(\.id == id))
    }

    public func save(_ entry: JournalEntry) throws { try store.save(entry) }

    /// Deletes the entry and returns it, for undo.
    @discardableResult
    public func delete(id: JournalEntry.ID) throws -> JournalEntry? {
        guard let entry = try entry(id: id) else { return nil }
        _ = try store.delete(JournalEntry.self, id: id)
        return entry
    }

    /// Marks the entry with `id` as a favourite (or not) and returns it as stored now; nil (and
    /// nothing written) when there is no such entry. Writing the value it already has is allowed.
    ///
    /// ```swift
    /// try repository.setFavorite(true, id: entry.id)?.isFavorite   // true
    /// ```
    /// - Throws: the store's error when reading or writing fails.
    @discardableResult
    public func setFavorite(_ isFavorite: Bool, id: JournalEntry.ID) throws -> JournalEntry? {
        guard var entry = try entry(id: id) else { return nil }
        entry.isFavorite = isFavorite
        try store.save(entry)
        return entry
    }

    /// The file an entry's `photoPath` names: an absolute path as is, a relative one inside
    /// `directory` (so a journal folder can carry its photos with it).
    ///
    /// ```swift
    /// repository.photoURL(for: "/home/lin/Pictures/lake.jpg").path   // "/home/lin/Pictures/lake.jpg"
    /// repository.photoURL(for: "photos/lake.jpg")                      // <directory>/photos/lake.jpg
    /// ```
    public func photoURL(for photoPath: String) -> URL {
        photoPath.hasPrefix("/")
            ? URL(fileURLWithPath: photoPath) : directory.appendingPathComponent(photoPath)
    }

    public var count: Int { (try? store.count(JournalEntry.query)) ?? 0 }

    /// Every tag with how many entries carry it, most used first (ties alphabetical).
    public func tagCounts() throws -> [(tag: String, count: Int)] {
        var counts: [String: Int] = [:]
        for entry in try store.fetch(JournalEntry.query) {
            for tag in entry.tags { counts[tag, default: 0] += 1 }
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
