public import Foundation
public import Observation
public import TesseraUI

/// The entry detail screen's state: the entry as stored, its favourite flag (written through to
/// the repository), its photo's file, and the draft for editing it.
///
/// For example:
/// ```swift
/// let detail = EntryDetailViewModel(entry: entry, repository: repository)
/// detail.toggleFavorite()                      // the store now has isFavorite == !entry.isFavorite
/// let draft = detail.makeComposeModel()        // an edit of this entry
/// detail.entryDidSave(try draft.save())        // the screen shows the edit
/// ```
///
/// Main actor; views bind to its properties.
@MainActor
@Observable
public final class EntryDetailViewModel: ViewModel {
    /// The entry as last read from or written to the repository.
    public private(set) var entry: JournalEntry
    /// The last storage error, shown under the entry; nil when the last operation worked.
    public private(set) var errorMessage: String?

    @ObservationIgnored public let repository: JournalRepository
    @ObservationIgnored private let dateFormatter: DateFormatter

    /// Shows `entry`; dates are written in `calendar`'s time zone (UTC by default, so renderings do
    /// not depend on the machine).
    public init(
        entry: JournalEntry, repository: JournalRepository, calendar: Calendar = JournalStatistics.defaultCalendar
    ) {
        self.entry = entry
        self.repository = repository
        dateFormatter = DateFormatter()
        dateFormatter.locale = Locale(identifier: "zh_CN")
        dateFormatter.timeZone = calendar.timeZone
        dateFormatter.dateFormat = "yyyy年M月d日 EEEE · HH:mm"
        super.init()
    }

    /// "2026年11月28日 星期六 · 08:12".
    public var dateText: String { dateFormatter.string(from: entry.date) }

    /// The photo's file, or nil when the entry has none.
    public var photoURL: URL? { entry.photoPath.map(repository.photoURL(for:)) }

    /// Flips the favourite flag and writes it to the repository. On failure the flag stays as it
    /// was and `errorMessage` says why.
    public func toggleFavorite() {
        setFavorite(!entry.isFavorite)
    }

    /// Writes the favourite flag to the repository. An entry deleted meanwhile is saved again with
    /// the flag, rather than losing the change.
    public func setFavorite(_ isFavorite: Bool) {
        do {
            if let stored = try repository.setFavorite(isFavorite, id: entry.id) {
                entry = stored
            } else {
                var restored = entry
                restored.isFavorite = isFavorite
                try repository.save(restored)
                entry = restored
            }
            errorMessage = nil
        } catch {
            errorMessage = "保存失败 Could not save: \(error)"
        }
    }

    /// Re-reads the entry from the repository (after it may have changed elsewhere); keeps the
    /// current one when it is gone.
    public func reload() {
        do {
            if let stored = try repository.entry(id: entry.id) { entry = stored }
            errorMessage = nil
        } catch {
            errorMessage = "读取失败 Could not read the entry: \(error)"
        }
    }

    /// A draft that edits this entry.
    public func makeComposeModel() -> ComposeViewModel {
        ComposeViewModel(repository: repository, editing: entry)
    }

    /// Shows `saved`, the entry as the compose screen stored it.
    /// - Precondition: `saved` is this entry (same id).
    public func entryDidSave(_ saved: JournalEntry) {
        precondition(saved.id == entry.id, "entryDidSave: \(saved.id) is not the entry shown (\(entry.id))")
        entry = saved
        errorMessage = nil
    }
}
