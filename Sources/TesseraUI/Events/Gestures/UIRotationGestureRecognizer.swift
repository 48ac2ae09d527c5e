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
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Radians the fingers turn before the rotation begins (5°).
    package static let threshold: CGFloat = 5 * .pi / 180

    private var pair = FingerPair()
    private var storedRotation: CGFloat = 0
    /// The rotation as the fingers made it, whatever `rotation` was set to: what `velocity` follows.
    private var madeRotation: CGFloat = 0
    private var rate = RateTracker()
    private var lastCentroid: CGPoint?

    /// The rotation in radians since the fingers went down (0 until then). Setting it (often to 0,
    /// to apply the rotation step by step) counts later turns from the new value.
    open var rotation: CGFloat {
        get { storedRotation }
        set { storedRotation = newValue }
    }

    /// How fast `rotation` changes, in radians per second, over the last 0.1 s; setting `rotation`
    /// does not change it, so a rotation applied step by step still lifts with its speed.
    open var velocity: CGFloat { rate.rate }

    override var acceptsAdditionalTouches: Bool { true }

    /// The centroid of the fingers in `view`'s bounds space (window space when nil).
    override open func location(in view: UIView?) -> CGPoint {
        let point = centroid(of: trackedTouches) ?? lastCentroid ?? .zero
        return view.map { $0.convert(point, from: nil) } ?? point
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        lastTouch = touches.first ?? lastTouch
        follow(touches)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastTouch = touches.first ?? lastTouch
        follow(touches)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastTouch = touches.first ?? lastTouch
        follow(touches)
        guard trackedTouches.isEmpty else { return }
        if endContinuousGesture(with: touches) { state = .failed }
    }

    /// Updates the rotation from the followed fingers and moves the state machine.
    private func follow(_ touches: Set<UITouch>) {
        lastCentroid = centroid(of: trackedTouches) ?? lastCentroid
        let time = touches.first?.time ?? .zero
        guard let change = pair.update(trackedTouches) else {
            // A new pair, or one finger short: a rotation not yet begun measures from here.
            if state == .possible {
                storedRotation = 0
                madeRotation = 0
                rate.removeAll()
            }
            if state.isInProgress { rate.record(madeRotation, at: time) }
            return
        }
        storedRotation += change.turn
        madeRotation += change.turn
        rate.record(madeRotation, at: time)
        switch state {
        case .possible:
            if abs(madeRotation) >= Self.threshold { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func reset() {
        super.reset()
        pair = FingerPair()
        storedRotation = 0
        madeRotation = 0
        rate.removeAll()
        lastCentroid = nil
    }
}
