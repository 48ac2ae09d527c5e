public import Foundation
import TesseraCore

/// Recognises a drag (`UIPanGestureRecognizer`): `began` once the touch moves `minimumDistance`
/// points, `changed` on every move, `ended` when lifted.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Points of movement before the pan begins. Default 10.
    public var minimumDistance: CGFloat = 10

    private var start: CGPoint?
    private var translationOrigin: CGPoint?
    private var previous: (location: CGPoint, time: Duration)?
    private var lastVelocity: CGPoint = .zero

    override open func touchesBegan(_ touches: [UITouch]) {
        guard let touch = touches.first else { return }
        lastTouch = touch
        start = touch.locationInWindow
        previous = (touch.locationInWindow, touch.timestamp)
    }

    override open func touchesMoved(_ touches: [UITouch]) {
        guard let touch = touches.first, let start else { return }
        lastTouch = touch
        if let previous {
            let seconds = (touch.timestamp - previous.time).timeInterval
            if seconds > 0 {
                lastVelocity = CGPoint(
                    x: (touch.locationInWindow.x - previous.location.x) / seconds,
                    y: (touch.locationInWindow.y - previous.location.y) / seconds)
            }
        }
        previous = (touch.locationInWindow, touch.timestamp)
        switch state {
        case .possible:
            if distance(touch.locationInWindow, start) >= minimumDistance {
                translationOrigin = start
                setState(.began)
            }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: [UITouch]) {
        lastTouch = touches.first ?? lastTouch
        if state == .began || state == .changed { setState(.ended) } else if state == .possible { setState(.failed) }
    }

    /// How far the touch has moved since the pan began, in `view`'s coordinate space (window when nil).
    public func translation(in view: UIView?) -> CGPoint {
        guard let origin = translationOrigin, let touch = lastTouch else { return .zero }
        let from = view.map { $0.convert(origin, from: nil) } ?? origin
        let to = touch.location(in: view)
        return CGPoint(x: to.x - from.x, y: to.y - from.y)
    }

    /// Resets the translation so that `translation` is the current value (as UIKit's setTranslation).
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch = lastTouch else { return }
        let current = touch.locationInWindow
        let delta = view.map { v -> CGPoint in
            let windowPoint = v.convert(translation, to: nil)
            let windowOrigin = v.convert(CGPoint.zero, to: nil)
            return CGPoint(x: windowPoint.x - windowOrigin.x, y: windowPoint.y - windowOrigin.y)
        } ?? translation
        translationOrigin = CGPoint(x: current.x - delta.x, y: current.y - delta.y)
    }

    /// The latest velocity in window points per second.
    public func velocity(in view: UIView?) -> CGPoint { lastVelocity }

    override open func reset() {
        super.reset()
        start = nil
        translationOrigin = nil
        previous = nil
        lastVelocity = .zero
    }
}
