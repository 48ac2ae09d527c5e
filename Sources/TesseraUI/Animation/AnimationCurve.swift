public import Foundation

/// How an animation's progress follows time.
///
/// The timing curves are CSS's / Core Animation's cubic Béziers: ease-in (0.42, 0, 1, 1),
/// ease-out (0, 0, 0.58, 1), ease-in-out (0.42, 0, 0.58, 1). A spring is a damped harmonic
/// oscillator x(t) → 1 whose natural frequency is chosen so its envelope decays to 0.1 % by the
/// animation's duration; `dampingRatio` < 1 overshoots, 1 is critically damped.
public enum AnimationCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Starts slowly and speeds up.
    case easeIn
    /// Starts fast and slows down to the end.
    case easeOut
    /// Starts slowly, speeds up, and slows down at the end.
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) with control points `c1`, `c2` (x in 0…1).
    case cubicBezier(CGPoint, CGPoint)
    /// - Parameters:
    ///   - dampingRatio: damping > 0; below 1 the value overshoots and settles.
    ///   - initialVelocity: the starting speed, in "whole distances per second".
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// The Bézier control points of a cubic curve (the named ones as Core Animation's timing
    /// functions have them); nil for a spring.
    public var controlPoints: (CGPoint, CGPoint)? {
        switch self {
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .cubicBezier(let c1, let c2): (c1, c2)
        case .spring: nil
        }
    }

    /// Progress 0…1 (a spring may overshoot) at `fraction` 0…1 of `duration` seconds.
    public func progress(atFraction fraction: Double, duration: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn, .easeOut, .easeInOut, .cubicBezier:
            let (c1, c2) = controlPoints!
            return Self.bezier(t, c1, c2)
        case .spring(let dampingRatio, let initialVelocity):
            guard t < 1 else { return 1 }
            // A NaN damping is critical damping and a NaN velocity none; the velocity is capped so
            // that the overshoot stays a number.
            return Self.spring(
                time: t * max(duration, 0.001), duration: max(duration, 0.001),
                dampingRatio: dampingRatio.isNaN ? 1 : max(dampingRatio, 0.01),
                velocity: initialVelocity.isNaN
                    ? 0 : min(max(initialVelocity, -Self.fastestSpringVelocity), Self.fastestSpringVelocity))
        }
    }

    /// The fastest initial velocity a spring starts with, in distances per second (UIKit's unit):
    /// a faster one is this fast.
    static let fastestSpringVelocity = 1000.0

    /// y at x = `t` on the Bézier, solving x(s) = t by Newton's method with a bisection fallback.
    private static func bezier(_ t: Double, _ c1: CGPoint, _ c2: CGPoint) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        let (x1, x2) = (Double(c1.x), Double(c2.x))
        var s = t
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - t
            if abs(error) < 1e-7 { return coordinate(s, Double(c1.y), Double(c2.y)) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var (low, high) = (0.0, 1.0)
        s = t
        for _ in 0..<40 {
            let x = coordinate(s, x1, x2)
            if abs(x - t) < 1e-7 { break }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, Double(c1.y), Double(c2.y))
    }

    private static func spring(time: Double, duration: Double, dampingRatio damping: Double, velocity v0: Double)
        -> Double
    {
        let naturalFrequency = -log(0.001) / (min(damping, 1) * duration)
        if damping < 1 {
            let dampedFrequency = naturalFrequency * (1 - damping * damping).squareRoot()
            let envelope = exp(-damping * naturalFrequency * time)
            let phase = dampedFrequency * time
            let sineWeight = (damping * naturalFrequency - v0) / dampedFrequency
            return 1 - envelope * (cos(phase) + sineWeight * sin(phase))
        }
        return 1 - exp(-naturalFrequency * time) * (1 + (naturalFrequency - v0) * time)
    }
}
