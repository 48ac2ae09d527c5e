import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct HitTestingTests {
    func tree() -> (UIWindow, UIView, UIView, UIView) {
        let window = UIWindow(device: .iPhoneSE)
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))  // overflows the parent
        let sibling = UIView(frame: CGRect(x: 200, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        window.addSubview(parent)
        window.addSubview(sibling)
        return (window, parent, child, sibling)
    }

    @Test func deepestViewWins() {
        let (window, parent, child, _) = tree()
        #expect(window.hitTest(CGPoint(x: 95, y: 95), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === parent)
        #expect(window.hitTest(CGPoint(x: 300, y: 600), with: nil) === window)
    }

    @Test func overflowingSubviewsAreHitUnlessClipped() {
        let (window, parent, child, _) = tree()
        #expect(window.hitTest(CGPoint(x: 130, y: 130), with: nil) === child)
        parent.clipsToBounds = true
        #expect(window.hitTest(CGPoint(x: 130, y: 130), with: nil) === window)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let (window, parent, child, sibling) = tree()
        child.isHidden = true
        #expect(window.hitTest(CGPoint(x: 95, y: 95), with: nil) === parent)
        parent.alpha = 0.001
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === window)
        sibling.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 210, y: 20), with: nil) === window)
    }

    @Test func transformedViewsAreHitWhereTheyAreDrawn() {
        let window = UIWindow(device: .iPhoneSE)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        view.transform = CGAffineTransform(scaleX: 4, y: 4)  // draws 70…150
        window.addSubview(view)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === window)
    }

    @Test func responderChainFollowsSuperviews() {
        let (window, parent, child, _) = tree()
        #expect(child.next === parent)
        #expect(parent.next === window)
        #expect(window.next == nil)
    }
}

@MainActor
@Suite struct ControlTrackingTests {
    func setUp() -> (UIWindow, UIButton, [String]) {
        let window = UIWindow(device: .iPhoneSE)
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        window.addSubview(button)
        return (window, button, [])
    }

    @Test func aTapSendsTouchUpInside() {
        let (window, button, _) = setUp()
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        window.send(.pointerDown(CGPoint(x: 50, y: 40)))
        #expect(button.isHighlighted)
        window.send(.pointerUp(CGPoint(x: 50, y: 40)))
        #expect(!button.isHighlighted)
        #expect(events == ["down", "up inside", "primary"])
    }

    @Test func liftingFarOutsideSendsTouchUpOutside() {
        let (window, button, _) = setUp()
        var events: [UIControl.Event] = []
        button.addAction(
            UIAction { _ in events.append(button.isHighlighted ? [] : .touchUpOutside) },
            for: [.touchUpInside, .touchUpOutside])
        window.send(.pointerDown(CGPoint(x: 50, y: 40)))
        window.send(.pointerMoved(CGPoint(x: 50, y: 300)))
        #expect(!button.isHighlighted)
        window.send(.pointerUp(CGPoint(x: 50, y: 300)))
        #expect(events == [.touchUpOutside])
    }

    @Test func disabledControlsIgnoreTouches() {
        let (window, button, _) = setUp()
        var fired = false
        button.addAction(UIAction { _ in fired = true }, for: .touchUpInside)
        button.isEnabled = false
        window.send(.pointerDown(CGPoint(x: 50, y: 40)))
        window.send(.pointerUp(CGPoint(x: 50, y: 40)))
        #expect(!fired)
    }

    @Test func removedActionsDoNotRun() {
        let (window, button, _) = setUp()
        var count = 0
        let action = UIAction { _ in count += 1 }
        button.addAction(action, for: .touchUpInside)
        button.removeAction(action, for: .touchUpInside)
        window.send(.pointerDown(CGPoint(x: 50, y: 40)))
        window.send(.pointerUp(CGPoint(x: 50, y: 40)))
        #expect(count == 0)
    }
}

@MainActor
@Suite struct GestureRecognizerTests {
    let clock = TestClock()

    func window() -> (UIWindow, UIView) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(target)
        return (window, target)
    }

    func tap(_ window: UIWindow, at point: CGPoint = CGPoint(x: 50, y: 50)) {
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
    }

    @Test func singleTapRecognises() {
        let (window, target) = window()
        var taps = 0
        target.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        tap(window)
        tap(window)
        #expect(taps == 2)
    }

    @Test func aTapThatMovesTooFarFails() {
        let (window, target) = window()
        var taps = 0
        target.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        window.send(.pointerDown(CGPoint(x: 50, y: 50)))
        window.send(.pointerMoved(CGPoint(x: 80, y: 50)))
        window.send(.pointerUp(CGPoint(x: 80, y: 50)))
        #expect(taps == 0)
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let (window, target) = window()
        var log: [String] = []
        let double = UITapGestureRecognizer(numberOfTapsRequired: 2) { _ in log.append("double") }
        let single = UITapGestureRecognizer { _ in log.append("single") }
        single.require(toFail: double)
        target.addGestureRecognizer(double)
        target.addGestureRecognizer(single)

        tap(window)
        #expect(log.isEmpty)  // still waiting: a second tap may come
        clock.advance(by: .milliseconds(400))
        #expect(log == ["single"])

        clock.advance(by: .seconds(1))
        tap(window)
        clock.advance(by: .milliseconds(100))
        tap(window)
        #expect(log == ["single", "double"])
        clock.advance(by: .seconds(1))
        #expect(log == ["single", "double"])
    }

    @Test func longPressBeginsAfterTheMinimumDuration() {
        let (window, target) = window()
        var states: [UIGestureRecognizer.State] = []
        target.addGestureRecognizer(UILongPressGestureRecognizer { states.append($0.state) })
        window.send(.pointerDown(CGPoint(x: 50, y: 50)))
        clock.advance(by: .milliseconds(300))
        #expect(states.isEmpty)
        clock.advance(by: .milliseconds(300))
        #expect(states == [.began])
        window.send(.pointerMoved(CGPoint(x: 60, y: 50)))
        window.send(.pointerUp(CGPoint(x: 60, y: 50)))
        #expect(states == [.began, .changed, .ended])
    }

    @Test func longPressFailsWhenLiftedEarly() {
        let (window, target) = window()
        var states: [UIGestureRecognizer.State] = []
        target.addGestureRecognizer(UILongPressGestureRecognizer { states.append($0.state) })
        tap(window)
        clock.advance(by: .seconds(1))
        #expect(states.isEmpty)
    }

    @Test func panReportsTranslation() {
        let (window, target) = window()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { recognizer in
            translations.append((recognizer as! UIPanGestureRecognizer).translation(in: target))
        }
        target.addGestureRecognizer(pan)
        window.send(.pointerDown(CGPoint(x: 50, y: 50)))
        window.send(.pointerMoved(CGPoint(x: 55, y: 50)))
        #expect(translations.isEmpty)
        window.send(.pointerMoved(CGPoint(x: 70, y: 60)))
        window.send(.pointerMoved(CGPoint(x: 90, y: 80)))
        window.send(.pointerUp(CGPoint(x: 90, y: 80)))
        #expect(translations == [CGPoint(x: 20, y: 10), CGPoint(x: 40, y: 30), CGPoint(x: 40, y: 30)])
        #expect(pan.state == .possible)  // reset for the next sequence
    }

    @Test func swipeRecognisesOnlyItsDirection() {
        let (window, target) = window()
        var swipes: [UISwipeGestureRecognizer.Direction] = []
        let swipe = UISwipeGestureRecognizer(direction: .left) {
            swipes.append(($0 as! UISwipeGestureRecognizer).recognizedDirection)
        }
        target.addGestureRecognizer(swipe)
        window.send(.pointerDown(CGPoint(x: 150, y: 50)))
        window.send(.pointerMoved(CGPoint(x: 90, y: 55)))
        window.send(.pointerUp(CGPoint(x: 80, y: 55)))
        window.send(.pointerDown(CGPoint(x: 50, y: 50)))
        window.send(.pointerUp(CGPoint(x: 150, y: 50)))
        #expect(swipes == [.left])
    }

    @Test func aRecognisedPanCancelsTheButtonUnderneath() {
        let (window, target) = window()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        target.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("tap") }, for: .touchUpInside)
        target.addGestureRecognizer(UIPanGestureRecognizer())
        window.send(.pointerDown(CGPoint(x: 20, y: 20)))
        window.send(.pointerMoved(CGPoint(x: 60, y: 20)))
        window.send(.pointerUp(CGPoint(x: 60, y: 20)))
        #expect(events == ["cancel"])
        #expect(!button.isHighlighted)
    }

    @Test func tapCountGrowsForQuickTapsInOnePlace() {
        let (window, target) = window()
        final class Recorder: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(touches.first!.tapCount)
            }
        }
        let recorder = Recorder(frame: target.bounds)
        target.addSubview(recorder)
        tap(window)
        clock.advance(by: .milliseconds(200))
        tap(window)
        clock.advance(by: .milliseconds(500))
        tap(window)
        #expect(recorder.counts == [1, 2, 1])
    }
}

@MainActor
@Suite struct KeyboardFocusTests {
    final class Field: UIView {
        var typed = ""
        var keys: [Key] = []
        override var canBecomeFirstResponder: Bool { true }
        override func insertText(_ text: String) -> Bool {
            typed += text
            return true
        }
        override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
            if case .character = key {
                keys.append(key)
                return true
            }
            return super.keyDown(key, modifiers: modifiers)
        }
    }

    func form() -> (UIWindow, [Field]) {
        let window = UIWindow(device: .iPhoneSE)
        let fields = [
            CGRect(x: 20, y: 100, width: 100, height: 30), CGRect(x: 20, y: 20, width: 100, height: 30),
            CGRect(x: 200, y: 20, width: 100, height: 30),
        ].map(Field.init(frame:))
        fields.forEach(window.addSubview)
        return (window, fields)
    }

    @Test func tabMovesThroughFieldsInReadingOrder() {
        let (window, fields) = form()
        #expect(window.focusOrder.map { fields.firstIndex(of: $0 as! Field)! } == [1, 2, 0])
        window.send(.keyDown(.tab))
        #expect(fields[1].isFirstResponder)
        window.send(.keyDown(.tab))
        #expect(fields[2].isFirstResponder)
        window.send(.keyDown(.tab))
        window.send(.keyDown(.tab))
        #expect(fields[1].isFirstResponder)
        window.send(.keyDown(.tab, modifiers: .shift))
        #expect(fields[0].isFirstResponder)
    }

    @Test func textGoesToTheFirstResponder() {
        let (window, fields) = form()
        fields[2].becomeFirstResponder()
        window.send(.text("你好 ok"))
        window.send(.keyDown(.character("a")))
        #expect(fields[2].typed == "你好 ok")
        #expect(fields[2].keys == [.character("a")])
        #expect(fields[0].typed.isEmpty)
    }

    @Test func escapeResignsFocus() {
        let (window, fields) = form()
        fields[0].becomeFirstResponder()
        window.send(.keyDown(.escape))
        #expect(window.firstResponder == nil)
    }

    @Test func viewsThatCannotFocusRefuse() {
        let window = UIWindow(device: .iPhoneSE)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(!Field().becomeFirstResponder())  // not in a window
    }

    @Test func wheelScrollsClimbTheChain() {
        final class Scroller: UIView {
            var total = CGSize.zero
            override func scrollWheel(delta: CGSize, at location: CGPoint) -> Bool {
                total.height += delta.height
                return true
            }
        }
        let window = UIWindow(device: .iPhoneSE)
        let scroller = Scroller(frame: window.bounds)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroller.addSubview(inner)
        window.addSubview(scroller)
        window.send(.scroll(delta: CGSize(width: 0, height: 30), at: CGPoint(x: 50, y: 50)))
        #expect(scroller.total.height == 30)
    }
}

extension Array where Element == KeyboardFocusTests.Field {
    func firstIndex(of field: KeyboardFocusTests.Field) -> Int? { firstIndex { $0 === field } }
}
