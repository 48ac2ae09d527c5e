import Foundation
import TesseraCore
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

/// A screen that refuses swipe-back while it says so.
@MainActor
private final class GuardedScreen: UIViewController, InteractivePopControlling {
    var allowsInteractivePop = false
}

@MainActor
@Suite struct NavigationInteractivePopTests {
    let clock = TestClock()
    let log = CallbackLog()

    /// A window showing A with B pushed on it (without animation), callbacks log cleared.
    func makeStack(
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) -> (window: UIWindow, navigation: UINavigationController, a: LoggingScreen, b: LoggingScreen) {
        let a = LoggingScreen("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(layoutDirection: layoutDirection))
        window.clock = clock
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let b = LoggingScreen("B", log: log)
        navigation.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        log.entries = []
        return (window, navigation, a, b)
    }

    /// Presses at `start`, moves by `step` points `steps` times, `interval` apart on the test clock.
    func drag(_ window: UIWindow, from start: CGPoint, step: CGFloat, steps: Int, interval: Duration) -> CGPoint {
        window.send(.pointerDown(start))
        var location = start
        for _ in 0..<steps {
            clock.advance(by: interval)
            location.x += step
            window.send(.pointerMoved(location))
        }
        return location
    }

    @Test func aSlowDragPastHalfTheWidthCompletesThePop() {
        let (window, navigation, a, b) = makeStack()
        let width = navigation.contentView.bounds.width
        #expect(width == 375)
        let end = drag(window, from: CGPoint(x: 5, y: 300), step: 20, steps: 10, interval: .milliseconds(100))
        // The top screen follows the finger; the one below peeks in at 30 % parallax.
        #expect(b.view.transform.tx == 200)
        #expect(abs(a.view.transform.tx - -(width - 200) * 0.3) < 0.001)
        #expect(a.view.superview === navigation.contentView)
        #expect(navigation.viewControllers.count == 2)
        window.send(.pointerUp(end))
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.isTransitioning)
        #expect(abs(b.view.presentedTransform.tx - 200) < 0.5)
        clock.advance(by: .milliseconds(400))
        #expect(!navigation.isTransitioning)
        #expect(navigation.topViewController === a)
        #expect(b.parent == nil)
        #expect(b.isTornDown)
        #expect(b.viewIfLoaded?.superview == nil)
        #expect(a.view.transform == .identity)
        #expect(navigation.navigationBar.titleLabel.text == "A")
    }

    @Test func aSlowDragShortOfHalfSlidesBackAndKeepsTheStack() {
        let (window, navigation, a, b) = makeStack()
        let end = drag(window, from: CGPoint(x: 5, y: 300), step: 20, steps: 5, interval: .milliseconds(100))
        #expect(b.view.transform.tx == 100)
        window.send(.pointerUp(end))
        #expect(navigation.viewControllers.count == 2)
        clock.advance(by: .milliseconds(400))
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(b.view.transform == .identity)
        #expect(b.view.presentedTransform == .identity)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(!b.isTornDown)
        #expect(b.appearanceState == .appeared)
        #expect(a.appearanceState == .disappeared)
        #expect(navigation.navigationBar.titleLabel.text == "B")
    }

    @Test func aFastFlickCompletesThePopBeforeHalfTheWidth() {
        let (window, navigation, a, _) = makeStack()
        // 40 points every 20 ms: 2000 pt/s, released at 80 of 375 points.
        let end = drag(window, from: CGPoint(x: 5, y: 300), step: 40, steps: 2, interval: .milliseconds(20))
        window.send(.pointerUp(end))
        clock.advance(by: .milliseconds(400))
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === a)
    }

    @Test func aFlickBackTowardsTheEdgeCancelsPastHalf() {
        let (window, navigation, _, b) = makeStack()
        var end = drag(window, from: CGPoint(x: 5, y: 300), step: 20, steps: 12, interval: .milliseconds(100))
        clock.advance(by: .milliseconds(20))
        end.x -= 20  // 1000 pt/s back towards the edge, still at 220 of 375 points.
        window.send(.pointerMoved(end))
        window.send(.pointerUp(end))
        clock.advance(by: .milliseconds(400))
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === b)
    }

    @Test func aPanStartingAwayFromTheEdgeDoesNotSwipeBack() {
        let (window, navigation, a, b) = makeStack()
        let end = drag(window, from: CGPoint(x: 40, y: 300), step: 20, steps: 10, interval: .milliseconds(100))
        #expect(b.view.transform == .identity)
        #expect(a.viewIfLoaded?.superview == nil)
        window.send(.pointerUp(end))
        clock.advance(by: .milliseconds(400))
        #expect(navigation.viewControllers.count == 2)
        #expect(log.entries.isEmpty)
    }

    @Test func aVerticalPanFromTheEdgeDoesNotSwipeBack() {
        let (window, navigation, _, b) = makeStack()
        window.send(.pointerDown(CGPoint(x: 5, y: 300)))
        window.send(.pointerMoved(CGPoint(x: 8, y: 340)))
        window.send(.pointerMoved(CGPoint(x: 200, y: 340)))
        window.send(.pointerUp(CGPoint(x: 200, y: 340)))
        clock.advance(by: .milliseconds(400))
        #expect(b.view.transform == .identity)
        #expect(navigation.viewControllers.count == 2)
        #expect(log.entries.isEmpty)
    }

    @Test func theRootAloneCannotBeSwipedAway() {
        let a = LoggingScreen("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        window.rootViewController = navigation
        window.layoutIfNeeded()
        log.entries = []
        let end = drag(window, from: CGPoint(x: 5, y: 300), step: 20, steps: 10, interval: .milliseconds(100))
        #expect(a.view.transform == .identity)
        window.send(.pointerUp(end))
        clock.advance(by: .milliseconds(400))
        #expect(navigation.viewControllers.count == 1)
        #expect(log.entries.isEmpty)
    }

    @Test func aDisabledRecognizerOrARefusingScreenDoesNotSwipeBack() {
        let (window, navigation, _, b) = makeStack()
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        var end = drag(window, from: CGPoint(x: 5, y: 300), step: 40, steps: 5, interval: .milliseconds(100))
        window.send(.pointerUp(end))
        clock.advance(by: .milliseconds(400))
        #expect(navigation.topViewController === b)
        #expect(b.view.transform == .identity)

        navigation.interactivePopGestureRecognizer?.isEnabled = true
        let guarded = GuardedScreen()
        navigation.pushViewController(guarded, animated: false)
        window.layoutIfNeeded()
        end = drag(window, from: CGPoint(x: 5, y: 300), step: 40, steps: 5, interval: .milliseconds(100))
        window.send(.pointerUp(end))
        clock.advance(by: .milliseconds(400))
        #expect(navigation.topViewController === guarded)
        #expect(guarded.view.transform == .identity)

        guarded.allowsInteractivePop = true
        end = drag(window, from: CGPoint(x: 5, y: 300), step: 40, steps: 5, interval: .milliseconds(100))
        window.send(.pointerUp(end))
        clock.advance(by: .milliseconds(400))
        #expect(navigation.topViewController === b)
    }

    @Test func aCompletedSwipeRunsInteractivePopCallbacksInUIKitOrder() {
        let (window, _, _, _) = makeStack()
        let end = drag(window, from: CGPoint(x: 5, y: 300), step: 20, steps: 10, interval: .milliseconds(100))
        #expect(log.entries == ["B.willDisappear", "A.willAppear"])
        window.send(.pointerUp(end))
        #expect(log.entries == ["B.willDisappear", "A.willAppear", "B.willMove(nil)"])
        clock.advance(by: .milliseconds(400))
        #expect(
            log.entries == [
                "B.willDisappear", "A.willAppear", "B.willMove(nil)",
                "B.didDisappear", "A.didAppear", "B.didMove(nil)",
            ])
    }

    @Test func aCancelledSwipeRunsTheReverseCallbacks() {
        let (window, _, _, _) = makeStack()
        let end = drag(window, from: CGPoint(x: 5, y: 300), step: 20, steps: 3, interval: .milliseconds(100))
        window.send(.pointerUp(end))
        clock.advance(by: .milliseconds(400))
        #expect(
            log.entries == [
                "B.willDisappear", "A.willAppear",
                "A.willDisappear", "B.willAppear",
                "A.didDisappear", "B.didAppear",
            ])
    }

    @Test func anInterruptedTouchSlidesTheScreenBack() {
        let (window, navigation, a, b) = makeStack()
        _ = drag(window, from: CGPoint(x: 5, y: 300), step: 20, steps: 10, interval: .milliseconds(100))
        window.send(.pointerCancelled)
        clock.advance(by: .milliseconds(400))
        #expect(navigation.topViewController === b)
        #expect(b.view.transform == .identity)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(b.appearanceState == .appeared)
    }

    @Test func aProgrammaticPopDuringTheDragCancelsTheSwipeFirst() {
        let (window, navigation, a, b) = makeStack()
        let end = drag(window, from: CGPoint(x: 5, y: 300), step: 20, steps: 5, interval: .milliseconds(100))
        #expect(navigation.popViewController(animated: false) === b)
        window.send(.pointerUp(end))
        clock.advance(by: .milliseconds(400))
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(a.view.transform == .identity)
        #expect(a.appearanceState == .appeared)
        #expect(b.isTornDown)
    }

    @Test func theSwipedAwayControllerDeinitialises() {
        let (window, navigation, _, _) = makeStack()
        weak var weakPopped: UIViewController?
        do {
            let pushed = UIViewController()
            weakPopped = pushed
            navigation.pushViewController(pushed, animated: false)
            window.layoutIfNeeded()
            let end = drag(window, from: CGPoint(x: 5, y: 300), step: 30, steps: 8, interval: .milliseconds(100))
            window.send(.pointerUp(end))
            clock.advance(by: .milliseconds(400))
        }
        #expect(navigation.viewControllers.count == 2)
        #expect(weakPopped == nil)
    }

    @Test func rightToLeftSwipesFromTheRightEdge() {
        let (window, navigation, _, b) = makeStack(layoutDirection: .rightToLeft)
        let end = drag(window, from: CGPoint(x: 370, y: 300), step: -20, steps: 10, interval: .milliseconds(100))
        #expect(b.view.transform.tx == -200)
        window.send(.pointerUp(end))
        clock.advance(by: .milliseconds(400))
        #expect(navigation.viewControllers.count == 1)
    }
}
