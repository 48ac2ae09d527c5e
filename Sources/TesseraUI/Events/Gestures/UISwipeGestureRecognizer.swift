public import Foundation

/// Recognises a quick straight stroke in one of `direction` (`UISwipeGestureRecognizer`):
/// at least `minimumDistance` points along the axis, at most half that across it, within
/// `maximumDuration`.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    public var direction: Direction
    /// Default 50 points.
    public var minimumDistance: CGFloat = 50
    /// Default 0.5 s.
    public var maximumDuration: Duration = .milliseconds(500)

    private var start: (location: CGPoint, time: Duration)?

    public init(direction: Direction = .right, action: (@MainActor (UIGestureRecognizer) -> Void)? = nil) {
        self.direction = direction
        super.init(action: action)
    }

    override open func touchesBegan(_ touches: [UITouch]) {
        guard let touch = touches.first else { return }
        lastTouch = touch
        start = (touch.locationInWindow, touch.timestamp)
    }

    override open func touchesMoved(_ touches: [UITouch]) {
        lastTouch = touches.first ?? lastTouch
    }

    override open func touchesEnded(_ touches: [UITouch]) {
        guard state == .possible, let touch = touches.first, let start else { return }
        lastTouch = touch
        let dx = touch.locationInWindow.x - start.location.x
        let dy = touch.locationInWindow.y - start.location.y
        let quick = touch.timestamp - start.time <= maximumDuration
        let matched: Direction? =
            if abs(dx) >= minimumDistance, abs(dy) <= abs(dx) / 2 { dx > 0 ? .right : .left }
            else if abs(dy) >= minimumDistance, abs(dx) <= abs(dy) / 2 { dy > 0 ? .down : .up }
            else { nil }
        if quick, let matched, direction.contains(matched) {
            recognizedDirection = matched
            setState(.ended)
        } else {
            setState(.failed)
        }
    }

    /// The direction of the recognised swipe.
    public private(set) var recognizedDirection: Direction = []

    override open func reset() {
        super.reset()
        start = nil
        recognizedDirection = []
    }
}
