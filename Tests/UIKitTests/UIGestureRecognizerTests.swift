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
