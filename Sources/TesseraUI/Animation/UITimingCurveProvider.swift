public import Foundation
public import TesseraGraphics

/// A timing curve for a ``UIViewPropertyAnimator`` (`UITimingCurveProvider`): a cubic Bézier
/// (``UICubicTimingParameters``) or a spring (``UISpringTimingParameters``).
@preconcurrency @MainActor
public protocol UITimingCurveProvider {
    /// The curve as Tessera's timing curves name it.
    var timing: AnimationCurve { get }
}

/// A cubic Bézier timing curve (`UICubicTimingParameters`).
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// One of UIKit's four curves, or `.easeInOut` for a curve made from control points.
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    public let timing: AnimationCurve

    /// Ease in and out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        timing = curve.timing
        (controlPoint1, controlPoint2) = curve.timing.controlPoints!  // the four curves are cubic
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = (point1, point2)
        timing = .cubicBezier(point1, point2)
    }
}

/// A spring timing curve (`UISpringTimingParameters`): a damping ratio below 1 overshoots and
/// settles, 1 settles without overshoot; `initialVelocity` is the starting speed in whole
/// distances per second (its length: every property moves along one curve).
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    public let initialVelocity: CGVector
    public let timing: AnimationCurve

    /// A critically damped spring.
    public convenience init() {
        self.init(dampingRatio: 1)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        timing = .spring(dampingRatio: Double(ratio), initialVelocity: Double(hypot(velocity.dx, velocity.dy)))
    }
}
