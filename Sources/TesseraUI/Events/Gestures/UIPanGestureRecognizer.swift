public import Foundation
import TesseraCore

/// Recognises a drag (`UIPanGestureRecognizer`): `began` once the touch moves `minimumDistance`
/// points, `changed` on every move, `ended` when lifted.
///
/// For example:
/// ```swift
/// let drag = UIPanGestureRecognizer { recognizer in
///     let pan = recognizer as! UIPanGestureRecognizer
///     card.center.x += pan.translation(in: card.superview).x
///     pan.setTranslation(.zero, in: card.superview)
/// }
/// card.addGestureRecognizer(drag)
/// ```
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Points of movement before the pan begins. Default 10.
    open var minimumDistance: CGFloat = 10
    /// The fewest fingers that may pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that may pan. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    private var start: CGPoint?
    private var translationOrigin: CGPoint?
    /// The touch's positions over the last ``velocityWindow`` and the one before, oldest first:
    /// the velocity is the motion across them, so a finger held still before it lifts lifts with
    /// no velocity.
    private var recent: [(location: CGPoint, time: Duration)] = []

    /// How far back the velocity looks.
    package static let velocityWindow: Duration = .milliseconds(100)

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let oneFingerSuffices = minimumNumberOfTouches <= 1 && maximumNumberOfTouches >= 1
        guard let touch = beginOneFingerGesture(with: touches, oneFingerSuffices: oneFingerSuffices) else { return }
        start = touch.locationInWindow
        record(touch)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let start else { return }
        lastTouch = touch
        record(touch)
        switch state {
        case .possible:
            if distance(touch.locationInWindow, start) >= minimumDistance {
                translationOrigin = start
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { record(touch) }
        if endContinuousGesture(with: touches) { state = .failed }
    }

    /// Keeps the samples inside the window and the newest one before it.
    private func record(_ touch: UITouch) {
        recent.append((touch.locationInWindow, touch.time))
        if let inside = recent.firstIndex(where: { touch.time - $0.time <= Self.velocityWindow }), inside > 1 {
            recent.removeFirst(inside - 1)
        }
    }

    /// The motion across the samples inside the window, in window points per second. When they
    /// span no time (one sample, or events handled together after a stall), the motion starts at
    /// the newest sample before the window instead.
    private var windowVelocity: CGPoint {
        guard let last = recent.last else { return .zero }
        let inside = recent.firstIndex { last.time - $0.time <= Self.velocityWindow } ?? recent.count - 1
        let start = recent[inside].time < last.time || inside == 0 ? recent[inside] : recent[inside - 1]
        let seconds = (last.time - start.time).timeInterval
        guard seconds > 0 else { return .zero }
        return CGPoint(
            x: (last.location.x - start.location.x) / seconds, y: (last.location.y - start.location.y) / seconds)
    }

    /// How far the touch has moved since the pan began, in `view`'s coordinate space (window when nil).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin = translationOrigin, let touch = lastTouch else { return .zero }
        let from = view.map { $0.convert(origin, from: nil) } ?? origin
        let to = touch.location(in: view)
        return CGPoint(x: to.x - from.x, y: to.y - from.y)
    }

    /// Resets the translation so that `translation(in: view)` is now `translation` (`.zero` to
    /// count the next moves from here).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch = lastTouch else { return }
        let current = touch.locationInWindow
        let delta =
            view.map { v -> CGPoint in
                let windowPoint = v.convert(translation, to: nil)
                let windowOrigin = v.convert(CGPoint.zero, to: nil)
                return CGPoint(x: windowPoint.x - windowOrigin.x, y: windowPoint.y - windowOrigin.y)
            } ?? translation
        translationOrigin = CGPoint(x: current.x - delta.x, y: current.y - delta.y)
    }

    /// The latest velocity in `view`'s coordinate space (window when nil), in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        let velocity = windowVelocity
        guard let view else { return velocity }
        let origin = view.convert(CGPoint.zero, from: nil)
        let moved = view.convert(velocity, from: nil)
        return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
    }

    override open func reset() {
        super.reset()
        start = nil
        translationOrigin = nil
        recent.removeAll()
    }
}
