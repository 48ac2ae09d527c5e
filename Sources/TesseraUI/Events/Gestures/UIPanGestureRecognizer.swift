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
    private var previous: (location: CGPoint, time: Duration)?
    private var lastVelocity: CGPoint = .zero

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let oneFingerSuffices = minimumNumberOfTouches <= 1 && maximumNumberOfTouches >= 1
        guard let touch = beginOneFingerGesture(with: touches, oneFingerSuffices: oneFingerSuffices) else { return }
        start = touch.locationInWindow
        previous = (touch.locationInWindow, touch.time)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let start else { return }
        lastTouch = touch
        if let previous {
            let seconds = (touch.time - previous.time).timeInterval
            if seconds > 0 {
                lastVelocity = CGPoint(
                    x: (touch.locationInWindow.x - previous.location.x) / seconds,
                    y: (touch.locationInWindow.y - previous.location.y) / seconds)
            }
        }
        previous = (touch.locationInWindow, touch.time)
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
        if endContinuousGesture(with: touches) { state = .failed }
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
        guard let view else { return lastVelocity }
        let origin = view.convert(CGPoint.zero, from: nil)
        let moved = view.convert(lastVelocity, from: nil)
        return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
    }

    override open func reset() {
        super.reset()
        start = nil
        translationOrigin = nil
        previous = nil
        lastVelocity = .zero
    }
}
