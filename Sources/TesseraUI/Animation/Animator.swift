import Foundation
import TesseraCore

/// Runs a window's view animations, one frame every 1/60 s on the window's clock while any are in
/// flight (a `TestClock` steps them by hand).
///
/// Model values change at once when an animation is made; each frame writes the interpolated
/// values into the views' presentation values, which rendering uses.
@preconcurrency @MainActor
public final class Animator {
    /// Frames per second while animating.
    public static let framesPerSecond = 60

    private struct Track {
        weak var view: UIView?
        let property: AnimatedValue.Property
        let from: AnimatedValue
        let to: AnimatedValue
        let group: Int
    }

    private final class Group {
        let start: Duration
        let delay: Duration
        let duration: Duration
        let curve: AnimationCurve
        let repetition: Repetition
        let completion: (@MainActor (Bool) -> Void)?
        var remaining = 0
        var interrupted = false

        init(
            start: Duration, delay: Duration, duration: Duration, curve: AnimationCurve, repetition: Repetition,
            completion: (@MainActor (Bool) -> Void)?
        ) {
            (self.start, self.delay, self.duration, self.curve, self.repetition, self.completion) =
                (start, delay, duration, curve, repetition, completion)
        }

        /// The fraction 0…1 of the way from the start values to the end values at `elapsed` past the
        /// delay, or nil once the animation is over.
        func fraction(atElapsed elapsed: Duration) -> Double? {
            guard duration > .zero else { return nil }
            let cycles = max(0, elapsed.timeInterval / duration.timeInterval)
            let cycleLength: Double = repetition.autoreverses ? 2 : 1
            guard repetition.repeats || cycles < cycleLength else { return nil }
            let position = cycles.truncatingRemainder(dividingBy: cycleLength)
            return position <= 1 ? position : 2 - position
        }
    }

    /// Whether an animation repeats forever and whether each cycle runs back again
    /// (`UIView.AnimationOptions.repeat` and `.autoreverse`).
    struct Repetition: Hashable {
        var repeats = false
        var autoreverses = false
    }

    private unowned let window: UIWindow
    private var tracks: [Track] = []
    private var groups: [Int: Group] = [:]
    private var nextGroup = 0
    private var frameTimer: ClockTimer?
    /// The property animators with values in this window (they draw them themselves).
    private var propertyAnimators: [ObjectIdentifier: WeakPropertyAnimator] = [:]

    private struct WeakPropertyAnimator {
        weak var animator: UIViewPropertyAnimator?
    }

    init(window: UIWindow) {
        self.window = window
    }

    /// True while any animation is in flight (a running `UIViewPropertyAnimator` included).
    public var isAnimating: Bool {
        !tracks.isEmpty || propertyAnimators.values.contains { $0.animator?.isRunning == true }
    }

    func register(_ animator: UIViewPropertyAnimator) {
        propertyAnimators[ObjectIdentifier(animator)] = WeakPropertyAnimator(animator: animator)
    }

    func unregister(_ animator: UIViewPropertyAnimator) {
        propertyAnimators[ObjectIdentifier(animator)] = nil
    }

    /// Starts animating `changes` (view, from, to) together; `completion(true)` runs after the last
    /// frame, `completion(false)` if another animation or a direct change took over a property first.
    func add(
        _ changes: [(view: UIView, from: AnimatedValue, to: AnimatedValue)], duration: Duration, delay: Duration,
        curve: AnimationCurve, repetition: Repetition = Repetition(), completion: (@MainActor (Bool) -> Void)?
    ) {
        let id = nextGroup
        nextGroup += 1
        let group = Group(
            start: window.clock.now, delay: delay, duration: duration, curve: curve, repetition: repetition,
            completion: completion)
        groups[id] = group
        for change in changes {
            removeTracks(of: change.view, property: change.to.property, interrupted: true)
            tracks.append(
                Track(view: change.view, property: change.to.property, from: change.from, to: change.to, group: id))
            change.view.presentation.set(change.from)
            group.remaining += 1
        }
        if group.remaining == 0 {
            groups[id] = nil
            completion?(true)
            return
        }
        startFrames()
    }

    /// Stops animating `property` of `view` (a direct change replaces it), here and in the
    /// property animators other than `keeping`.
    func removeTracks(
        of view: UIView, property: AnimatedValue.Property, interrupted: Bool, keeping: UIViewPropertyAnimator? = nil
    ) {
        for entry in propertyAnimators.values where entry.animator !== keeping {
            entry.animator?.giveUp(property, of: view)
        }
        tracks.removeAll { track in
            guard track.view === view, track.property == property else { return false }
            view.presentation.clear(property)
            finish(groupID: track.group, interrupted: interrupted)
            return true
        }
    }

    /// The value `view` shows for `property` now: the in-flight presentation value, if any.
    func presentationValue(of view: UIView, _ property: AnimatedValue.Property) -> AnimatedValue? {
        view.presentation.value(of: property)
    }

    private func startFrames() {
        guard frameTimer == nil else { return }
        frameTimer = window.clock.repeatingTimer(every: .seconds(1) / Self.framesPerSecond, catchUp: .coalesce) {
            [weak self] _ in
            self?.step()
        }
        step()
    }

    /// Advances every animation to the clock's current time.
    func step() {
        let now = window.clock.now
        var finished: [Int] = []
        for index in tracks.indices {
            let track = tracks[index]
            guard let view = track.view, let group = groups[track.group] else {
                finished.append(index)
                continue
            }
            let elapsed = now - group.start - group.delay
            if let fraction = group.fraction(atElapsed: elapsed) {
                let progress = group.curve.progress(atFraction: fraction, duration: group.duration.timeInterval)
                view.presentation.set(track.from.interpolated(to: track.to, progress: progress))
            } else {
                view.presentation.clear(track.property)
                finished.append(index)
            }
            view.setNeedsDisplay()
        }
        let ended = finished.map { tracks[$0].group }
        for index in finished.reversed() { tracks.remove(at: index) }
        for group in ended { finish(groupID: group, interrupted: false) }
        if tracks.isEmpty {
            frameTimer?.cancel()
            frameTimer = nil
        }
        window.needsDisplay = true
    }

    private func finish(groupID: Int, interrupted: Bool) {
        guard let group = groups[groupID] else { return }
        group.remaining -= 1
        if interrupted { group.interrupted = true }
        if group.remaining <= 0 {
            groups[groupID] = nil
            group.completion?(!group.interrupted)
        }
    }
}
