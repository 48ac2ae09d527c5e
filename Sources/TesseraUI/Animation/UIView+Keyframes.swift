public import Foundation

extension UIView {
    /// Options of a keyframe animation (`UIView.KeyframeAnimationOptions`), with UIKit's raw values.
    /// The timing curve bits of ``AnimationOptions`` may be added (`rawValue` of `.curveLinear`);
    /// without them the whole timeline eases in and out, as on iOS.
    ///
    /// Kept and read back: everything but the curve bits (keyframes move linearly in their part of
    /// the timeline, as with `.calculationModeLinear`; no repetition).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The keyframe animation whose `animations` block is running, for `addKeyframe`.
    private static var recordingKeyframes: UIViewPropertyAnimator?

    /// Animates in keyframes (`UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`):
    /// inside `animations`, each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// animates its changes over its part of the timeline (0…1 of `duration`).
    ///
    /// ```swift
    /// UIView.animateKeyframes(withDuration: 0.6, delay: 0) {
    ///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.transform = .init(scaleX: 1.4, y: 1.4) }
    ///     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.transform = .identity }
    /// }
    /// ```
    /// A property changed in several keyframes moves from each keyframe's value to the next; changes
    /// made in `animations` outside a keyframe animate over the whole timeline. Model values change at
    /// once, as with `animate`; views outside a window end at once.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let curve = AnimationOptions(rawValue: options.rawValue & (0xF << 16))
        let animator = UIViewPropertyAnimator(duration: duration, curve: UIView.AnimationCurve(options: curve))
        animator.curvesWholeTimeline = true
        let outer = recordingKeyframes
        recordingKeyframes = animator
        animator.pauseAnimation()  // active: the blocks run now, in order
        animator.record(animations, begins: 0)
        recordingKeyframes = outer
        animator.sortTracksByStart()
        if let completion { animator.addCompletion { position in completion(position == .end) } }
        animator.start(afterDelay: delay)
    }

    /// Adds a keyframe to the keyframe animation being made: the changes `animations` makes move
    /// from `frameStartTime` to `frameStartTime + frameDuration` (both 0…1 of its duration).
    /// Outside `animateKeyframes` the changes apply at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
    ) {
        guard let animator = recordingKeyframes else {
            performWithoutAnimation(animations)
            return
        }
        let start = min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1)
        let length = max(frameDuration.isFinite ? frameDuration : 0, 0)
        animator.record(animations, begins: start, ends: min(start + length, 1))
    }
}
