import TesseraCore
import TesseraTesting
import Testing
import UIKit

/// A card that handles its own gestures, as iOS code does with a delegate.
final class CardView: UIView, UIGestureRecognizerDelegate {
    var events: [String] = []
    lazy var tap = makeTap()
    lazy var pan = makePan()

    /// The portable pattern: a selector where the Objective-C runtime exists, a closure here.
    func makeTap() -> UITapGestureRecognizer {
        #if canImport(ObjectiveC)
            return UITapGestureRecognizer(target: self, action: #selector(didTap))
        #else
            return UITapGestureRecognizer { [weak self] _ in self?.didTap() }
        #endif
    }

    func didTap() { events.append("tap") }

    func makePan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            self?.events.append("pan \(recognizer.state.rawValue)")
        }
        pan.delegate = self
        return pan
    }

    func install() {
        addGestureRecognizer(tap)
        addGestureRecognizer(pan)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        events.append("should begin")
        return true
    }
}

@Suite("UIKit gesture recognisers")
struct UIGestureRecognizerTests {
    @Test @MainActor func statesHaveUIKitsRawValuesAndRecognizedIsEnded() {
        #expect(UIGestureRecognizer.State.possible.rawValue == 0)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
    }

    @Test @MainActor func aDragAsksTheDelegateAndReportsTheStates() throws {
        let gestures = CardView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        gestures.install()
        let window = UIWindow(device: .iPhoneSE)
        window.addSubview(gestures)
        let driver = UIDriver(window: window)
        try driver.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 160, y: 60))
        #expect(gestures.events.first == "should begin")
        #expect(gestures.events.contains("pan 1"))
        #expect(gestures.events.last == "pan 3")
        #expect(!gestures.events.contains("tap"))
        #expect(gestures.pan.numberOfTouches == 0)
        gestures.tap.numberOfTapsRequired = 2
        gestures.tap.numberOfTouchesRequired = 1
        #expect(gestures.tap.view === gestures)
    }
}

/// A pan's velocity is the finger's motion over its last 0.1 s, as UIKit reports it: a finger held
/// still before it lifts lifts with none, so a scroll view it dragged stays where it was left.
@Suite("UIKit pan velocity")
@MainActor struct UIPanVelocityTests {
    let clock = TestClock()

    func makeScrollView() -> (UIScrollView, UIDriver) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: window.bounds.width, height: 10_000)
        window.addSubview(scrollView)
        return (scrollView, UIDriver(window: window))
    }

    /// Down at y = 500, ten moves of 20 points a frame apart (1,200 points per second).
    func drag(_ driver: UIDriver) {
        driver.send(.pointerDown(CGPoint(x: 100, y: 500)))
        for step in 1...10 {
            driver.advance(by: .milliseconds(1000) / 60)
            driver.send(.pointerMoved(CGPoint(x: 100, y: 500 - CGFloat(step) * 20)))
        }
    }

    @Test func velocityIsTheMotionOverTheLastTenthOfASecond() {
        let (scrollView, driver) = makeScrollView()
        drag(driver)
        let velocity = scrollView.panGestureRecognizer.velocity(in: scrollView)
        #expect(abs(velocity.y + 1200) < 1)
        #expect(velocity.x == 0)
    }

    @Test func liftingWhileMovingFlings() throws {
        let (scrollView, driver) = makeScrollView()
        drag(driver)
        driver.send(.pointerUp(CGPoint(x: 100, y: 300)))
        #expect(scrollView.isDecelerating)
        try driver.settle()
        #expect(scrollView.contentOffset.y > 400)
    }

    @Test func movesHandledTogetherAfterAStallStillHaveAVelocity() {
        let (scrollView, driver) = makeScrollView()
        driver.send(.pointerDown(CGPoint(x: 100, y: 500)))
        driver.advance(by: .milliseconds(20))
        driver.send(.pointerMoved(CGPoint(x: 100, y: 480)))
        driver.advance(by: .milliseconds(200))  // the app stalls; the queued moves arrive at one time
        for y in stride(from: 460, through: 380, by: -20) { driver.send(.pointerMoved(CGPoint(x: 100, y: CGFloat(y)))) }
        let velocity = scrollView.panGestureRecognizer.velocity(in: scrollView)
        #expect(abs(velocity.y + 500) < 1)  // 100 points over 0.2 s
    }

    @Test func aFingerHeldStillBeforeLiftingLiftsWithoutVelocity() throws {
        let (scrollView, driver) = makeScrollView()
        drag(driver)
        // No move events while the finger rests, as on a touch screen or a still mouse.
        driver.advance(by: .milliseconds(150))
        driver.send(.pointerUp(CGPoint(x: 100, y: 300)))
        #expect(scrollView.panGestureRecognizer.velocity(in: scrollView) == .zero)
        #expect(!scrollView.isDecelerating)
        try driver.settle()
        #expect(scrollView.contentOffset.y == 200)
    }
}
