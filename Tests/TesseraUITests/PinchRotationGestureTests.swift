import Foundation
import TesseraCore
import Testing

@testable import TesseraUI

/// Lets every pair of recognisers work together.
@MainActor
private final class Together: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// Two-finger gestures from touch events: pinch and rotation state sequences, values, thresholds,
/// velocity, cancellation and recognising together.
@MainActor
@Suite struct PinchRotationGestureTests {
    let clock = TestClock()
    let frame: Duration = .seconds(1) / 60

    func makeWindow() -> (UIWindow, UIView) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let root = UIView(frame: window.bounds)
        window.rootView = root
        let photo = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 300))
        root.addSubview(photo)
        window.layoutIfNeeded()
        return (window, photo)
    }

    /// Fingers 1 and 2 down either side of (190, 250), `distance` apart on a level line.
    func putDown(_ window: UIWindow, distance: CGFloat = 100) {
        window.send(.touchDown(id: 1, at: CGPoint(x: 190 - distance / 2, y: 250)))
        window.send(.touchDown(id: 2, at: CGPoint(x: 190 + distance / 2, y: 250)))
    }

    /// Both fingers to `distance` apart at `angle` from level, a frame later.
    func move(_ window: UIWindow, distance: CGFloat, angle: CGFloat = 0) {
        clock.advance(by: frame)
        let offset = CGPoint(x: cos(angle) * distance / 2, y: sin(angle) * distance / 2)
        window.send(.touchMoved(id: 1, to: CGPoint(x: 190 - offset.x, y: 250 - offset.y)))
        window.send(.touchMoved(id: 2, to: CGPoint(x: 190 + offset.x, y: 250 + offset.y)))
    }

    @Test func aPinchBeginsPastEightPointsChangesAndEndsWhenTheLastFingerLifts() {
        let (window, photo) = makeWindow()
        var seen: [(UIGestureRecognizer.State, CGFloat)] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            seen.append((recognizer.state, (recognizer as! UIPinchGestureRecognizer).scale))
        }
        photo.addGestureRecognizer(pinch)
        putDown(window)  // 140 and 240
        #expect(pinch.numberOfTouches == 2)
        window.send(.touchMoved(id: 2, to: CGPoint(x: 247, y: 250)))
        #expect(pinch.state == .possible)
        window.send(.touchMoved(id: 2, to: CGPoint(x: 248, y: 250)))
        window.send(.touchMoved(id: 2, to: CGPoint(x: 290, y: 250)))
        window.send(.touchMoved(id: 1, to: CGPoint(x: 90, y: 250)))
        window.send(.touchUp(id: 1, at: CGPoint(x: 90, y: 250)))
        #expect(pinch.state == .changed && pinch.numberOfTouches == 1)
        window.send(.touchUp(id: 2, at: CGPoint(x: 290, y: 250)))
        #expect(seen.map(\.0) == [.began, .changed, .changed, .ended])
        #expect(zip(seen.map(\.1), [1.08, 1.5, 2, 2]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(pinch.state == .possible && pinch.scale == 1)  // reset after the sequence
    }

    @Test func theScaleIsCurrentOverStartingDistanceAndSettingItCountsFromThere() {
        let (window, photo) = makeWindow()
        var applied: CGFloat = 1
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            applied *= pinch.scale
            pinch.scale = 1
        }
        photo.addGestureRecognizer(pinch)
        putDown(window, distance: 200)
        move(window, distance: 150)
        move(window, distance: 100)
        move(window, distance: 50)
        #expect(abs(applied - 0.25) < 1e-9)
    }

    @Test func oneFingerOrSmallMovesNeverBeginAndFail() {
        let (window, photo) = makeWindow()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        window.send(.touchDown(id: 1, at: CGPoint(x: 100, y: 200)))
        window.send(.touchMoved(id: 1, to: CGPoint(x: 200, y: 300)))
        #expect(pinch.state == .possible && rotation.state == .possible && pinch.numberOfTouches == 1)
        window.send(.touchDown(id: 2, at: CGPoint(x: 300, y: 300)))
        // 7 points closer, and turned by 4°: below both thresholds.
        window.send(.touchMoved(id: 2, to: CGPoint(x: 293, y: 300 + 93 * tan(CGFloat.pi * 4 / 180))))
        #expect(pinch.state == .possible && rotation.state == .possible)
        var states: [UIGestureRecognizer.State] = []
        pinch.addAction { states.append($0.state) }
        window.send(.touchUp(id: 1, at: CGPoint(x: 200, y: 300)))
        window.send(.touchUp(id: 2, at: CGPoint(x: 293, y: 300)))
        #expect(states.isEmpty)
    }

    @Test func aRotationBeginsAfterFiveDegreesAndMeasuresRadiansClockwise() {
        let (window, photo) = makeWindow()
        var seen: [(UIGestureRecognizer.State, CGFloat)] = []
        let rotation = UIRotationGestureRecognizer { recognizer in
            seen.append((recognizer.state, (recognizer as! UIRotationGestureRecognizer).rotation))
        }
        photo.addGestureRecognizer(rotation)
        let pivot = CGPoint(x: 190, y: 250)
        func orbit(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: pivot.x + 100 * cos(angle), y: pivot.y + 100 * sin(angle))
        }
        window.send(.touchDown(id: 1, at: pivot))
        window.send(.touchDown(id: 2, at: orbit(0)))
        window.send(.touchMoved(id: 2, to: orbit(4 * .pi / 180)))
        #expect(rotation.state == .possible)
        // Half a turn and past it: the rotation keeps counting beyond ±π.
        for angle in [6 * .pi / 180, .pi / 2, .pi, 1.25 * .pi] { window.send(.touchMoved(id: 2, to: orbit(angle))) }
        window.send(.touchUp(id: 1, at: pivot))
        window.send(.touchUp(id: 2, at: orbit(1.25 * .pi)))
        #expect(seen.map(\.0) == [.began, .changed, .changed, .changed, .ended])
        let expected: [CGFloat] = [6 * .pi / 180, .pi / 2, .pi, 1.25 * .pi, 1.25 * .pi]
        #expect(zip(seen.map(\.1), expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func locationIsTheCentroidOfTheFingers() {
        let (window, photo) = makeWindow()
        let pinch = UIPinchGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        window.send(.touchDown(id: 1, at: CGPoint(x: 100, y: 200)))
        window.send(.touchDown(id: 2, at: CGPoint(x: 200, y: 300)))
        #expect(pinch.location(in: nil) == CGPoint(x: 150, y: 250))
        #expect(pinch.location(in: photo) == CGPoint(x: 110, y: 150))
        #expect(pinch.location(ofTouch: 1, in: photo) == CGPoint(x: 160, y: 200))
    }

    @Test func velocityIsTheScaleAndAngleChangePerSecondOverTheLastTenthOfASecond() {
        let (window, photo) = makeWindow()
        let delegate = Together()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        pinch.delegate = delegate
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        putDown(window)
        // 0.02 scale and 0.01 rad per frame: 1.2 per second and 0.6 rad per second.
        for step in 1...20 {
            move(window, distance: 100 * (1 + 0.02 * CGFloat(step)), angle: 0.01 * CGFloat(step))
        }
        #expect(pinch.state == .changed && rotation.state == .changed)
        #expect(abs(pinch.velocity - 1.2) < 1e-6)
        #expect(abs(rotation.velocity - 0.6) < 1e-6)
        // Held still for longer than the window: no velocity left.
        clock.advance(by: .milliseconds(150))
        move(window, distance: 140, angle: 0.2)
        #expect(pinch.velocity == 0 && rotation.velocity == 0)
    }

    @Test func aPinchAppliedStepByStepKeepsItsVelocityRelativeToTheScaleSet() {
        let (window, photo) = makeWindow()
        let pinch = UIPinchGestureRecognizer { ($0 as! UIPinchGestureRecognizer).scale = 1 }
        photo.addGestureRecognizer(pinch)
        putDown(window)
        for step in 1...10 { move(window, distance: 100 + 2 * CGFloat(step)) }
        // The fingers made 1.2 growing by 1.2 per second: relative to the scale set (1), 1 per second.
        #expect(pinch.state == .changed && pinch.scale == 1)
        #expect(abs(pinch.velocity - 1) < 1e-6)
    }

    @Test func pinchAndRotationRecogniseTogetherOnlyWhenADelegateAllowsIt() {
        for allowed in [false, true] {
            let (window, photo) = makeWindow()
            let delegate = Together()
            let pinch = UIPinchGestureRecognizer()
            let rotation = UIRotationGestureRecognizer()
            if allowed { rotation.delegate = delegate }
            photo.addGestureRecognizer(pinch)
            photo.addGestureRecognizer(rotation)
            putDown(window)
            move(window, distance: 120, angle: 0.3)
            move(window, distance: 150, angle: 0.5)
            if allowed {
                #expect(pinch.state == .changed && rotation.state == .changed)
                #expect(abs(pinch.scale - 1.5) < 1e-9 && abs(rotation.rotation - 0.5) < 1e-9)
            } else {
                #expect(pinch.state == .changed && rotation.state == .failed)
            }
        }
    }

    @Test func cancellingAFingerCancelsTheGestureInProgress() {
        let (window, photo) = makeWindow()
        var states: [UIGestureRecognizer.State] = []
        let pinch = UIPinchGestureRecognizer { states.append($0.state) }
        photo.addGestureRecognizer(pinch)
        putDown(window)
        move(window, distance: 150)
        window.send(.touchCancelled(id: 2))
        #expect(pinch.state == .cancelled)
        window.send(.touchMoved(id: 1, to: CGPoint(x: 10, y: 250)))
        window.send(.touchUp(id: 1, at: CGPoint(x: 10, y: 250)))
        #expect(states == [.began, .changed])
        #expect(pinch.state == .possible)
    }

    @Test func fingersThatLeaveTheViewStillPinchIt() {
        let (window, photo) = makeWindow()
        let pinch = UIPinchGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        putDown(window)
        move(window, distance: 500)  // both fingers far outside the 300-point photo
        #expect(pinch.state == .changed && abs(pinch.scale - 5) < 1e-9)
        photo.frame.origin.x = 1_000  // the view moves out of the window under the fingers
        move(window, distance: 400)
        #expect(pinch.state == .changed && abs(pinch.scale - 4) < 1e-9)
    }

    @Test func aFingerDownOutsideTheViewDoesNotJoinItsPinch() {
        let (window, photo) = makeWindow()
        let pinch = UIPinchGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        window.send(.touchDown(id: 1, at: CGPoint(x: 100, y: 200)))
        window.send(.touchDown(id: 2, at: CGPoint(x: 100, y: 500)))  // below the photo
        #expect(pinch.numberOfTouches == 1)
        window.send(.touchMoved(id: 2, to: CGPoint(x: 100, y: 600)))
        #expect(pinch.state == .possible)
    }

    @Test func liftingAndReplacingAFingerCarriesOnFromTheScaleReached() {
        let (window, photo) = makeWindow()
        let pinch = UIPinchGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        putDown(window)
        move(window, distance: 200)
        window.send(.touchUp(id: 2, at: CGPoint(x: 290, y: 250)))
        window.send(.touchDown(id: 3, at: CGPoint(x: 190, y: 250)))  // 100 from finger 1
        window.send(.touchMoved(id: 3, to: CGPoint(x: 240, y: 250)))  // 150: half as far again
        #expect(pinch.state == .changed && abs(pinch.scale - 3) < 1e-9)
    }

    @Test func aTapAndAPanKeepToTheirFirstFinger() {
        let (window, photo) = makeWindow()
        let pan = UIPanGestureRecognizer()
        photo.addGestureRecognizer(pan)
        window.send(.touchDown(id: 1, at: CGPoint(x: 100, y: 200)))
        window.send(.touchDown(id: 2, at: CGPoint(x: 200, y: 200)))
        window.send(.touchMoved(id: 2, to: CGPoint(x: 300, y: 200)))
        #expect(pan.state == .possible && pan.numberOfTouches == 1)
        window.send(.touchMoved(id: 1, to: CGPoint(x: 100, y: 250)))
        #expect(pan.state == .began && pan.translation(in: nil) == CGPoint(x: 0, y: 50))
    }

    @Test func touchesReachTheViewsTheyBeganInUntilARecogniserCancelsThem() {
        let (window, photo) = makeWindow()
        let recorder = TouchRecorder(frame: photo.bounds)
        photo.addSubview(recorder)
        photo.addGestureRecognizer(UIPinchGestureRecognizer())
        putDown(window)
        #expect(recorder.log == ["began", "began"])
        move(window, distance: 150)
        #expect(recorder.log == ["began", "began", "moved", "cancelled", "cancelled"])
    }
}

/// Records the touch callbacks a view gets.
@MainActor
private final class TouchRecorder: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}
