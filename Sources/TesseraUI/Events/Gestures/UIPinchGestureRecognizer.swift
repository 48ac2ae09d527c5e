public import Foundation

/// Recognises two fingers moving apart or together (`UIPinchGestureRecognizer`): `began` once their
/// distance has changed by ``hysteresis`` points, `changed` as they move, `ended` when the last
/// finger lifts.
///
/// `scale` is the fingers' distance over their distance when the second one went down (while the
/// same two stay down); `location(in:)` is the centroid of the fingers. Lifting one finger and
/// putting one down again carries on from the scale reached. On a desktop, Ctrl + the mouse wheel
/// makes a pinch around the pointer (see TesseraHost's input translation).
///
/// For example, zooming a photo, with a rotation at the same time:
/// ```swift
/// let pinch = UIPinchGestureRecognizer { recognizer in
///     let pinch = recognizer as! UIPinchGestureRecognizer
///     photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///     pinch.scale = 1
/// }
/// pinch.delegate = self  // returns true from shouldRecognizeSimultaneouslyWith
/// photo.addGestureRecognizer(pinch)
/// ```
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer, TwoFingerRecognizer {
    /// Points the fingers' distance changes by before the pinch begins.
    package static let hysteresis: CGFloat = 8

    var motion = TwoFingerMotion(.scale(hysteresis: hysteresis))

    /// The scale factor relative to the fingers' distance when the pinch started (1 until then).
    /// Setting it (often to 1, to apply the pinch step by step) counts later moves from the new
    /// value.
    open var scale: CGFloat {
        get { motion.value }
        set { motion.value = newValue }
    }

    /// How fast `scale` changes, in scale factor per second, over the last 0.1 s. Setting `scale`
    /// scales the velocity with it (after `scale = 1` it is the relative rate), so a pinch applied
    /// step by step still lifts with its speed.
    open var velocity: CGFloat { motion.made > 0 ? motion.rateOfChange * motion.value / motion.made : 0 }

    override var acceptsAdditionalTouches: Bool { true }

    /// The centroid of the fingers in `view`'s bounds space (window space when nil).
    override open func location(in view: UIView?) -> CGPoint { fingersLocation(in: view) }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(touches)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(touches)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(touches, lifted: true)
    }

    override open func reset() {
        super.reset()
        motion = TwoFingerMotion(motion.measure)
    }
}
