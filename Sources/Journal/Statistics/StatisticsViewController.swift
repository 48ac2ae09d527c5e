public import Foundation
public import Tessera

/// The Stats tab: summary cards (total entries, current streak, favourite mood) and two bar charts
/// drawn into the display list — entries per weekday (周一…周日) and per month over the last 6 or
/// 12 months, switched with a segmented control. Figures are re-read each time the screen appears.
///
/// Accessibility identifiers: "stats.scroll", "stats.total", "stats.streak", "stats.mood",
/// "stats.weekdayChart", "stats.monthChart", "stats.monthRange" (the segmented control).
/// Reports the screen as "statistics".
///
/// For example:
/// ```swift
/// let stats = StatisticsViewController(repository: repository)
/// tabs.viewControllers = [journal, tags, UINavigationController(rootViewController: stats), settings]
/// ```
@MainActor
public final class StatisticsViewController: UIViewController {
    public let model: StatisticsViewModel

    public init(model: StatisticsViewModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = "统计 Stats"
        own(model)
    }

    /// A screen over `repository`, with the streak counted up to `today`.
    public convenience init(repository: JournalRepository, today: Date = SampleEntries.referenceDate) {
        self.init(model: StatisticsViewModel(repository: repository, today: today))
    }

    override public var trackingName: String? { "statistics" }

    /// The title in a title view whose text stops growing at 22 points (see
    /// `DynamicTypeLabel.navigationTitle`).
    override public func setUpNavigation() {
        navigationTitleView = DynamicTypeLabel.navigationTitle(title ?? "")
    }

    /// The loaded view.
    public var statisticsView: StatisticsView { view as! StatisticsView }

    override public func loadView() {
        view = StatisticsView()
    }

    override public func setUpEvents() {
        statisticsView.monthRangeControl.addAction(
            UIAction { [weak self] action in
                guard let index = (action.sender as? UISegmentedControl)?.selectedSegmentIndex,
                    StatisticsViewModel.MonthRange.allCases.indices.contains(index)
                else { return }
                self?.model.monthRange = StatisticsViewModel.MonthRange.allCases[index]
            }, for: .valueChanged)
    }

    override public func bindData() {
        let screen = statisticsView
        Binding.observe(model, \.totalEntries) { [weak screen] total in
            screen?.totalCard.valueLabel.text = "\(total)"
            screen?.totalCard.captionLabel.text = "日记 Entries"
            screen?.totalCard.accessibilityLabel = "共 \(total) 篇日记, \(total) entries"
        }.store(in: lifetime)
        Binding.observe(model, \.currentStreak) { [weak screen] streak in
            screen?.streakCard.valueLabel.text = "\(streak)"
            screen?.streakCard.captionLabel.text = "连续天数 Day streak"
            screen?.streakCard.accessibilityLabel = "连续 \(streak) 天, \(streak)-day streak"
        }.store(in: lifetime)
        Binding.observe(model, \.favoriteMood) { [weak self] _ in self?.showFavoriteMood() }.store(in: lifetime)
        Binding.observe(model, \.favoriteMoodCount) { [weak self] _ in self?.showFavoriteMood() }.store(in: lifetime)
        Binding.observe(model, \.weekdayBuckets) { [weak self, weak screen] buckets in
            guard let self, let screen else { return }
            screen.weekdayCard.chart.buckets = buckets
            screen.weekdayCard.chart.highlightedIndex = model.busiestWeekdayIndex
            screen.weekdayCard.chart.accessibilityLabel = StatisticsViewModel.accessibilityDescription(
                of: buckets, english: StatisticsViewModel.weekdayEnglishTitles)
            screen.weekdayCard.captionLabel.text = model.weekdayCaption
            screen.setNeedsLayout()
        }.store(in: lifetime)
        Binding.observe(model, \.monthBuckets) { [weak self, weak screen] buckets in
            guard let self, let screen else { return }
            screen.monthCard.chart.buckets = buckets
            screen.monthCard.chart.highlightedIndex = buckets.isEmpty ? nil : buckets.count - 1
            screen.monthCard.chart.accessibilityLabel = StatisticsViewModel.accessibilityDescription(of: buckets)
            screen.monthCard.captionLabel.text = model.monthCaption
            screen.monthRangeControl.selectedSegmentIndex =
                StatisticsViewModel.MonthRange.allCases.firstIndex(of: model.monthRange) ?? 0
            screen.setNeedsLayout()
        }.store(in: lifetime)
    }

    private func showFavoriteMood() {
        let card = statisticsView.moodCard
        let mood = model.favoriteMood
        let count = model.favoriteMoodCount
        card.setIcon(mood?.icon ?? Icon(.mood), tint: mood?.color ?? JournalPalette.accent)
        card.valueLabel.text = mood.map { String($0.title.prefix(2)) } ?? "—"
        card.captionLabel.text = mood == nil ? "心情 Top mood" : "最常见 Top mood · \(count)"
        card.accessibilityLabel = mood.map { "最常见的心情 Top mood: \($0.title), \(count)" } ?? "还没有心情 No mood yet"
    }

    /// Re-reads the figures, so entries added on another tab are counted.
    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        model.reload()
    }
}
