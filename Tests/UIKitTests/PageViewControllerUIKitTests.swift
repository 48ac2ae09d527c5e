import TesseraCore
import TesseraTesting
import Testing
import UIKit

// `UIPageViewController` (scroll style) as iOS onboarding code uses it: an array of pages, a data
// source walking it, a delegate tracking turns, a page control from `presentationCount(for:)`.

/// A page that records its appearance callbacks.
private final class OnboardingPage: UIViewController {
    let number: Int
    var events: [String] = []

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let hues: [UIColor] = [.systemTeal, .systemOrange, .systemPurple, .systemGreen]
        view.backgroundColor = hues[number % hues.count]
        let title = UILabel()
        title.text = "Page \(number + 1)"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.textAlignment = .center
        title.frame = CGRect(x: 0, y: 200, width: 375, height: 60)
        view.addSubview(title)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("didDisappear")
    }
}

/// The onboarding screen: three pages in an array, the page view controller embedded as iOS code does.
private final class OnboardingController: UIViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    let pages = (0..<3).map { OnboardingPage(number: $0) }
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    var asked: [String] = []
    var transitions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.dataSource = self
        pager.delegate = self
        pager.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        addChild(pager)
        pager.view.frame = view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? OnboardingPage else { return nil }
        asked.append("before \(page.number)")
        return page.number > 0 ? pages[page.number - 1] : nil
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? OnboardingPage else { return nil }
        asked.append("after \(page.number)")
        return page.number + 1 < pages.count ? pages[page.number + 1] : nil
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        (pageViewController.viewControllers?.first as? OnboardingPage)?.number ?? 0
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        let numbers = pendingViewControllers.compactMap { ($0 as? OnboardingPage)?.number }
        transitions.append("will \(numbers)")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        let numbers = previousViewControllers.compactMap { ($0 as? OnboardingPage)?.number }
        transitions.append("did finished:\(finished) previous:\(numbers) completed:\(completed)")
    }

    var shown: Int? { (pager.viewControllers?.first as? OnboardingPage)?.number }
    var pageControl: UIPageControl? { pager.view.subviews.compactMap { $0 as? UIPageControl }.first }
}

/// Endless pages, a new controller for each, and no page control.
private final class EndlessSource: UIPageViewControllerDataSource {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        OnboardingPage(number: ((viewController as? OnboardingPage)?.number ?? 0) - 1)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        OnboardingPage(number: ((viewController as? OnboardingPage)?.number ?? 0) + 1)
    }
}

@MainActor
@Suite("UIPageViewController as iOS code uses it")
struct PageViewControllerUIKitTests {
    let clock = TestClock()

    /// The onboarding screen filling an iPhone SE window (375 points wide) on the test clock.
    fileprivate func makeOnboarding() -> (OnboardingController, UIDriver) {
        let controller = OnboardingController()
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (controller, UIDriver(window: window))
    }

    /// A still-ending horizontal drag of `distance` points across the middle of the window (no
    /// fling): leftward from near the right edge, rightward from near the left edge.
    func drag(_ driver: UIDriver, by distance: CGFloat) throws {
        let start = CGPoint(x: distance < 0 ? 340 : 35, y: 300)
        try driver.drag(from: start, to: CGPoint(x: start.x + distance, y: 300))
    }

    @Test func theStylesAndOptionsAreKept() {
        let pager = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.interPageSpacing: 10, .spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(pager.transitionStyle == .pageCurl)
        #expect(pager.navigationOrientation == .vertical)
        #expect(pager.spineLocation == .none)
        #expect(pager.gestureRecognizers.isEmpty)
        #expect(pager.viewControllers?.isEmpty == true)
        #expect(!pager.isDoubleSided)
        pager.isDoubleSided = true
        #expect(pager.isDoubleSided)
    }

    @Test func setViewControllersShowsThePageAndAsksForItsNeighbours() {
        let (onboarding, driver) = makeOnboarding()  // the driver keeps the window
        #expect(onboarding.shown == 0)
        #expect(onboarding.asked == ["before 0", "after 0"])
        #expect(onboarding.pager.children.map { $0 } == [onboarding.pages[0]])
        #expect(onboarding.pages[0].parent === onboarding.pager)
        #expect(onboarding.pages[0].events == ["willAppear", "didAppear"])
        #expect(onboarding.pages[0].view.window != nil)
        #expect(onboarding.pages[1].events.isEmpty && onboarding.pages[1].parent == nil)
        #expect(onboarding.transitions.isEmpty)
        #expect(driver.window.rootViewController === onboarding)
    }

    @Test func draggingPastHalfAPageTurnsIt() throws {
        let (onboarding, driver) = makeOnboarding()
        onboarding.asked = []
        try drag(driver, by: -220)
        #expect(onboarding.shown == 1)
        #expect(onboarding.transitions == ["will [1]", "did finished:true previous:[0] completed:true"])
        #expect(onboarding.asked == ["before 1", "after 1"])
        #expect(onboarding.pages[0].events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(onboarding.pages[1].events == ["willAppear", "didAppear"])
        #expect(onboarding.pager.children.map { $0 } == [onboarding.pages[1]])
        #expect(onboarding.pages[0].parent == nil && onboarding.pages[0].viewIfLoaded?.window == nil)
        #expect(onboarding.pages[1].view.convert(CGPoint.zero, to: nil) == .zero)
        #expect(onboarding.pageControl?.currentPage == 1)
    }

    @Test func draggingLessThanHalfSpringsBackAndBalancesTheCallbacks() throws {
        let (onboarding, driver) = makeOnboarding()
        try drag(driver, by: -120)
        #expect(onboarding.shown == 0)
        #expect(onboarding.transitions == ["will [1]", "did finished:true previous:[0] completed:false"])
        #expect(
            onboarding.pages[0].events == [
                "willAppear", "didAppear", "willDisappear", "willAppear", "didAppear",
            ])
        #expect(onboarding.pages[1].events == ["willAppear", "willDisappear", "didDisappear"])
        #expect(onboarding.pager.children.map { $0 } == [onboarding.pages[0]])
        #expect(onboarding.pages[1].parent == nil)
        #expect(onboarding.pages[0].view.convert(CGPoint.zero, to: nil) == .zero)
        #expect(onboarding.pageControl?.currentPage == 0)
    }

    @Test func aFlingTurnsThePageEvenWhenShort() throws {
        let (onboarding, driver) = makeOnboarding()
        try driver.swipe(.left, on: onboarding.pager.view, distance: 80, duration: .milliseconds(100))
        #expect(onboarding.shown == 1)
        #expect(onboarding.transitions.last == "did finished:true previous:[0] completed:true")
        try driver.swipe(.right, on: onboarding.pager.view, distance: 80, duration: .milliseconds(100))
        #expect(onboarding.shown == 0)
        #expect(onboarding.pageControl?.currentPage == 0)
    }

    /// A fling starts a turn; a finger stops it after `settling` and lifts without dragging: the
    /// turn ends on the nearer page (under half-way: back to the first, with the turn not completed).
    @Test(arguments: [(60, 0), (180, 1)])
    func aTouchThatStopsASettlingTurnAndLiftsLetsItEndOnTheNearerPage(settling: Int, page: Int) throws {
        let (onboarding, driver) = makeOnboarding()
        let window = driver.window
        window.send(.pointerDown(CGPoint(x: 340, y: 300)))
        clock.advance(by: .milliseconds(10))
        window.send(.pointerMoved(CGPoint(x: 320, y: 300)))
        clock.advance(by: .milliseconds(10))
        window.send(.pointerMoved(CGPoint(x: 240, y: 300)))
        window.send(.pointerUp(CGPoint(x: 240, y: 300)))
        clock.advance(by: .milliseconds(settling))
        window.send(.pointerDown(CGPoint(x: 200, y: 300)))
        let stoppedAt = onboarding.pages[1].view.convert(CGPoint.zero, to: nil).x
        clock.advance(by: .milliseconds(200))
        #expect(onboarding.pages[1].view.convert(CGPoint.zero, to: nil).x == stoppedAt)  // held
        window.send(.pointerUp(CGPoint(x: 200, y: 300)))
        clock.advance(by: .seconds(1))
        #expect(onboarding.shown == page)
        #expect(
            onboarding.transitions == ["will [1]", "did finished:true previous:[0] completed:\(page == 1)"])
        #expect(onboarding.pager.children.map { $0 } == [onboarding.pages[page]])
        #expect(onboarding.pages[page].view.convert(CGPoint.zero, to: nil) == .zero)
        #expect(onboarding.pageControl?.currentPage == page)
    }

    @Test func theFirstAndLastPagesRubberBandAndStay() throws {
        let (onboarding, driver) = makeOnboarding()
        try drag(driver, by: 250)
        #expect(onboarding.shown == 0)
        #expect(onboarding.transitions.isEmpty)
        #expect(onboarding.pages[0].view.convert(CGPoint.zero, to: nil) == .zero)

        onboarding.pager.setViewControllers([onboarding.pages[2]], direction: .forward, animated: false)
        #expect(onboarding.pageControl?.currentPage == 2)
        try driver.swipe(.left, on: onboarding.pager.view, distance: 250)
        #expect(onboarding.shown == 2)
        #expect(onboarding.transitions.isEmpty)
        #expect(onboarding.pages[2].view.convert(CGPoint.zero, to: nil) == .zero)
    }

    @Test func setViewControllersReplacesThePageWithAppearanceCallbacks() throws {
        let (onboarding, driver) = makeOnboarding()
        var completions: [Bool] = []
        onboarding.pager.setViewControllers([onboarding.pages[2]], direction: .forward, animated: false) {
            completions.append($0)
        }
        #expect(completions == [true])
        #expect(onboarding.shown == 2)
        #expect(onboarding.pages[0].events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(onboarding.pages[2].events == ["willAppear", "didAppear"])
        #expect(onboarding.asked.suffix(2) == ["before 2", "after 2"])

        // Animated: the page slides in; the delegate hears nothing, the completion runs at the end.
        onboarding.pager.setViewControllers([onboarding.pages[0]], direction: .reverse, animated: true) {
            completions.append($0)
        }
        #expect(completions == [true])
        try driver.settle()
        #expect(completions == [true, true])
        #expect(onboarding.shown == 0)
        #expect(onboarding.transitions.isEmpty)
        #expect(onboarding.pages[0].view.convert(CGPoint.zero, to: nil) == .zero)
        #expect(onboarding.pageControl?.currentPage == 0)
        #expect(onboarding.pager.children.map { $0 } == [onboarding.pages[0]])
    }

    @Test func thePageControlFollowsThePages() throws {
        let (onboarding, driver) = makeOnboarding()
        let control = try #require(onboarding.pageControl)
        #expect(!control.isHidden)
        #expect(control.numberOfPages == 3 && control.currentPage == 0)
        #expect(control.frame.maxY <= onboarding.pager.view.bounds.maxY)
        #expect(onboarding.pages[0].view.frame.height == control.frame.minY)
        try drag(driver, by: -220)
        try drag(driver, by: -220)
        #expect(control.currentPage == 2)
        try drag(driver, by: 220)
        #expect(control.currentPage == 1)
    }

    @Test func tappingThePageControlTurnsOnePageThatWay() throws {
        let (onboarding, driver) = makeOnboarding()
        let control = try #require(onboarding.pageControl)
        let right = CGPoint(x: control.bounds.maxX - 20, y: control.bounds.midY)
        let left = CGPoint(x: control.bounds.minX + 20, y: control.bounds.midY)
        try driver.tap(control, at: right)
        try driver.settle()
        #expect(onboarding.shown == 1)
        #expect(control.currentPage == 1)
        #expect(onboarding.transitions == ["will [1]", "did finished:true previous:[0] completed:true"])
        try driver.tap(control, at: right)
        try driver.settle()
        #expect(onboarding.shown == 2 && control.currentPage == 2)
        try driver.tap(control, at: right)  // no page after the last: nothing moves
        try driver.settle()
        #expect(onboarding.shown == 2 && control.currentPage == 2)
        try driver.tap(control, at: left)
        try driver.settle()
        #expect(onboarding.shown == 1 && control.currentPage == 1)
        #expect(onboarding.pager.children.map { $0 } == [onboarding.pages[1]])
    }

    @Test func withoutAPresentationCountThereIsNoPageControl() {
        let source = EndlessSource()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pager.dataSource = source
        pager.setViewControllers([OnboardingPage(number: 0)], direction: .forward, animated: false)
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = pager
        window.layoutIfNeeded()
        let control = pager.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(control == nil || control?.isHidden == true)
        #expect(pager.viewControllers?.first?.view.frame.height == window.bounds.height)
    }

    @Test func arrowKeysTurnPages() throws {
        let (onboarding, driver) = makeOnboarding()
        try driver.pressKey(.rightArrow)
        try driver.settle()
        #expect(onboarding.shown == 1)
        #expect(onboarding.transitions == ["will [1]", "did finished:true previous:[0] completed:true"])
        try driver.pressKey(.pageDown)
        try driver.settle()
        #expect(onboarding.shown == 2)
        try driver.pressKey(.rightArrow)  // the last page: nothing happens
        try driver.settle()
        #expect(onboarding.shown == 2)
        try driver.pressKey(.leftArrow)
        try driver.settle()
        #expect(onboarding.shown == 1)
        #expect(onboarding.pageControl?.currentPage == 1)
    }

    @Test func twoHundredTurnsKeepTheTreeTheSameSize() throws {
        let source = EndlessSource()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pager.dataSource = source
        pager.setViewControllers([OnboardingPage(number: 0)], direction: .forward, animated: false)
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        window.rootViewController = pager
        window.layoutIfNeeded()
        let driver = UIDriver(window: window)
        let viewCount = window.allViewsInSubtree.count
        var mostChildren = 0
        for turn in 0..<200 {
            try driver.swipe(turn % 3 == 2 ? .right : .left, on: pager.view, distance: 220)
            mostChildren = max(mostChildren, pager.children.count)
        }
        // 134 turns forward, 66 back.
        #expect((pager.viewControllers?.first as? OnboardingPage)?.number == 68)
        #expect(mostChildren <= 3)
        #expect(pager.children.count == 1)
        #expect(window.allViewsInSubtree.count == viewCount)
    }

    @Test func rightToLeftPutsTheNextPageOnTheLeft() throws {
        let controller = OnboardingController()
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(layoutDirection: .rightToLeft))
        window.clock = clock
        window.rootViewController = controller
        window.layoutIfNeeded()
        let driver = UIDriver(window: window)
        try drag(driver, by: -220)  // leftward: toward the page before, and there is none
        #expect(controller.shown == 0)
        try drag(driver, by: 220)
        #expect(controller.shown == 1)
        #expect(controller.pages[1].view.convert(CGPoint.zero, to: nil) == .zero)
        try driver.pressKey(.leftArrow)
        try driver.settle()
        #expect(controller.shown == 2)
    }

    @Test func midSwipeShowsBothPagesAndThePageControl() throws {
        let (onboarding, driver) = makeOnboarding()
        let window = try #require(onboarding.view.window)
        driver.send(.pointerDown(CGPoint(x: 300, y: 300)))
        for x in stride(from: 290, through: 180, by: -10) {
            driver.advance(by: .milliseconds(16))
            driver.send(.pointerMoved(CGPoint(x: CGFloat(x), y: 300)))
        }
        driver.advance(by: .milliseconds(120))
        driver.send(.pointerMoved(CGPoint(x: 180, y: 300)))  // held still: the release does not fling
        window.layoutIfNeeded()
        #expect(onboarding.pager.children.count == 2)
        #expect(onboarding.transitions == ["will [1]"])
        assertSnapshot(of: window, named: "light")
        driver.send(.pointerUp(CGPoint(x: 180, y: 300)))
        try driver.settle()
        #expect(onboarding.shown == 0)
    }
}
