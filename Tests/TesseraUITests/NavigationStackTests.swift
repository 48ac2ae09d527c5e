import Foundation
import TesseraCore
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

/// `setViewControllers(_:animated:)`, the `viewControllers` setter and `popToViewController(_:animated:)`.
@MainActor
@Suite struct NavigationStackTests {
    let fixture = NavigationControllerTests()
    var clock: TestClock { fixture.clock }
    var log: CallbackLog { fixture.log }

    func makeWindow(_ navigation: UINavigationController) -> UIWindow { fixture.makeWindow(navigation) }

    func backTitle(_ navigation: UINavigationController) -> String? {
        navigation.view.layoutIfNeeded()
        return navigation.navigationBar.leftButtons.first?.title(for: .normal)
    }

    @Test func aNewTopSlidesInAsAPushAndTheReplacedOneIsRemoved() {
        let (a, b, c) = (LoggingScreen("A", log: log), LoggingScreen("B", log: log), LoggingScreen("C", log: log))
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(navigation)
        navigation.pushViewController(b, animated: false)
        log.entries = []
        navigation.setViewControllers([a, c], animated: true)
        #expect(navigation.viewControllers.map(\.title) == ["A", "C"])
        #expect(navigation.isTransitioning)
        #expect(abs(c.view.presentedTransform.tx - navigation.contentView.bounds.width) < 0.5)  // from the right
        #expect(log.entries == ["B.willMove(nil)", "C.willMove(parent)", "B.willDisappear", "C.willAppear"])
        clock.advance(by: .milliseconds(400))
        #expect(!navigation.isTransitioning)
        #expect(
            log.entries == [
                "B.willMove(nil)", "C.willMove(parent)", "B.willDisappear", "C.willAppear", "B.didDisappear",
                "C.didAppear", "B.didMove(nil)", "C.didMove(parent)",
            ])
        #expect(b.isTornDown && b.parent == nil)
        #expect(navigation.contentView.subviews == [c.view])
        #expect(navigation.navigationBar.titleLabel.text == "C")
        #expect(backTitle(navigation) == "A")
        withExtendedLifetime(window) {}
    }

    @Test func aTopFromLowerInTheStackSlidesBackAsAPop() {
        let (a, b, c) = (LoggingScreen("A", log: log), LoggingScreen("B", log: log), LoggingScreen("C", log: log))
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(navigation)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        navigation.setViewControllers([a], animated: true)
        #expect(navigation.isTransitioning)
        #expect(navigation.contentView.subviews.first === a.view)  // underneath the leaving screen
        clock.advance(by: .milliseconds(175))
        #expect(c.view.presentedTransform.tx > 0)  // leaving to the right
        clock.advance(by: .milliseconds(225))
        #expect(navigation.viewControllers == [a])
        #expect(b.isTornDown && c.isTornDown)
        #expect(navigation.contentView.subviews == [a.view])
        #expect(navigation.navigationBar.leftButtons.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func keepingTheTopRebuildsTheStackBelowItWithoutMotion() {
        let (a, b, c) = (LoggingScreen("A", log: log), LoggingScreen("B", log: log), LoggingScreen("C", log: log))
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(navigation)
        navigation.pushViewController(c, animated: false)
        #expect(backTitle(navigation) == "A")
        log.entries = []
        navigation.setViewControllers([b, c], animated: true)
        #expect(!navigation.isTransitioning)
        #expect(log.entries == ["A.willMove(nil)", "B.willMove(parent)", "A.didMove(nil)", "B.didMove(parent)"])
        #expect(a.isTornDown)
        #expect(backTitle(navigation) == "B")
        navigation.popViewController(animated: false)
        #expect(navigation.navigationBar.titleLabel.text == "B")
        withExtendedLifetime(window) {}
    }

    @Test func aStackSetBeforeTheViewLoadsShowsItsTop() {
        let (a, b, c) = (LoggingScreen("A", log: log), LoggingScreen("B", log: log), LoggingScreen("C", log: log))
        let navigation = UINavigationController(rootViewController: a)
        navigation.viewControllers = [a, b, c]  // a deep link, before the window shows it
        #expect(navigation.topViewController === c)
        #expect(b.parent === navigation && c.parent === navigation)
        let window = makeWindow(navigation)
        #expect(navigation.navigationBar.titleLabel.text == "C")
        #expect(backTitle(navigation) == "B")
        #expect(navigation.contentView.subviews == [c.view])
        withExtendedLifetime(window) {}
    }

    @Test func theSetterReplacesTheStackAtOnce() {
        let (a, b) = (LoggingScreen("A", log: log), LoggingScreen("B", log: log))
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(navigation)
        navigation.viewControllers = [b]
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers == [b])
        #expect(a.isTornDown)
        #expect(navigation.contentView.subviews == [b.view])
        #expect(navigation.navigationBar.leftButtons.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func theScreenSlidingOutKeepsItsBackButtonUntilItIsGone() {
        let (a, b, c) = (LoggingScreen("A", log: log), LoggingScreen("B", log: log), LoggingScreen("C", log: log))
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(navigation)
        navigation.pushViewController(b, animated: false)
        navigation.setViewControllers([a, c], animated: true)
        clock.advance(by: .milliseconds(175))
        #expect(b.navigationItem.leftBarButtonItems.count == 1)
        clock.advance(by: .milliseconds(225))
        #expect(b.navigationItem.leftBarButtonItems.isEmpty)
        #expect(c.navigationItem.leftBarButtonItems.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func theSameStackChangesNothing() throws {
        let (a, b) = (LoggingScreen("A", log: log), LoggingScreen("B", log: log))
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(navigation)
        navigation.pushViewController(b, animated: false)
        let back = try #require(b.navigationItem.leftBarButtonItems.first)
        log.entries = []
        navigation.setViewControllers([a, b], animated: true)
        #expect(log.entries.isEmpty)
        #expect(!navigation.isTransitioning)
        #expect(b.navigationItem.leftBarButtonItems.first === back)
        withExtendedLifetime(window) {}
    }

    @Test func reorderingBringsALowerControllerBackAsAPop() {
        let (a, b) = (LoggingScreen("A", log: log), LoggingScreen("B", log: log))
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(navigation)
        navigation.pushViewController(b, animated: false)
        navigation.setViewControllers([b, a], animated: true)
        #expect(navigation.contentView.subviews.first === a.view)  // a pop: the incoming screen underneath
        clock.advance(by: .milliseconds(400))
        #expect(navigation.viewControllers == [b, a])
        #expect(!a.isTornDown && !b.isTornDown)
        #expect(b.navigationItem.leftBarButtonItems.isEmpty)
        #expect(backTitle(navigation) == "B")
        navigation.popViewController(animated: false)
        #expect(navigation.topViewController === b)
        withExtendedLifetime(window) {}
    }

    @Test func settingDuringAnAnimatedPopLandsThePopFirst() {
        let (a, b, c) = (LoggingScreen("A", log: log), LoggingScreen("B", log: log), LoggingScreen("C", log: log))
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(navigation)
        navigation.pushViewController(b, animated: false)
        navigation.popViewController(animated: true)
        #expect(navigation.isTransitioning)
        navigation.setViewControllers([a, c], animated: false)
        #expect(b.isTornDown)
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers == [a, c])
        #expect(navigation.contentView.subviews == [c.view])
        #expect(c.appearanceState == .appeared)
        withExtendedLifetime(window) {}
    }

    @Test func popToAControllerReturnsThoseAboveIt() {
        let screens = ["A", "B", "C", "D"].map { LoggingScreen($0, log: log) }
        let navigation = UINavigationController(rootViewController: screens[0])
        let window = makeWindow(navigation)
        for screen in screens.dropFirst() { navigation.pushViewController(screen, animated: false) }
        #expect(navigation.popToViewController(LoggingScreen("Elsewhere", log: log), animated: true) == nil)
        #expect(navigation.viewControllers.count == 4)
        let popped = navigation.popToViewController(screens[1], animated: false)
        #expect(popped?.map(\.title) == ["C", "D"])
        #expect(navigation.viewControllers == Array(screens.prefix(2)))
        #expect(navigation.navigationBar.titleLabel.text == "B")
        #expect(navigation.popToViewController(screens[1], animated: false) == [])
        withExtendedLifetime(window) {}
    }

    /// `UINavigationController()` starts empty, as in UIKit: no item on the bar, nothing in the
    /// content; the first controller set or pushed becomes the root, with no back button.
    @Test(arguments: [false, true])
    func anEmptyStackTakesItsFirstControllerAsTheRoot(bySetting: Bool) {
        let a = LoggingScreen("A", log: log)
        let navigation = UINavigationController()
        let window = makeWindow(navigation)
        navigation.view.layoutIfNeeded()
        #expect(navigation.viewControllers.isEmpty && navigation.topViewController == nil)
        #expect(navigation.navigationBar.item == nil && navigation.contentView.subviews.isEmpty)
        #expect((navigation.navigationBar.titleLabel.text ?? "").isEmpty && backTitle(navigation) == nil)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == [])
        if bySetting { navigation.viewControllers = [a] } else { navigation.pushViewController(a, animated: true) }
        clock.advance(by: .milliseconds(400))
        #expect(navigation.viewControllers == [a] && a.parent === navigation)
        #expect(navigation.contentView.subviews == [a.view])
        #expect(navigation.navigationBar.titleLabel.text == "A")
        #expect(backTitle(navigation) == nil)
        #expect(log.entries.contains("A.didAppear"))
        withExtendedLifetime(window) {}
    }

    /// `setViewControllers([])` empties the stack: the screen on top disappears at once (even when
    /// animated), every controller leaves, and the bar shows no item; a push afterwards starts over.
    @Test func settingAnEmptyStackRemovesEveryControllerAndTheItem() {
        let (a, b, c) = (LoggingScreen("A", log: log), LoggingScreen("B", log: log), LoggingScreen("C", log: log))
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(navigation)
        navigation.pushViewController(b, animated: false)
        log.entries = []
        navigation.setViewControllers([], animated: true)
        #expect(!navigation.isTransitioning)
        #expect(
            log.entries == [
                "A.willMove(nil)", "B.willMove(nil)", "B.willDisappear", "B.didDisappear", "A.didMove(nil)",
                "B.didMove(nil)",
            ])
        #expect(navigation.viewControllers.isEmpty && a.isTornDown && b.isTornDown)
        #expect(navigation.contentView.subviews.isEmpty)
        #expect(navigation.navigationBar.item == nil && backTitle(navigation) == nil)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.contentView.subviews == [c.view] && backTitle(navigation) == nil)
        #expect(navigation.navigationBar.titleLabel.text == "C")
        withExtendedLifetime(window) {}
    }
}
