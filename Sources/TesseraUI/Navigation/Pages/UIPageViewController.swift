import Foundation

/// A container that shows one page at a time and turns to the page before or after with a swipe
/// (`UIPageViewController`), asking its `dataSource` for the neighbours of the page shown.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
/// pages.dataSource = self
/// pages.delegate = self
/// pages.setViewControllers([first], direction: .forward, animated: false, completion: nil)
/// addChild(pages)
/// view.addSubview(pages.view)
/// pages.didMove(toParent: self)
/// ```
///
/// Pages lie side by side (or stacked, `.vertical`) in a paging `UIScrollView`: a drag past half a
/// page, or a fling, turns the page; a shorter drag springs back; at the first or last page (the
/// data source answers nil) the pages rubber-band and stay. In right-to-left layouts the page
/// after is on the left. The Left/Right arrows (Up/Down when vertical) and Page Up/Page Down turn
/// pages too, reported to the delegate as a swipe would be.
///
/// The page shown is the only child at rest; the page a swipe moves toward joins as a child while
/// the swipe lasts. The incoming page gets `viewWillAppear`/`viewDidAppear` and the outgoing one
/// `viewWillDisappear`/`viewDidDisappear`; a swipe that springs back balances them as UIKit does
/// (the pending page will-disappears and did-disappears, the shown one will-appears and
/// did-appears again).
///
/// Differences from UIKit: `.pageCurl` is shown as `.scroll` (no curl, one page at a time, no
/// spine); `gestureRecognizers` is empty (the scroll view's pan turns pages, as for iOS's scroll
/// style). Pages that leave are removed from the container but not ended (`invalidate()`), since a
/// data source may hand the same controller back; a page is ended with the page view controller
/// if it is shown then, or when it is released.
///
/// Main actor only.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change; `.pageCurl` is shown as `.scroll`.
    public let transitionStyle: TransitionStyle
    /// The axis pages follow.
    public let navigationOrientation: NavigationOrientation
    /// The page-curl spine; `.none` for scroll style (and for page curl, shown as scroll).
    public let spineLocation: SpineLocation = .none
    /// The gap between pages while they slide, from `OptionsKey.interPageSpacing`.
    let interPageSpacing: CGFloat

    /// Supplies the neighbours of the page shown. Held weakly.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Hears swipes starting and finishing. Held weakly.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// Whether a page-curl book shows content on both sides of a page; stored only. Default false.
    open var isDoubleSided = false
    /// Empty: for scroll style the pan of the internal scroll view turns pages, as on iOS.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The page shown: one controller, or none before `setViewControllers`.
    open var viewControllers: [UIViewController]? { currentPage.map { [$0] } ?? [] }

    /// The page shown.
    var currentPage: UIViewController?
    /// The data source's answers for the page shown (not children, not in the tree).
    var neighbours: (before: UIViewController?, after: UIViewController?) = (nil, nil)
    /// The page a swipe, a key or an animated `setViewControllers` is turning to.
    var pending: PendingPageTurn?
    /// True while the pages move the scroll view's offset themselves (not a user's drag).
    var isRepositioning = false
    let scrollObserver = PageScrollObserver()

    /// A page view controller with the given style and axis. `options` may hold
    /// `.interPageSpacing` (a number of points) and `.spineLocation` (ignored).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        self.transitionStyle = style
        self.navigationOrientation = navigationOrientation
        self.interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// Containers are not screens: nil, so only the pages report `screen_view`.
    override open var trackingName: String? { nil }

    var container: PageContainerView { view as! PageContainerView }
    var scrollView: UIScrollView { container.scrollView }

    override open func loadView() {
        let container = PageContainerView(spacing: interPageSpacing, isVertical: navigationOrientation == .vertical)
        view = container
        scrollObserver.owner = self
        container.scrollView.delegate = scrollObserver
        container.onLayout = { [weak self] in self?.layOutPages() }
        if let currentPage { container.scrollView.addSubview(currentPage.view) }
        container.pageControl.addAction(
            UIAction { [weak self] _ in self?.pageControlDidStep() }, for: .valueChanged)
        updatePageControl(askingIndex: true)
    }

    /// A tap on the page control (or its accessibility increment) turns one page that way; the
    /// turn moves the dot when it lands, and nothing moves when there is no page there.
    private func pageControlDidStep() {
        let control = container.pageControl
        let step = control.currentPage - control.pageBeforeUserStep
        control.currentPage = control.pageBeforeUserStep
        guard step != 0 else { return }
        _ = turnPage(bySlots: reversesSlots ? -step : step)
    }

    /// Shows `viewControllers` (one page for scroll style), replacing the page shown, then asks
    /// the data source for its neighbours and the page control's index. Animated, the new page
    /// slides in from the `direction` side; the delegate hears nothing (as on iOS). `completion`
    /// gets true once the page is shown.
    /// - Precondition: `viewControllers` holds exactly one controller.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let viewControllers, viewControllers.count == 1, let page = viewControllers.first else {
            preconditionFailure(
                "UIPageViewController.setViewControllers: scroll style shows exactly 1 view controller, not \(viewControllers?.count ?? 0)"
            )
        }
        cancelTurnInProgress()
        if animated, let currentPage, currentPage !== page, viewIfLoaded?.window != nil {
            slideIn(page, direction: direction, completion: completion)
            return
        }
        if currentPage !== page { replaceCurrentPage(with: page) }
        refreshNeighbours()
        updatePageControl(askingIndex: true)
        completion?(true)
    }

    /// Arrow keys along the axis and Page Up/Page Down turn to the page on that side.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard modifiers.isEmpty, let step = slotStep(forKey: key), turnPage(bySlots: step) else {
            return super.keyDown(key, modifiers: modifiers)
        }
        return true
    }

    private func slotStep(forKey key: Key) -> Int? {
        let vertical = navigationOrientation == .vertical
        switch key {
        case .leftArrow where !vertical, .upArrow where vertical: return -1
        case .rightArrow where !vertical, .downArrow where vertical: return 1
        case .pageUp: return reversesSlots ? 1 : -1
        case .pageDown: return reversesSlots ? -1 : 1
        default: return nil
        }
    }

    /// Asks the data source for the page control's dots: the count, and the index when
    /// `askingIndex` (after `setViewControllers`); page turns move the dot themselves.
    func updatePageControl(askingIndex: Bool) {
        guard let container = viewIfLoaded as? PageContainerView else { return }
        let control = container.pageControl
        let count = currentPage == nil ? 0 : dataSource?.presentationCount(for: self) ?? 0
        let wasHidden = control.isHidden
        control.isHidden = count <= 0
        control.numberOfPages = max(0, count)
        if askingIndex, count > 0, let dataSource { control.currentPage = dataSource.presentationIndex(for: self) }
        if wasHidden != control.isHidden { container.setNeedsLayout() }
    }
}
