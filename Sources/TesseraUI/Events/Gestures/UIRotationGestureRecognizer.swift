public import Foundation

/// Recognises two fingers turning around each other (`UIRotationGestureRecognizer`): `began` once
/// the line between them has turned by ``threshold`` (5°), `changed` as they move, `ended` when the
/// last finger lifts.
///
/// `rotation` is the angle the line from the first finger to the second has turned since the
/// second went down, in radians, positive clockwise on screen (y grows downwards), and keeps
/// counting past a full turn; `location(in:)` is the centroid of the fingers. Lifting one finger
/// and putting one down again carries on from the rotation reached.
///
/// For example, turning a photo while it is pinched (both delegates, or one, allowing the two
/// together):
/// ```swift
/// let rotate = UIRotationGestureRecognizer { recognizer in
///     let rotate = recognizer as! UIRotationGestureRecognizer
///     photo.transform = photo.transform.rotated(by: rotate.rotation)
///     rotate.rotation = 0
/// }
/// rotate.delegate = self  // returns true from shouldRecognizeSimultaneouslyWith
/// photo.addGestureRecognizer(rotate)
/// ```
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer, TwoFingerRecognizer {
    /// Radians the fingers turn before the rotation begins (5°).
    package static let threshold: CGFloat = 5 * .pi / 180

    var motion = TwoFingerMotion(.rotation(threshold: threshold))

    /// The rotation in radians since the fingers went down (0 until then). Setting it (often to 0,
    /// to apply the rotation step by step) counts later turns from the new value.
    open var rotation: CGFloat {
        get { motion.value }
        set { motion.value = newValue }
    }

    /// How fast `rotation` changes, in radians per second, over the last 0.1 s; setting `rotation`
    /// does not change it, so a rotation applied step by step still lifts with its speed.
    open var velocity: CGFloat { motion.rateOfChange }

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
