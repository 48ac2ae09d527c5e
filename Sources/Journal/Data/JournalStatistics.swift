public import Foundation

/// Counts of entries by weekday and by month, for the statistics screen.
public struct JournalStatistics: Hashable, Sendable {
    /// One bar: a label and a count.
    public struct Bucket: Hashable, Sendable {
        public var label: String
        public var count: Int
    }

    /// Monday first, seven buckets labelled 一…日.
    public var perWeekday: [Bucket]
    /// The `monthCount` months up to the latest entry's month, oldest first, labelled "M月".
    public var perMonth: [Bucket]
    public var total: Int
    /// Days in a row, ending at the latest entry, that have at least one entry.
    public var longestRecentStreak: Int

    /// Counts `entries` in `calendar` (its time zone decides which day an entry falls on).
    public init(entries: [JournalEntry], calendar: Calendar = Self.defaultCalendar, monthCount: Int = 6) {
        total = entries.count
        var weekdays = [Int](repeating: 0, count: 7)
        for entry in entries {
            let weekday = calendar.component(.weekday, from: entry.date)  // 1 = Sunday
            weekdays[(weekday + 5) % 7] += 1
        }
        perWeekday = zip(["一", "二", "三", "四", "五", "六", "日"], weekdays).map { Bucket(label: $0, count: $1) }

        let latest = entries.map(\.date).max() ?? SampleEntries.referenceDate
        let latestMonth = calendar.dateInterval(of: .month, for: latest)?.start ?? latest
        perMonth = (0..<monthCount).reversed().map { back in
            let start = calendar.date(byAdding: .month, value: -back, to: latestMonth) ?? latestMonth
            let end = calendar.date(byAdding: .month, value: 1, to: start) ?? start
            let count = entries.filter { $0.date >= start && $0.date < end }.count
            return Bucket(label: "\(calendar.component(.month, from: start))月", count: count)
        }

        let days = Set(entries.map { calendar.startOfDay(for: $0.date) })
        var streak = 0
        var day = calendar.startOfDay(for: latest)
        while days.contains(day) {
            streak += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        longestRecentStreak = streak
    }

    /// Gregorian, UTC, Chinese locale — renderings do not depend on the machine's settings.
    public static let defaultCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "zh_CN")
        calendar.firstWeekday = 2
        return calendar
    }()
}

// MARK: Summary figures for the statistics screen

extension JournalStatistics {
    /// How many of `entries` have each mood; moods without entries are absent.
    public static func moodCounts(of entries: [JournalEntry]) -> [Mood: Int] {
        entries.reduce(into: [:]) { counts, entry in counts[entry.mood, default: 0] += 1 }
    }

    /// The mood of the most entries, ties broken by `Mood.allCases` order; nil without entries.
    public static func favoriteMood(of entries: [JournalEntry]) -> Mood? {
        let counts = moodCounts(of: entries)
        return Mood.allCases.filter { counts[$0] != nil }.max { counts[$0, default: 0] < counts[$1, default: 0] }
    }

    /// Days in a row with at least one entry, ending today — or yesterday, when nothing was
    /// written yet today (the streak is still alive). 0 when neither day has an entry.
    /// Days are those of `calendar` (its time zone decides where a day begins).
    public static func currentStreak(of entries: [JournalEntry], today: Date, calendar: Calendar = defaultCalendar)
        -> Int
    {
        let days = Set(entries.map { calendar.startOfDay(for: $0.date) })
        var day = calendar.startOfDay(for: today)
        if !days.contains(day), let yesterday = calendar.date(byAdding: .day, value: -1, to: day) { day = yesterday }
        var streak = 0
        while days.contains(day) {
            streak += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return streak
    }
}
