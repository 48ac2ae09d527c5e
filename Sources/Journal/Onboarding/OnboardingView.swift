import Foundation
public import Tessera

/// The onboarding screen's view: the pages side by side in a horizontally paging scroll view,
/// and under them a page control and the main button — "下一步 Next", or "开始使用 Get started" on
/// the last page — with "跳过 Skip" in the top trailing corner until the last page.
@MainActor
public final class OnboardingView: UIView {
    /// Pages side by side, one screen wide each; swiping pages through them.
    public let pagesView = UIScrollView()
    public let pageControl = UIPageControl()
    public let nextButton: UIButton
    public let startButton: UIButton
    public let skipButton: UIButton
    let pageViews: [OnboardingPageView]

    /// The main buttons' background: white text on it is 5.2:1 (WCAG AA at any size).
    static let buttonColor = UIColor(rgb: 0xC2410C)
    /// The main buttons' height at the default text size; they grow with their text.
    private static let buttonHeight: CGFloat = 52

    init(pages: [OnboardingPage]) {
        pageViews = pages.map(OnboardingPageView.init(page:))
        nextButton = Self.primaryButton(title: "下一步 Next", identifier: "onboarding.next")
        startButton = Self.primaryButton(title: "开始使用 Get started", identifier: "onboarding.start")
        var skip = UIButton.Configuration.plain()
        skip.title = "跳过 Skip"
        skip.baseForegroundColor = JournalPalette.secondaryText
        skipButton = UIButton(configuration: skip)
        super.init(frame: .zero)
    }

    private static func primaryButton(title: String, identifier: String) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.buttonSize = .large
        configuration.cornerStyle = .large
        configuration.baseBackgroundColor = buttonColor
        configuration.baseForegroundColor = .white
        let button = UIButton(configuration: configuration)
        button.accessibilityIdentifier = identifier
        return button
    }

    override public func buildHierarchy() {
        pageViews.forEach(pagesView.addSubview)
        for view in [pagesView, pageControl, nextButton, startButton, skipButton] as [UIView] { addSubview(view) }
    }

    override public func configureViews() {
        pagesView.isPagingEnabled = true
        pagesView.showsHorizontalScrollIndicator = false
        pagesView.showsVerticalScrollIndicator = false
        pagesView.contentInsetAdjustmentBehavior = .never
        pagesView.accessibilityIdentifier = "onboarding.scroll"
        pageControl.numberOfPages = pageViews.count
        pageControl.accessibilityIdentifier = "onboarding.pages"
        pageControl.accessibilityLabel = "页面 Pages"
        pageControl.currentPageIndicatorTintColor = JournalPalette.accentText
        pageControl.pageIndicatorTintColor = JournalPalette.secondaryText.withAlphaComponent(0.35)
        skipButton.accessibilityIdentifier = "onboarding.skip"
        startButton.isHidden = true
    }

    override public func themeDidChange() {
        backgroundColor = theme.background
    }

    override public func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        splitsStartTitle = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        setNeedsLayout()
    }

    /// At accessibility sizes "开始使用 Get started" no longer fits on one line: the English moves
    /// to the button's subtitle.
    private var splitsStartTitle = false {
        didSet {
            guard splitsStartTitle != oldValue else { return }
            startButton.configuration?.title = splitsStartTitle ? "开始使用" : "开始使用 Get started"
            startButton.configuration?.subtitle = splitsStartTitle ? "Get started" : nil
            startButton.accessibilityLabel = "开始使用 Get started"
        }
    }

    /// Shows `page`: the last page trades Next and Skip for Get started.
    func show(page: Int, isLast: Bool) {
        pageControl.currentPage = page
        nextButton.isHidden = isLast
        startButton.isHidden = !isLast
        skipButton.isHidden = isLast
    }

    /// The content offset that shows `page`.
    func offset(forPage page: Int) -> CGPoint {
        CGPoint(x: CGFloat(page) * pagesView.bounds.width, y: 0)
    }

    /// The page nearest to the current scroll position.
    var pageAtScrollPosition: Int {
        guard pagesView.bounds.width > 0 else { return 0 }
        let page = Int((pagesView.contentOffset.x / pagesView.bounds.width).rounded())
        return min(max(page, 0), pageViews.count - 1)
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let safe = safeAreaInsets
        let margin: CGFloat = 24
        let buttonHeight = max(
            Self.buttonHeight, nextButton.intrinsicContentSize.height, startButton.intrinsicContentSize.height)
        let buttonY = bounds.height - max(safe.bottom, 16) - 8 - buttonHeight
        for button in [nextButton, startButton] {
            button.frame = CGRect(x: margin, y: buttonY, width: bounds.width - 2 * margin, height: buttonHeight)
        }
        let controlWidth = max(120, pageControl.intrinsicContentSize.width)
        pageControl.frame = CGRect(
            x: ((bounds.width - controlWidth) / 2).rounded(), y: buttonY - 12 - 44, width: controlWidth, height: 44)
        let skipSize = skipButton.intrinsicContentSize
        let skipWidth = max(44, skipSize.width)
        skipButton.frame = CGRect(
            x: bounds.width - 12 - skipWidth, y: safe.top + 4, width: skipWidth, height: max(44, skipSize.height))

        let page = pageAtScrollPosition
        let pagesTop = skipButton.frame.maxY + 4
        pagesView.frame = CGRect(x: 0, y: pagesTop, width: bounds.width, height: pageControl.frame.minY - 8 - pagesTop)
        for (index, pageView) in pageViews.enumerated() {
            pageView.frame = CGRect(
                x: CGFloat(index) * bounds.width, y: 0, width: bounds.width, height: pagesView.bounds.height)
        }
        pagesView.contentSize = CGSize(width: bounds.width * CGFloat(pageViews.count), height: pagesView.bounds.height)
        if !pagesView.isDragging, !pagesView.isDecelerating { pagesView.contentOffset = offset(forPage: page) }
    }
}
