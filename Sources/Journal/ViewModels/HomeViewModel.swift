public import Foundation
public import Observation
public import TesseraUI

/// The home list's state: entries grouped by day, filtered live by search text and mood, with
/// delete and undo. Main actor; views bind to its properties.
///
/// For example:
/// ```swift
/// let model = HomeViewModel(repository: repository)
/// model.searchText = "run"      // sections refresh
/// model.delete(entry)           // model.pendingUndo holds it
/// model.undoDelete()            // back in the list and the store
/// ```
@MainActor
@Observable
public final class HomeViewModel: ViewModel {
    /// One day of entries, newest first.
    public struct DaySection: Hashable, Sendable {
        /// "11月28日 星期六"
        public var title: String
        public var entries: [JournalEntry]
    }

    /// The mood filter's choices: all, or one mood.
    public enum MoodFilter: Hashable, Sendable, CaseIterable {
        case all
        case mood(Mood)

        public static let allCases: [MoodFilter] = [.all] + Mood.allCases.map(MoodFilter.mood)

        public var title: String {
            switch self {
            case .all: "全部"
            case .mood(let mood): String(mood.title.prefix(2))
            }
        }
    }

    public var searchText = "" { didSet { if searchText != oldValue { reload() } } }
    public var moodFilter: MoodFilter = .all { didSet { if moodFilter != oldValue { reload() } } }
    public private(set) var sections: [DaySection] = []
    /// The last deleted entry, until undone or replaced.
    public private(set) var pendingUndo: JournalEntry?
    /// The last storage error, shown as a banner.
    public private(set) var errorMessage: String?

    @ObservationIgnored public let repository: JournalRepository
    @ObservationIgnored private let calendar: Calendar
    @ObservationIgnored private let dayFormatter: DateFormatter

    public init(repository: JournalRepository, calendar: Calendar = JournalStatistics.defaultCalendar) {
        self.repository = repository
        self.calendar = calendar
        dayFormatter = DateFormatter()
        dayFormatter.locale = Locale(identifier: "zh_CN")
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.dateFormat = "M月d日 EEEE"
        super.init()
        reload()
    }

    public var entryCount: Int { sections.reduce(0) { $0 + $1.entries.count } }

    /// What the list says when it shows nothing: no results for the search or mood filter, or an
    /// empty journal; nil while it shows entries.
    public var emptyStateMessage: String? {
        guard sections.isEmpty else { return nil }
        let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
        if !query.isEmpty { return "没有找到“\(query)” No results for “\(query)”" }
        if moodFilter != .all { return "没有这种心情的日记 No entries with this mood" }
        return "还没有日记 No entries yet"
    }

    /// Re-reads the store with the current search and filter.
    public func reload() {
        do {
            let mood: Mood? = if case .mood(let mood) = moodFilter { mood } else { nil }
            let entries = try repository.entries(matching: searchText, mood: mood)
            var grouped: [(day: Date, entries: [JournalEntry])] = []
            for entry in entries {
                let day = calendar.startOfDay(for: entry.date)
                if grouped.last?.day == day {
                    grouped[grouped.count - 1].entries.append(entry)
                } else {
                    grouped.append((day, [entry]))
                }
            }
            sections = grouped.map { DaySection(title: dayFormatter.string(from: $0.day), entries: $0.entries) }
            errorMessage = nil
        } catch {
            errorMessage = "读取日记失败 Could not read the journal: \(error)"
        }
    }

    public func entry(at indexPath: IndexPath) -> JournalEntry { sections[indexPath.section].entries[indexPath.row] }

    /// Deletes the entry; it can be brought back with `undoDelete()`.
    public func delete(_ entry: JournalEntry) {
        do {
            pendingUndo = try repository.delete(id: entry.id)
            reload()
        } catch {
            errorMessage = "删除失败 Could not delete: \(error)"
        }
    }

    public func undoDelete() {
        guard let entry = pendingUndo else { return }
        do {
            try repository.save(entry)
            pendingUndo = nil
            reload()
        } catch {
            errorMessage = "撤销失败 Could not undo: \(error)"
        }
    }

    public func toggleFavorite(_ entry: JournalEntry) {
        var updated = entry
        updated.isFavorite.toggle()
        do {
            try repository.save(updated)
            reload()
        } catch {
            errorMessage = "保存失败 Could not save: \(error)"
        }
    }
}
