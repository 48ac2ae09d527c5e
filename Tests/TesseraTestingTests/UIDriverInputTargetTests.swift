import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

/// An input target standing in for a host: it records every event before the window gets it.
@MainActor
final class RecordingTarget: InputTarget {
    let targetWindow: UIWindow
    var events: [InputEvent] = []

    init(window: UIWindow) { targetWindow = window }

    func send(_ event: InputEvent) {
        events.append(event)
        targetWindow.send(event)
    }
}

@MainActor
@Suite struct UIDriverInputTargetTests {
    let clock = TestClock()

    func make() -> (RecordingTarget, UIView, UIDriver) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let root = UIView(frame: window.bounds)
        window.rootView = root
        let target = RecordingTarget(window: window)
        return (target, root, UIDriver(target: target))
    }

    @Test func theDriverTakesTheTargetWindowsTestClock() {
        let (_, _, driver) = make()
        #expect(driver.clock === clock)
    }

    @Test func aTapIsADownAndAnUpAtTheVisibleCentreAndLeavesNothingHovered() throws {
        let (target, root, driver) = make()
        root.addSubview(UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 50)))
        try driver.tap(root.subviews[0])
        #expect(
            target.events == [.pointerDown(CGPoint(x: 70, y: 125)), .pointerUp(CGPoint(x: 70, y: 125)), .pointerExited])
    }

    @Test func typingSendsATextEventPerCharacterAfterFocusing() throws {
        let (target, root, driver) = make()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        root.addSubview(field)
        try driver.type("日本", into: field)
        #expect(
            target.events == [
                .pointerDown(CGPoint(x: 170, y: 117)), .pointerUp(CGPoint(x: 170, y: 117)), .pointerExited,
                .keyDown(.end, modifiers: .command), .keyUp(.end, modifiers: .command),
                .text("日"), .text("本"),
            ])
    }

    @Test func aSwipeMovesOncePerFrameAndReleasesWhileMoving() throws {
        let (target, root, driver) = make()
        root.addSubview(UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100)))
        try driver.swipe(.left, on: root.subviews[0], distance: 120, duration: .milliseconds(100))
        // 0.1 s is 6 frames: down at x = 247.5, six moves of 20 points, up at the last one.
        let xs = (1...6).map { 247.5 - CGFloat($0) * 20 }
        #expect(
            target.events == [.pointerDown(CGPoint(x: 247.5, y: 150))]
                + xs.map { .pointerMoved(CGPoint(x: $0, y: 150)) }
                + [.pointerUp(CGPoint(x: 127.5, y: 150)), .pointerExited])
    }

    @Test func aDragPausesBeforeReleasing() throws {
        let (target, _, driver) = make()
        try driver.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 70), duration: .milliseconds(50))
        #expect(
            target.events == [
                .pointerDown(CGPoint(x: 10, y: 10)), .pointerMoved(CGPoint(x: 10, y: 30)),
                .pointerMoved(CGPoint(x: 10, y: 50)),
                .pointerMoved(CGPoint(x: 10, y: 70)), .pointerMoved(CGPoint(x: 10, y: 70)),
                .pointerUp(CGPoint(x: 10, y: 70)), .pointerExited,
            ])
        // 3 moves a frame apart, a pause longer than a pan's velocity looks back, one frame of settling.
        #expect(
            clock.now == UIDriver.frameDuration * 3 + (.milliseconds(100) + UIDriver.frameDuration)
                + UIDriver.frameDuration)
    }

    @Test func pressKeySendsDownThenUp() throws {
        let (target, _, driver) = make()
        try driver.pressKey(.tab, modifiers: .shift)
        #expect(target.events == [.keyDown(.tab, modifiers: .shift), .keyUp(.tab, modifiers: .shift)])
    }
}
