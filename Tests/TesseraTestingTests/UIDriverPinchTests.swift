import Foundation
import TesseraCore
import TesseraGraphics
import TesseraTesting
import TesseraUI
import Testing

/// A photo-like picture: sky, sun, two hills, with a frame so turns show.
@MainActor
private final class LandscapeView: UIView {
    override func draw(_ rect: CGRect) {
        let size = bounds.size
        UIColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1).setFill()
        UIBezierPath(rect: bounds).fill()
        UIColor(red: 1, green: 0.82, blue: 0.2, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: size.width * 0.65, y: size.height * 0.12, width: 40, height: 40)).fill()
        for (peak, colour) in [
            (CGPoint(x: size.width * 0.3, y: size.height * 0.35), UIColor(red: 0.3, green: 0.55, blue: 0.3, alpha: 1)),
            (CGPoint(x: size.width * 0.75, y: size.height * 0.5), UIColor(red: 0.2, green: 0.45, blue: 0.25, alpha: 1)),
        ] {
            colour.setFill()
            let hill = UIBezierPath()
            hill.move(to: CGPoint(x: peak.x - size.width * 0.5, y: size.height))
            hill.addLine(to: peak)
            hill.addLine(to: CGPoint(x: peak.x + size.width * 0.5, y: size.height))
            hill.close()
            hill.fill()
        }
        UIColor.white.setStroke()
        let border = UIBezierPath(rect: bounds.insetBy(dx: 3, dy: 3))
        border.lineWidth = 6
        border.stroke()
    }
}

/// Lets the photo's pinch and rotation work together.
@MainActor
private final class Together: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// Two-finger gestures through the driver: `pinch(_:scale:rotation:duration:)` and `rotate(_:by:duration:)`.
@MainActor
@Suite struct UIDriverPinchTests {
    let clock = TestClock()

    /// A window with a 200-point landscape whose pinch and rotation transform it step by step.
    func makePhoto() -> (UIWindow, UIView, UIPinchGestureRecognizer, UIRotationGestureRecognizer, UIDriver) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let root = UIView(frame: window.bounds)
        root.backgroundColor = UIColor(white: 0.88, alpha: 1)
        window.rootView = root
        let photo = LandscapeView(frame: CGRect(x: 87.5, y: 200, width: 200, height: 150))
        photo.clipsToBounds = true  // the hills run past the edges
        root.addSubview(photo)
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
        let rotation = UIRotationGestureRecognizer { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            photo.transform = photo.transform.rotated(by: rotation.rotation)
            rotation.rotation = 0
        }
        pinch.delegate = Together.shared
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        return (window, photo, pinch, rotation, UIDriver(window: window))
    }

    @Test func aPinchRunsBeganChangedEndedAndLiftsWithItsVelocity() throws {
        let (window, photo, _, _, driver) = makePhoto()
        let pinch = UIPinchGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        var scale: CGFloat = 0
        var velocity: CGFloat = 0
        pinch.addAction { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            states.append(pinch.state)
            (scale, velocity) = (pinch.scale, pinch.velocity)
        }
        let other = UIView(frame: CGRect(x: 20, y: 420, width: 300, height: 200))
        other.addGestureRecognizer(pinch)
        window.rootView?.addSubview(other)
        try driver.pinch(other, scale: 2, duration: .milliseconds(300))
        #expect(states.first == .began && states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(abs(scale - 2) < 1e-9)
        #expect(abs(velocity - 1 / 0.3) < 1e-6)  // a doubling in 0.3 s, evenly
        #expect(photo.transform == .identity)  // the photo's own recognisers saw nothing
    }

    @Test func rotateTurnsByTheAngleWithItsVelocity() throws {
        let (_, photo, _, rotation, driver) = makePhoto()
        var total: CGFloat = 0
        var velocity: CGFloat = 0
        rotation.addAction { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            velocity = rotation.velocity
        }
        let probe = UIRotationGestureRecognizer { recognizer in
            total = (recognizer as! UIRotationGestureRecognizer).rotation
        }
        probe.delegate = Together.shared
        photo.addGestureRecognizer(probe)
        try driver.rotate(photo, by: .pi / 3, duration: .milliseconds(200))
        #expect(abs(total - .pi / 3) < 1e-9)
        #expect(abs(velocity - (.pi / 3) / 0.2) < 1e-6)
    }

    @Test func aPinchThatTurnsScalesAndRotatesThePhotoTogether() throws {
        let (_, photo, pinch, rotation, driver) = makePhoto()
        var states: [String] = []
        pinch.addAction { states.append("pinch \($0.state)") }
        rotation.addAction { states.append("rotation \($0.state)") }
        try driver.pinch(photo, scale: 1.5, rotation: .pi / 6)
        #expect(states.contains("pinch ended") && states.contains("rotation ended"))
        let expected = CGAffineTransform(scaleX: 1.5, y: 1.5).rotated(by: .pi / 6)
        let t = photo.transform
        #expect(
            [t.a - expected.a, t.b - expected.b, t.c - expected.c, t.d - expected.d].allSatisfy { abs($0) < 1e-9 })
    }

    @Test func aPhotoZoomedAndTurnedByGestures() throws {
        let (window, photo, _, _, driver) = makePhoto()
        try driver.pinch(photo, scale: 1.4)
        try driver.rotate(photo, by: -.pi / 12)
        assertSnapshot(of: window)
    }
}

extension Together {
    /// Kept for the whole run: recognisers hold their delegate weakly.
    static let shared = Together()
}
