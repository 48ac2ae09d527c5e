import Foundation

/// The first two of a multi-touch recogniser's touches: how far apart they are, the direction from
/// the first to the second, and how both changed since the previous update of the same pair.
@MainActor
struct FingerPair {
    private var first: UITouch?
    private var second: UITouch?
    /// The distance between the two touches at the last update, in window points.
    private(set) var distance: CGFloat = 0
    /// The direction from the first touch to the second at the last update, in radians.
    private(set) var angle: CGFloat = 0

    /// The change since the previous update: the ratio of the distances (1 when the pair was
    /// touching) and the turn in radians, in (-π, π].
    struct Change {
        let ratio: CGFloat
        let turn: CGFloat
    }

    /// Follows the first two of `touches` (in the order they went down). Returns their change since
    /// the previous update, or nil when there are fewer than two or the pair is new.
    mutating func update(_ touches: [UITouch]) -> Change? {
        guard touches.count >= 2 else {
            first = nil
            second = nil
            return nil
        }
        let a = touches[0].locationInWindow
        let b = touches[1].locationInWindow
        let newDistance = hypot(b.x - a.x, b.y - a.y)
        let newAngle = atan2(b.y - a.y, b.x - a.x)
        let isSamePair = first === touches[0] && second === touches[1]
        defer {
            first = touches[0]
            second = touches[1]
            distance = newDistance
            angle = newAngle
        }
        guard isSamePair else { return nil }
        var turn = newAngle - angle
        if turn > .pi { turn -= 2 * .pi } else if turn <= -.pi { turn += 2 * .pi }
        return Change(ratio: distance > 0 ? newDistance / distance : 1, turn: turn)
    }

    /// Whether two touches are followed.
    var isComplete: Bool { first != nil }
}

/// The centroid of touches in window points.
@MainActor
func centroid(of touches: [UITouch]) -> CGPoint? {
    guard !touches.isEmpty else { return nil }
    let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
    return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
}
