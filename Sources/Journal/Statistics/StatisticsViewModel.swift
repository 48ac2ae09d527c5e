public import Foundation
public import Observation
public import Tessera

/// The Statistics screen's state: summary figures (entries, current streak, favourite mood) and
/// the two charts' buckets — entries per weekday (周一…周日) and per month over the last 6 or 12
/// months — computed with `JournalStatistics` from the repository's entries.
///
/// For example:
/// ```swift
/// let model = StatisticsViewModel(repository: repository)
/// model.totalEntries                       // 40
/// model.weekdayBuckets.map(\.label)        // ["周一", …, "周日"]
/// model.monthRange = .twelveMonths         // monthBuckets now has 12 bars
/// ```
/// Main actor only.
@MainActor
@Observable
public final class StatisticsViewModel: ViewModel {
    /// How many months the month chart shows.
    public enum MonthRange: Int, Hashable, Sendable, CaseIterable {
        case sixMonths = 6
        case twelveMonths = 12

        /// The segment title: "近 6 个月", "近 12 个月" (the numbers carry it for English readers;
        /// the control's accessibility label says "Month range").
        public var title: String { "近 \(rawValue) 个月" }
    }

    /// The weekday chart's labels, Monday first.
    public static let weekdayTitles = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
    /// The weekdays in English, Monday first, for accessibility labels.
    public static let weekdayEnglishTitles = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    public var monthRange: MonthRange = .sixMonths { didSet { if monthRange != oldValue { reload() } } }

    public private(set) var totalEntries = 0
    /// Days in a row with entries up to today (see `JournalStatistics.currentStreak`).
    public private(set) var currentStreak = 0
    /// The mood of the most entries, or nil without entries.
    public private(set) var favoriteMood: Mood?
    /// How many entries have `favoriteMood`.
    public private(set) var favoriteMoodCount = 0
    /// Seven buckets, Monday first, labelled 周一…周日.
    public private(set) var weekdayBuckets: [JournalStatistics.Bucket] = []
    /// `monthRange` buckets, oldest first, labelled "M月".
    public private(set) var monthBuckets: [JournalStatistics.Bucket] = []
    /// The weekday with the most entries (the first of equals), or nil without entries.
    public private(set) var busiestWeekdayIndex: Int?
    /// The last storage error, or nil.
    public private(set) var errorMessage: String?

    @ObservationIgnored public let repository: JournalRepository
    @ObservationIgnored private let today: Date
    @ObservationIgnored private let calendar: Calendar

    /// - Parameters:
    ///   - today: the day the streak ends on (the samples' "today" by default, so renderings are
    ///     stable; the app passes `Date()`).
    ///   - calendar: decides days, weekdays and months (UTC Gregorian by default).
    public init(
        repository: JournalRepository, today: Date = SampleEntries.referenceDate,
        calendar: Calendar = JournalStatistics.defaultCalendar
    ) {
        self.repository = repository
        self.today = today
        self.calendar = calendar
        super.init()
        reload()
    }

    /// Re-reads the entries and recomputes every figure.
    public func reload() {
        let entries: [JournalEntry]
        do {
            entries = try repository.entries()
            errorMessage = nil
        } catch {
            errorMessage = "读取日记失败 Could not read the journal: \(error)"
            return
        }
        let statistics = JournalStatistics(entries: entries, calendar: calendar, monthCount: monthRange.rawValue)
        totalEntries = statistics.total
        currentStreak = JournalStatistics.currentStreak(of: entries, today: today, calendar: calendar)
        favoriteMood = JournalStatistics.favoriteMood(of: entries)
        favoriteMoodCount = favoriteMood.map { JournalStatistics.moodCounts(of: entries)[$0, default: 0] } ?? 0
        weekdayBuckets = zip(Self.weekdayTitles, statistics.perWeekday).map { title, bucket in
            JournalStatistics.Bucket(label: title, count: bucket.count)
        }
        monthBuckets = statistics.perMonth
        let busiest = weekdayBuckets.map(\.count).max() ?? 0
        busiestWeekdayIndex = busiest > 0 ? weekdayBuckets.firstIndex { $0.count == busiest } : nil
    }

    /// "周六 Sat 最多：9 篇" — the busiest weekday, or a hint when there are no entries.
    public var weekdayCaption: String {
        guard let index = busiestWeekdayIndex else { return "还没有日记 No entries yet" }
        return
            "\(Self.weekdayTitles[index]) \(Self.weekdayEnglishTitles[index]) 写得最多 · \(weekdayBuckets[index].count) 篇 entries"
    }

    /// "共 40 篇，近 6 个月 · 40 entries in 6 months".
    public var monthCaption: String {
        let count = monthBuckets.reduce(0) { $0 + $1.count }
        return "近 \(monthRange.rawValue) 个月共 \(count) 篇 · \(count) entries in \(monthRange.rawValue) months"
    }

    /// What VoiceOver reads for a chart: "周一 Mon 5, 周二 Tue 6, …" or "9月 3, 10月 12, …".
    public static func accessibilityDescription(of buckets: [JournalStatistics.Bucket], english: [String]? = nil)
        -> String
    {
        buckets.enumerated().map { index, bucket in
            let name = english.map { "\(bucket.label) \($0[index])" } ?? bucket.label
            return "\(name) \(bucket.count)"
        }.joined(separator: ", ")
    }
}
