import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

@MainActor
@Suite struct StatisticsScreenTests {
    let clock = TestClock()

    /// The Stats screen as the shell shows it: the root of a navigation controller in a window.
    func statsScreen(
        _ device: DevicePreset = .iPhone15, _ appearance: UIUserInterfaceStyle = .light,
        contentSize: UIContentSizeCategory = .large,
        repository: JournalRepository? = nil
    ) throws -> (window: UIWindow, controller: StatisticsViewController) {
        let window = UIWindow(
            device: device,
            traits: UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize))
        window.clock = clock
        window.theme = JournalTheme()
        let controller = StatisticsViewController(
            repository: try repository ?? JournalRepository(inMemoryWith: SampleEntries.seed))
        window.rootViewController = UINavigationController(rootViewController: controller)
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        return (window, controller)
    }

    // MARK: Expected figures, worked out here from the seed without JournalStatistics

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// Entries per weekday, Monday first.
    static var expectedWeekdayCounts: [Int] {
        var counts = [Int](repeating: 0, count: 7)
        for entry in SampleEntries.seed {
            let weekday = calendar.component(.weekday, from: entry.date)  // 1 Sunday … 7 Saturday
            counts[weekday == 1 ? 6 : weekday - 2] += 1
        }
        return counts
    }

    /// (month number, entries) for the `months` months up to the newest entry's, oldest first.
    static func expectedMonthCounts(months: Int) -> [(month: Int, count: Int)] {
        let newest = calendar.dateComponents([.year, .month], from: SampleEntries.seed.map(\.date).max()!)
        return (0..<months).reversed().map { back in
            var year = newest.year!
            var month = newest.month! - back
            while month < 1 {
                month += 12
                year -= 1
            }
            let count = SampleEntries.seed.filter {
                let parts = calendar.dateComponents([.year, .month], from: $0.date)
                return parts.year == year && parts.month == month
            }.count
            return (month, count)
        }
    }

    /// Days in a row with an entry, ending on the samples' "today".
    static var expectedStreak: Int {
        let days = Set(SampleEntries.seed.map { calendar.dateComponents([.year, .month, .day], from: $0.date) })
        var streak = 0
        while days.contains(
            calendar.dateComponents(
                [.year, .month, .day], from: SampleEntries.referenceDate.addingTimeInterval(Double(-streak) * 86_400)))
        {
            streak += 1
        }
        return streak
    }

    static var expectedFavoriteMood: (mood: Mood, count: Int) {
        let counts = Mood.allCases.map { mood in (mood, SampleEntries.seed.filter { $0.mood == mood }.count) }
        let best = counts.map(\.1).max()!
        return counts.first { $0.1 == best }!
    }

    // MARK: Snapshots and audits

    @Test func iPhone15Light() throws { assertSnapshot(of: try statsScreen(.iPhone15, .light).window) }
    @Test func iPhone15Dark() throws { assertSnapshot(of: try statsScreen(.iPhone15, .dark).window) }
    @Test func iPhone15AX3() throws {
        assertSnapshot(of: try statsScreen(.iPhone15, .light, contentSize: .accessibilityExtraLarge).window)
    }
    @Test func iPhoneSELight() throws { assertSnapshot(of: try statsScreen(.iPhoneSE, .light).window) }

    /// Audited at full height, every card on screen (see `DevicePreset.fullHeight(showing:)`).
    @Test(arguments: [
        (UIUserInterfaceStyle.light, UIContentSizeCategory.large), (.dark, .large), (.light, .accessibilityExtraLarge),
    ])
    func theStatisticsScreenPassesTheAudits(appearance: UIUserInterfaceStyle, contentSize: UIContentSizeCategory) throws
    {
        let phone = try statsScreen(.iPhone15, appearance, contentSize: contentSize)
        let tall = DevicePreset.iPhone15.fullHeight(showing: phone.controller.statisticsView.scrollView)
        let (window, _) = try statsScreen(tall, appearance, contentSize: contentSize)
        assertAudits(of: window)
    }

    // MARK: Behaviour

    @Test func theSummaryCardsMatchTheSeed() throws {
        let (_, controller) = try statsScreen()
        let screen = controller.statisticsView
        let favorite = Self.expectedFavoriteMood
        #expect(SampleEntries.seed.count == 40)
        #expect(controller.model.totalEntries == 40)
        #expect(screen.totalCard.valueLabel.text == "40")
        #expect(controller.model.currentStreak == Self.expectedStreak)
        #expect(Self.expectedStreak == 4)  // 11月25日…28日 each have an entry; 24日 has none
        #expect(screen.streakCard.valueLabel.text == "\(Self.expectedStreak)")
        #expect(controller.model.favoriteMood == favorite.mood)
        #expect(controller.model.favoriteMoodCount == favorite.count)
        #expect(screen.moodCard.valueLabel.text == String(favorite.mood.title.prefix(2)))
    }

    @Test func theWeekdayChartCountsEntriesMondayFirst() throws {
        let (_, controller) = try statsScreen()
        let chart = controller.statisticsView.weekdayCard.chart
        #expect(chart.buckets.map(\.label) == ["周一", "周二", "周三", "周四", "周五", "周六", "周日"])
        #expect(chart.buckets.map(\.count) == Self.expectedWeekdayCounts)
        #expect(chart.buckets.map(\.count).reduce(0, +) == 40)
        let busiest = Self.expectedWeekdayCounts.firstIndex(of: Self.expectedWeekdayCounts.max()!)
        #expect(chart.highlightedIndex == busiest)
        #expect(chart.accessibilityLabel?.hasPrefix("周一 Mon \(Self.expectedWeekdayCounts[0]), 周二 Tue") == true)
    }

    @Test func theMonthChartShowsTheLastSixMonths() throws {
        let (_, controller) = try statsScreen()
        let chart = controller.statisticsView.monthCard.chart
        let expected = Self.expectedMonthCounts(months: 6)
        #expect(chart.buckets.map(\.label) == expected.map { "\($0.month)月" })
        #expect(chart.buckets.map(\.count) == expected.map(\.count))
        #expect(expected.last?.month == 11)
        #expect(chart.buckets.map(\.count).reduce(0, +) == 40)
    }

    @Test func theSegmentedControlSwitchesToTwelveMonths() throws {
        let (window, controller) = try statsScreen(.iPhoneSE)
        let driver = UIDriver(window: window)
        try driver.selectSegment(1, of: controller.statisticsView.monthRangeControl)
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        let expected = Self.expectedMonthCounts(months: 12)
        #expect(controller.model.monthRange == .twelveMonths)
        let chart = controller.statisticsView.monthCard.chart
        #expect(chart.buckets.count == 12)
        #expect(chart.buckets.map(\.count) == expected.map(\.count))
        #expect(chart.buckets.first?.label == "\(expected[0].month)月")
        // Twelve labels do not fit a 320-point phone's bars: every second one is drawn, the last included.
        let slot = chart.bounds.width / 12
        #expect(chart.labelStride(slot: slot, font: chart.textFont) == 2)
    }

    @Test func anEntryAddedElsewhereIsCountedWhenTheScreenShowsAgain() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.seed)
        let (window, controller) = try statsScreen(repository: repository)
        try repository.save(
            JournalEntry(
                date: SampleEntries.referenceDate.addingTimeInterval(3_600), mood: .sad, title: "Rainy evening",
                body: "下雨了。",
                author: "Lin Yue"))
        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition()
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        #expect(controller.statisticsView.totalCard.valueLabel.text == "41")
        #expect(controller.statisticsView.weekdayCard.chart.buckets[5].count == Self.expectedWeekdayCounts[5] + 1)
    }

    @Test func anEmptyJournalShowsZerosAndNoMood() throws {
        let (_, controller) = try statsScreen(repository: try JournalRepository(inMemoryWith: []))
        #expect(controller.model.totalEntries == 0)
        #expect(controller.model.currentStreak == 0)
        #expect(controller.model.favoriteMood == nil)
        #expect(controller.statisticsView.moodCard.valueLabel.text == "—")
        #expect(controller.model.weekdayCaption == "还没有日记 No entries yet")
    }

    @Test func theStreakSurvivesADayWithoutAnEntryYet() {
        let calendar = JournalStatistics.defaultCalendar
        let today = SampleEntries.referenceDate
        let yesterday = today.addingTimeInterval(-86_400)
        let entries = [yesterday, yesterday.addingTimeInterval(-86_400)].map {
            JournalEntry(date: $0, mood: .calm, title: "t", body: "b", author: "Lin Yue")
        }
        #expect(JournalStatistics.currentStreak(of: entries, today: today, calendar: calendar) == 2)
        #expect(
            JournalStatistics.currentStreak(of: entries, today: today.addingTimeInterval(86_400), calendar: calendar)
                == 0)
        #expect(JournalStatistics.currentStreak(of: [], today: today, calendar: calendar) == 0)
    }

    @Test func aTieForFavouriteMoodGoesToTheFirstMood() {
        let entries = [Mood.sad, .calm, .sad, .calm].map {
            JournalEntry(date: SampleEntries.referenceDate, mood: $0, title: "t", body: "b", author: "Lin Yue")
        }
        #expect(JournalStatistics.favoriteMood(of: entries) == .calm)
        #expect(JournalStatistics.moodCounts(of: entries) == [.calm: 2, .sad: 2])
        #expect(JournalStatistics.favoriteMood(of: []) == nil)
    }

    @Test func theScreenIsTrackedAndReleasedWithItsModel() throws {
        weak var weakModel: StatisticsViewModel?
        do {
            let (window, controller) = try statsScreen()
            weakModel = controller.model
            #expect(controller.trackingName == "statistics")
            window.rootViewController = nil
        }
        #expect(weakModel == nil)
    }
}
