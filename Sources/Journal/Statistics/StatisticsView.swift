public import Foundation
public import Tessera

/// The Statistics screen's view: a vertical scroll of the summary cards (entries, streak,
/// favourite mood — side by side, or stacked at large text sizes), the weekday chart, and the
/// month chart with its 6/12-month switch.
///
/// Content is laid out with Auto Layout (stacks) inside a scroll view; the content's height is
/// the stack's fitting height at the screen's width, recomputed on every layout pass.
@MainActor
public final class StatisticsView: UIView {
    public let scrollView = UIScrollView()
    let totalCard = StatisticCardView()
    let streakCard = StatisticCardView()
    let moodCard = StatisticCardView()
    public let monthRangeControl = UISegmentedControl(items: StatisticsViewModel.MonthRange.allCases.map(\.title))
    let weekdayCard = ChartCardView(title: "按星期 By weekday")
    let monthCard: ChartCardView

    private let contentView = UIView()
    private let stack = UIStackView()
    private let cardsRow = UIStackView()

    static let margins = UIEdgeInsets(top: 16, left: 16, bottom: 24, right: 16)

    override public init(frame: CGRect = .zero) {
        monthCard = ChartCardView(title: "按月份 By month", accessory: monthRangeControl)
        super.init(frame: frame)
    }

    override public func buildHierarchy() {
        for card in [totalCard, streakCard, moodCard] { cardsRow.addArrangedSubview(card) }
        for view in [cardsRow, weekdayCard, monthCard] as [UIView] { stack.addArrangedSubview(view) }
        contentView.addSubview(stack)
        scrollView.addSubview(contentView)
        addSubview(scrollView)
    }

    override public func configureViews() {
        stack.axis = .vertical
        stack.spacing = 16
        cardsRow.spacing = 10
        cardsRow.distribution = .fillEqually
        cardsRow.alignment = .fill
        scrollView.accessibilityIdentifier = "stats.scroll"
        scrollView.showsHorizontalScrollIndicator = false
        totalCard.accessibilityIdentifier = "stats.total"
        streakCard.accessibilityIdentifier = "stats.streak"
        moodCard.accessibilityIdentifier = "stats.mood"
        weekdayCard.chart.accessibilityIdentifier = "stats.weekdayChart"
        monthCard.chart.accessibilityIdentifier = "stats.monthChart"
        monthRangeControl.accessibilityIdentifier = "stats.monthRange"
        monthRangeControl.accessibilityLabel = "月份范围 Month range"
        monthRangeControl.selectedSegmentIndex = 0
        totalCard.setIcon(Icon(.book), tint: JournalPalette.accent)
        streakCard.setIcon(Icon(named: "local_fire_department") ?? Icon(.star), tint: .systemOrange)
        arrangeCards()
    }

    override public func makeLayout() {
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: Self.margins.top),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Self.margins.left),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -Self.margins.right),
        ])
    }

    override public func themeDidChange() {
        backgroundColor = theme.groupedBackground
    }

    override public func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        arrangeCards()
        setNeedsLayout()
    }

    /// Three cards side by side with equal widths and heights, or one under another from XXXL up
    /// (the values no longer fit a third of a phone's width), each as tall as its content. The
    /// month switch's titles grow with the text size up to 15 points.
    private func arrangeCards() {
        let category = traitCollection.preferredContentSizeCategory
        let stacked = category >= .extraExtraExtraLarge
        cardsRow.axis = stacked ? .vertical : .horizontal
        cardsRow.distribution = stacked ? .fill : .fillEqually
        monthRangeControl.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(
            for: .systemFont(ofSize: 13), maximumPointSize: 15, compatibleWith: traitCollection)
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        let width = bounds.width - Self.margins.horizontal
        let fitting = stack.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let height = (fitting.height + Self.margins.vertical).rounded(.up)
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        scrollView.contentSize = CGSize(width: bounds.width, height: height)
    }
}
