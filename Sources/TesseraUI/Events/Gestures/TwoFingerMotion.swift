import Foundation

/// What a pinch or a rotation recogniser follows of the first two fingers: the value they change
/// (a scale, which multiplies, or a rotation, which adds up), how fast, and where their centroid is.
@MainActor
struct TwoFingerMotion {
    enum Measure {
        /// The fingers' distance over their distance when the pair went down; begins once the
        /// distance has changed by `hysteresis` points.
        case scale(hysteresis: CGFloat)
        /// The turn in radians since the pair went down; begins once it reaches `threshold`.
        case rotation(threshold: CGFloat)

        var identity: CGFloat {
            switch self {
            case .scale: 1
            case .rotation: 0
            }
        }
    }

    let measure: Measure
    private var pair = FingerPair()
    /// The value as the app sees it: it may set it (to 1 or 0, to apply the gesture step by step).
    var value: CGFloat
    /// The value as the fingers made it, whatever the app set: what the rate follows.
    private(set) var made: CGFloat
    private var rate = RateTracker()
    /// The fingers' distance when the pair went down, for a scale's hysteresis.
    private var startDistance: CGFloat = 0
    private var lastCentroid: CGPoint?

    init(_ measure: Measure) {
        self.measure = measure
        value = measure.identity
        made = measure.identity
    }

    /// How fast the fingers change the value, per second, over the last 0.1 s.
    var rateOfChange: CGFloat { rate.rate }

    /// The centroid of `touches` in window points; where the fingers last were once none is down.
    func location(of touches: [UITouch]) -> CGPoint {
        centroid(of: touches) ?? lastCentroid ?? .zero
    }

    /// Follows the recogniser's `touches` at `time` and returns the state to set from `state` (nil
    /// for none): `began` once the motion passes its threshold, `changed` on every move after that.
    mutating func follow(
        _ touches: [UITouch], at time: Duration, from state: UIGestureRecognizer.State
    ) -> UIGestureRecognizer.State? {
        lastCentroid = centroid(of: touches) ?? lastCentroid
        guard let change = pair.update(touches) else {
            // A new pair, or one finger short: a gesture not yet begun measures from here.
            if state == .possible {
                startDistance = pair.distance
                value = measure.identity
                made = measure.identity
                rate.removeAll()
            }
            if state.isInProgress { rate.record(made, at: time) }
            return nil
        }
        let hasBegun: Bool
        switch measure {
        case .scale(let hysteresis):
            value *= change.ratio
            made *= change.ratio
            hasBegun = abs(pair.distance - startDistance) >= hysteresis
        case .rotation(let threshold):
            value += change.turn
            made += change.turn
            hasBegun = abs(made) >= threshold
        }
        rate.record(made, at: time)
        switch state {
        case .possible: return hasBegun ? .began : nil
        case .began, .changed: return .changed
        default: return nil
        }
    }
}

/// A pinch or a rotation recogniser: the touch handling they share.
@MainActor
protocol TwoFingerRecognizer: UIGestureRecognizer {
    var motion: TwoFingerMotion { get set }
}

extension TwoFingerRecognizer {
    /// The centroid of the fingers in `view`'s bounds space (window space when nil).
    func fingersLocation(in view: UIView?) -> CGPoint {
        let point = motion.location(of: trackedTouches)
        return view.map { $0.convert(point, from: nil) } ?? point
    }

    /// Follows `touches` into `motion`, and once the last finger has lifted (`lifted`) ends a
    /// gesture in progress or fails one that never began. The state is set after `motion` is
    /// updated: the actions it sends read the new value.
    func follow(_ touches: Set<UITouch>, lifted: Bool = false) {
        lastTouch = touches.first ?? lastTouch
        if let next = motion.follow(trackedTouches, at: touches.first?.time ?? .zero, from: state) { state = next }
        guard lifted, trackedTouches.isEmpty else { return }
        if endContinuousGesture(with: touches) { state = .failed }
    }
}
