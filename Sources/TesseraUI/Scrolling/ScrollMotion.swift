import Foundation
import TesseraCore

/// Content moving on its own: an animated scroll, or a fling decelerating (and springing back
/// inside the edges).
@MainActor
enum ScrollMotion {
    case animated(from: CGPoint, to: CGPoint, start: Duration, duration: Duration)
    /// Velocity in points per second; `last` is when it was last advanced.
    case decelerating(velocity: CGPoint, last: Duration)
    case springingBack(from: CGPoint, to: CGPoint, start: Duration)
    /// Slowing down geometrically onto `target` (a drag's end the delegate redirected); `last` is
    /// when it was last advanced.
    case approaching(target: CGPoint, last: Duration)

    /// Below this speed (points per second) a fling stops.
    static let stopSpeed: CGFloat = 10
    static let springBackDuration: Duration = .milliseconds(400)

    /// The offset at `now`, and the motion that continues (nil when finished).
    func step(now: Duration, offset: CGPoint, scrollView: UIScrollView) -> (CGPoint, ScrollMotion?) {
        switch self {
        case .animated(let from, let to, let start, let duration):
            let fraction = (now - start).timeInterval / max(duration.timeInterval, 0.001)
            if fraction >= 1 { return (to, nil) }
            let p = CGFloat(AnimationCurve.easeOut.progress(atFraction: fraction, duration: duration.timeInterval))
            return (CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p), self)

        case .decelerating(let velocity, let last):
            let milliseconds = (now - last).timeInterval * 1000
            let rate = scrollView.decelerationRate.rawValue
            let decay = pow(rate, milliseconds)
            // Distance travelled while the velocity decays geometrically over the interval.
            let factor = abs(log(rate)) > 0 ? (1 - decay) / -log(rate) / 1000 : milliseconds / 1000
            var next = CGPoint(x: offset.x + velocity.x * factor, y: offset.y + velocity.y * factor)
            var newVelocity = CGPoint(x: velocity.x * decay, y: velocity.y * decay)
            let clamped = scrollView.clampedOffset(next)
            if clamped != next {
                if !scrollView.bounces {
                    next = clamped
                    newVelocity = .zero
                } else {
                    return (next, .springingBack(from: next, to: clamped, start: now))
                }
            }
            if hypot(newVelocity.x, newVelocity.y) < Self.stopSpeed {
                let settled = scrollView.clampedOffset(next)
                return settled == next ? (next, nil) : (next, .springingBack(from: next, to: settled, start: now))
            }
            return (next, .decelerating(velocity: newVelocity, last: now))

        case .approaching(let target, let last):
            let milliseconds = (now - last).timeInterval * 1000
            let decay = pow(min(max(scrollView.decelerationRate.rawValue, 0), 0.999), milliseconds)
            let next = CGPoint(x: target.x + (offset.x - target.x) * decay, y: target.y + (offset.y - target.y) * decay)
            if hypot(next.x - target.x, next.y - target.y) < 0.5 { return (target, nil) }
            return (next, .approaching(target: target, last: now))

        case .springingBack(let from, let to, let start):
            let fraction = (now - start).timeInterval / Self.springBackDuration.timeInterval
            if fraction >= 1 { return (to, nil) }
            let p = CGFloat(AnimationCurve.easeOut.progress(atFraction: fraction, duration: 0.4))
            return (CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p), self)
        }
    }
}
