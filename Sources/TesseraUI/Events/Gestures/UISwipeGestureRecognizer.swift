public import Foundation

/// Recognises a quick straight stroke in one of `direction` (`UISwipeGestureRecognizer`):
/// at least `minimumDistance` points along the axis, at most half that across it, within
/// `maximumDuration`. Discrete: it recognises when the touch lifts.
///
/// For example:
/// ```swift
/// let back = UISwipeGestureRecognizer(direction: .right) { [weak self] _ in self?.goBack() }
/// ```
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go (`UISwipeGestureRecognizer.Direction`, with iOS's raw values).
    ///
    /// For example:
    /// ```swift
    /// card.addGestureRecognizer(UISwipeGestureRecognizer(direction: .left) { _ in dismissCard() })
    /// ```
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count. Default `right`.
    open var direction: Direction
    /// How many fingers must swipe. Default 1.
    open var numberOfTouchesRequired = 1
    /// Default 50 points.
    open var minimumDistance: CGFloat = 50
    /// Default 0.5 s.
    open var maximumDuration: Duration = .milliseconds(500)

    private var start: (location: CGPoint, time: Duration)?

    public init(direction: Direction = .right, action: (@MainActor (UIGestureRecognizer) -> Void)? = nil) {
        self.direction = direction
        super.init(action: action)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = beginOneFingerGesture(with: touches, oneFingerSuffices: numberOfTouchesRequired <= 1) else {
            return
        }
        start = (touch.locationInWindow, touch.time)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastTouch = touches.first ?? lastTouch
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first, let start else { return }
        lastTouch = touch
        let dx = touch.locationInWindow.x - start.location.x
        let dy = touch.locationInWindow.y - start.location.y
        let quick = touch.time - start.time <= maximumDuration
        let matched: Direction? =
            if abs(dx) >= minimumDistance, abs(dy) <= abs(dx) / 2 {
                dx > 0 ? .right : .left
            } else if abs(dy) >= minimumDistance, abs(dx) <= abs(dy) / 2 { dy > 0 ? .down : .up } else { nil }
        if quick, let matched, direction.contains(matched) {
            recognizedDirection = matched
            state = .ended
        } else {
            state = .failed
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
