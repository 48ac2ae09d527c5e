public import Foundation
import TesseraCore
public import TesseraGraphics

/// Where an animator's animations are (`UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or finished: the animations have not run or have ended.
    case inactive = 0
    /// Started or paused: the animations ran and are in flight or held.
    case active = 1
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where the animated values end (`UIViewAnimatingPosition`), as completion handlers get it.
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// Animations that can be started, paused, scrubbed, reversed and stopped (`UIViewPropertyAnimator`).
///
/// The animatable properties of `UIView.animate` animate (frame, bounds, centre, transform, alpha,
/// background colour, corner radius). The animation blocks run when the animator first starts,
/// pauses or is scrubbed: model values then change at once, and what is drawn moves between the old
/// and the new values on the window's frame clock, as `UIView.animate` does.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
///     card.transform = CGAffineTransform(translationX: 0, y: -200)
/// }
/// animator.addCompletion { position in if position == .end { card.removeFromSuperview() } }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.4     // follow a finger
/// animator.isReversed = true          // let go: go back
/// animator.startAnimation()
/// ```
/// Views outside a window have no frame clock: an animator none of whose views is in a window ends
/// at once when started (its completions run before `startAnimation()` returns). A direct change,
/// a `UIView.animate` or another animator taking one of its properties takes it over: this one
/// stops drawing it and leaves its value alone.
/// `scrubsLinearly`, `isInterruptible`, `isUserInteractionEnabled` and `isManualHitTestingEnabled`
/// are kept and read back (scrubbing follows the timing curve; views take touches while animating).
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    public typealias Animations = @MainActor () -> Void
    public typealias Completion = @MainActor (UIViewAnimatingPosition) -> Void

    /// The length of the animations at full speed, in seconds.
    public let duration: TimeInterval
    /// The wait before the animations start, in seconds (set by `startAnimation(afterDelay:)`).
    public private(set) var delay: TimeInterval = 0
    /// Whether the animations are in flight, not paused.
    public var isRunning: Bool { timer != nil }
    /// Whether the animations run towards their start values. Changing it while running turns
    /// them around from where they are.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            // From the fraction reached in the old direction, at the same speed.
            beginRunning(from: currentFraction, speed: runOrigin.speed)
        }
    }
    /// How far the animations are, 0…1 of `duration` from the start values towards the end values
    /// (also while reversed). Set it on an inactive or paused animator (an inactive one becomes
    /// active and paused, as on iOS); ignored while running.
    public var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set {
            guard !isRunning, state != .stopped else { return }
            if state == .inactive { activate() }
            pausedFraction = min(max(Double(newValue), 0), 1)
            show(fraction: pausedFraction)
        }
    }
    /// Whether the animator stays active at the end instead of finishing (completions then wait
    /// for `stopAnimation(_:)`). Default false.
    public var pausesOnCompletion = false
    public var scrubsLinearly = true
    public var isInterruptible = true
    public var isUserInteractionEnabled = true
    public var isManualHitTestingEnabled = false

    public private(set) var state: UIViewAnimatingState = .inactive

    private var curve: AnimationCurve
    /// Blocks waiting for the animator to start, with the part of the duration to wait first.
    private var pendingAnimations: [(block: Animations, delayFactor: Double)] = []
    private var completions: [Completion] = []
    /// The values in flight; each moves between two fractions of the whole (later than 0 when added
    /// late or with a delay factor; a keyframe's own part of the timeline).
    private var tracks: [(view: UIView, from: AnimatedValue, to: AnimatedValue, begins: Double, ends: Double)] = []
    /// Drops the tracks of `property` of `view`: something else took it over.
    func giveUp(_ property: AnimatedValue.Property, of view: UIView) {
        let count = tracks.count
        tracks.removeAll { $0.view === view && $0.to.property == property }
        if tracks.count != count { view.presentation.clear(property) }
    }

    /// Whether the timing curve paces the whole timeline and each track moves linearly in its part
    /// of it (keyframe animations), rather than each track following the curve over its part.
    var curvesWholeTimeline = false
    private var timer: ClockTimer?
    private var clock: (any TimerClock)?
    /// When, from which fraction, in which direction and how fast (1: the whole in `duration`)
    /// the running animations set off.
    private var runOrigin: (time: Duration, fraction: Double, reversed: Bool, speed: Double) = (.zero, 0, false, 1)
    private var pausedFraction = 0.0
    /// The animator itself while it runs, as UIKit keeps running animators alive: one started and
    /// not kept by its maker (`runningPropertyAnimator`) runs to its end. A paused or stopped one
    /// is its owner's to keep, as on iOS.
    private var keptAlive: UIViewPropertyAnimator?
    /// The window animator this one is registered with: it drops a property that a direct change
    /// or another animation takes.
    private weak var windowAnimator: Animator?

    /// An animator with one of UIKit's four timing curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: Animations? = nil) {
        self.duration = max(duration, 0)
        self.curve = curve.timing
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// An animator with a cubic Bézier timing curve through `point1` and `point2`.
    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: Animations? = nil
    ) {
        self.duration = max(duration, 0)
        curve = .cubicBezier(point1, point2)
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// An animator with the timing curve of `parameters` (``UICubicTimingParameters`` or
    /// ``UISpringTimingParameters``).
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = max(duration, 0)
        curve = parameters.timing
    }

    /// An animator on a spring: `ratio` below 1 overshoots and settles, 1 settles without overshoot.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: Animations? = nil) {
        self.duration = max(duration, 0)
        curve = .spring(dampingRatio: Double(ratio), initialVelocity: 0)
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// An animator started at once after `delay`, with the curve of `options`, calling `completion`
    /// at the end (`UIViewPropertyAnimator.runningPropertyAnimator(…)`).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping Animations, completion: Completion? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: UIView.AnimationCurve(options: options))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations: run when the animator starts, or at once (over the rest of the duration)
    /// when it is already active.
    public func addAnimations(_ animation: @escaping Animations) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that wait `delayFactor` (0…1) of the remaining duration before they start.
    public func addAnimations(_ animation: @escaping Animations, delayFactor: CGFloat) {
        let factor = min(max(Double(delayFactor), 0), 1)
        switch state {
        case .inactive: pendingAnimations.append((animation, factor))
        case .active:
            let now = currentFraction
            record(animation, begins: now + factor * (1 - now), mergingLateChanges: true)
            show(fraction: now)
        case .stopped: break
        }
    }

    /// Adds a block to run when the animations end, with where they ended.
    public func addCompletion(_ completion: @escaping Completion) {
        completions.append(completion)
    }

    /// Starts or resumes the animations.
    public func startAnimation() {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        beginRunning(from: pausedFraction)
    }

    /// Resumes paused animations: each value moves on from where it shows now along `parameters`'
    /// timing curve (nil keeps the curve), and the rest takes `durationFactor` times `duration`
    /// (0 keeps the time the rest had).
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard state == .active, !isRunning else { return }
        let fraction = pausedFraction
        let remaining = isReversed ? fraction : 1 - fraction
        if let parameters, remaining > 0 {
            // The rest starts from the values shown now, so the new curve does not jump.
            for index in tracks.indices {
                let track = tracks[index]
                guard let shown = track.view.presentation.value(of: track.to.property) else { continue }
                if isReversed {
                    tracks[index].to = shown
                    tracks[index].ends = min(track.ends, fraction)
                } else {
                    tracks[index].from = shown
                    tracks[index].begins = max(track.begins, fraction)
                }
            }
            curve = parameters.timing
            curvesWholeTimeline = false
        }
        let speed = durationFactor > 0 && remaining > 0 ? remaining / Double(durationFactor) : 1
        beginRunning(from: fraction, speed: speed)
    }

    /// Starts the animations after `delay` seconds.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return }
        start(afterDelay: delay)
    }

    /// Starts (or resumes) the animations after `delay` seconds.
    func start(afterDelay delay: TimeInterval) {
        self.delay = max(delay.isFinite ? delay : 0, 0)
        startAnimation()
    }

    /// Holds the animations where they are (starting them paused when inactive).
    public func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive {
            activate()
            show(fraction: pausedFraction)
            return
        }
        pausedFraction = currentFraction
        stopTimer()
        show(fraction: pausedFraction)
    }

    /// Stops the animations where they are. With `withoutFinishing` true the views keep the values
    /// drawn now, no completion runs and the animator is inactive; with false it is stopped, and
    /// `finishAnimation(at:)` ends it.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        pausedFraction = currentFraction
        stopTimer()
        show(fraction: pausedFraction)
        settle(at: .current)
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator with the views at `finalPosition`, and runs the completions.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        settle(at: finalPosition, writingEnd: true)
        finish(at: finalPosition)
    }

    // MARK: Running

    /// Runs the pending blocks, recording what they change.
    private func activate() {
        state = .active
        let blocks = pendingAnimations
        pendingAnimations = []
        for (block, factor) in blocks { record(block, begins: factor) }
    }

    /// Orders the tracks by where they begin (keyframes added out of order), keeping the order of
    /// those that begin together.
    func sortTracksByStart() {
        tracks = tracks.enumerated().sorted { ($0.element.begins, $0.offset) < ($1.element.begins, $1.offset) }
            .map(\.element)
    }

    /// Runs `animations` now and animates what they change between fractions `begins` and `ends`
    /// of the timeline (a keyframe's part).
    func record(_ animations: () -> Void, begins: Double, ends: Double = 1, mergingLateChanges: Bool = false) {
        for change in UIView.recordAnimatableChanges(animations, by: self) {
            if mergingLateChanges,
                let index = tracks.lastIndex(where: {
                    $0.view === change.view && $0.to.property == change.to.property
                })
            {
                tracks[index].to = change.to  // it keeps its start value; it now heads for the new one
                continue
            }
            tracks.append((change.view, change.from, change.to, begins, ends))
            if windowAnimator == nil, let animator = change.view.window?.animator {
                windowAnimator = animator
                animator.register(self)
            }
            clock = clock ?? change.view.window?.clock
        }
    }

    /// The fraction now: moving with the clock while running, else where it was held.
    private var currentFraction: Double {
        guard isRunning, let clock else { return pausedFraction }
        let elapsed = (clock.now - runOrigin.time).timeInterval
        guard elapsed > 0 else { return runOrigin.fraction }  // still in the start delay
        let travelled = duration > 0 ? elapsed / duration * runOrigin.speed : 1
        return min(max(runOrigin.fraction + (runOrigin.reversed ? -travelled : travelled), 0), 1)
    }

    private func beginRunning(from fraction: Double, speed: Double = 1) {
        stopTimer()
        guard let clock else {
            pausedFraction = isReversed ? 0 : 1
            reachEnd()
            return
        }
        // The start delay counts once, from the first start.
        runOrigin = (clock.now + .seconds(delay), fraction, isReversed, speed)
        delay = 0
        keptAlive = self
        timer = clock.repeatingTimer(every: .seconds(1) / Animator.framesPerSecond, catchUp: .coalesce) {
            [weak self] _ in self?.step()
        }
        step()
    }

    private func step() {
        let fraction = currentFraction
        show(fraction: fraction)
        if fraction >= 1 && !isReversed || fraction <= 0 && isReversed {
            pausedFraction = fraction
            stopTimer()
            reachEnd()
        }
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
        keptAlive = nil
    }

    private func reachEnd() {
        if pausesOnCompletion {
            show(fraction: pausedFraction)
            return
        }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        settle(at: position)
        finish(at: position)
    }

    /// Draws every track at `fraction` of the whole.
    /// A property moved by several tracks (keyframes) shows the latest one begun, or before any has
    /// begun the first one's start value.
    private func show(fraction: Double) {
        let time = curvesWholeTimeline ? curve.progress(atFraction: fraction, duration: duration) : fraction
        var shown: [ObjectIdentifier: Set<AnimatedValue.Property>] = [:]
        for track in tracks {
            let isFirst = shown[ObjectIdentifier(track.view), default: []].insert(track.to.property).inserted
            guard isFirst || time >= track.begins else { continue }
            let span = track.ends - track.begins
            let local = min(max(span > 0 ? (time - track.begins) / span : (time >= track.ends ? 1 : 0), 0), 1)
            let progress = curvesWholeTimeline ? local : curve.progress(atFraction: local, duration: duration)
            track.view.presentation.set(track.from.interpolated(to: track.to, progress: progress))
            track.view.setNeedsDisplay()
        }
    }

    /// Leaves the model values at `position` and clears what was drawn in flight.
    private func settle(at position: UIViewAnimatingPosition, writingEnd: Bool = false) {
        // Backwards for the start: a property's first track holds its start value.
        for track in position == .start ? tracks.reversed() : tracks {
            let value: AnimatedValue? =
                switch position {
                // The model holds the end values, unless a stop left the values shown then.
                case .end: writingEnd ? track.to : nil
                case .start: track.from
                case .current: track.view.presentation.value(of: track.to.property)
                }
            track.view.presentation.clear(track.to.property)
            if let value { UIView.performWithoutAnimation { track.view.setModelValue(value) } }
            track.view.setNeedsDisplay()
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        let blocks = completions
        reset()
        for block in blocks { block(position) }
    }

    private func reset() {
        state = .inactive
        keptAlive = nil
        delay = 0
        windowAnimator?.unregister(self)
        windowAnimator = nil
        tracks = []
        completions = []
        pendingAnimations = []
        pausedFraction = 0
        isReversed = false
        clock = nil
    }
}

extension UIView {
    /// UIKit's four timing curves (`UIView.AnimationCurve`), with their raw values.
    public enum AnimationCurve: Int, Hashable, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        /// The curve of `options` (ease in-out unless a curve option is set).
        init(options: AnimationOptions) {
            switch options.curve {
            case .easeIn: self = .easeIn
            case .easeOut: self = .easeOut
            case .linear: self = .linear
            default: self = .easeInOut
            }
        }

        /// The curve as Tessera's timing curves name it.
        var timing: TesseraUI.AnimationCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
