public import Foundation
import TesseraCore
import TesseraGraphics

/// The animation block being recorded (`UIView.animate`): a stack, since blocks may nest. Main-actor
/// state that only lives for the duration of an `animate` call.
@MainActor
private enum AnimationTransaction {
    struct Frame {
        var duration: Duration
        var delay: Duration
        var curve: TesseraUI.AnimationCurve
        var changes: [(view: UIView, from: AnimatedValue)] = []
    }

    static var stack: [Frame] = []
    static var animationsDisabled = 0
}

extension UIView {
    /// Animates the changes `animations` makes to frame, bounds, center, alpha, background colour,
    /// transform and `layer.cornerRadius` of views in a window, over `duration` seconds with
    /// ease-in-out timing (`UIView.animate(withDuration:animations:)`).
    ///
    /// Model values change at once (layout and hit testing see the final state); what is drawn
    /// moves from the old values to the new ones on the window's frame clock. A later animation, or
    /// a direct change, of the same property takes over from what is on screen and the earlier
    /// animation's completion gets `false`. Changes to views outside a window apply without
    /// animation. If nothing animates, `completion(true)` runs before this returns.
    ///
    /// For example:
    /// ```swift
    /// UIView.animate(withDuration: 0.3) {
    ///     card.alpha = 1
    ///     card.frame.origin.y = 120
    /// } completion: { finished in … }
    /// ```
    /// - Precondition: `duration` is finite and ≥ 0.
    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: 0, curve: .easeInOut, options: [], animations: animations, completion: completion
        )
    }

    /// `animate(withDuration:animations:completion:)` after `delay` seconds, with `options` (the
    /// timing curve, repetition, …; see ``AnimationOptions``).
    /// A negative or NaN `duration` or `delay` is 0, as in UIKit (the change applies at once);
    /// one longer than ``longestDuration`` is that long.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, curve: options.curve, options: options, animations: animations,
            completion: completion)
    }

    /// A spring animation (`UIView.animate(withDuration:delay:usingSpringWithDamping:…)`):
    /// `dampingRatio` below 1 overshoots and settles, 1 settles without overshoot; `velocity` is
    /// the starting speed in whole distances per second. The spring settles by the end of
    /// `duration`. Curve options are ignored.
    /// A negative or NaN `duration` or `delay` is 0, as in UIKit (the change applies at once);
    /// one longer than ``longestDuration`` is that long.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay,
            curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
            options: options, animations: animations, completion: completion)
    }

    /// `animate(withDuration:animations:completion:)` with any of Tessera's timing curves (cubic
    /// Béziers, springs) and an optional delay.
    ///
    /// For example:
    /// ```swift
    /// UIView.animate(withDuration: 0.3, curve: .spring(dampingRatio: 0.7, initialVelocity: 0)) {
    ///     card.frame.origin.y = 120
    /// }
    /// ```
    /// A negative or NaN `duration` or `delay` is 0, as in UIKit (the change applies at once);
    /// one longer than ``longestDuration`` is that long.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, curve: TesseraUI.AnimationCurve,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, curve: curve, options: [], animations: animations, completion: completion)
    }

    /// The longest duration or delay an animation takes, about 31 years: a longer one (`.infinity`,
    /// `1e300`) is this long, so it still fits a `Duration`.
    public static let longestDuration: TimeInterval = 1e9

    /// `seconds` as an animation's time: 0 for a negative or NaN one, at most ``longestDuration``.
    static func animationTime(_ seconds: TimeInterval) -> Duration {
        .seconds(seconds > 0 ? min(seconds, longestDuration) : 0)
    }

    /// Records the changes `animations` makes and hands them to the windows' animators.
    private static func run(
        duration: TimeInterval, delay: TimeInterval, curve: TesseraUI.AnimationCurve, options: AnimationOptions,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        AnimationTransaction.stack.append(
            .init(duration: animationTime(duration), delay: animationTime(delay), curve: curve))
        animations()
        if options.contains(.layoutSubviews) {
            // Lay the changed views out inside the block, so their subviews' new frames animate too.
            var laidOut = Set<ObjectIdentifier>()
            var index = 0
            while index < AnimationTransaction.stack[AnimationTransaction.stack.count - 1].changes.count {
                let view = AnimationTransaction.stack[AnimationTransaction.stack.count - 1].changes[index].view
                if laidOut.insert(ObjectIdentifier(view)).inserted { view.layoutIfNeeded() }
                index += 1
            }
        }
        let frame = AnimationTransaction.stack.removeLast()
        var byWindow:
            [ObjectIdentifier: (window: UIWindow, changes: [(view: UIView, from: AnimatedValue, to: AnimatedValue)])] =
                [:]
        for change in frame.changes {
            guard let window = change.view.window, let to = change.view.modelValue(of: change.from.property) else {
                continue
            }
            let from = window.animator.presentationValue(of: change.view, change.from.property) ?? change.from
            byWindow[ObjectIdentifier(window), default: (window, [])].changes.append((change.view, from, to))
        }
        guard !byWindow.isEmpty else {
            completion?(true)
            return
        }
        let repetition = Animator.Repetition(
            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        let pending = Countdown(count: byWindow.count)
        for (window, changes) in byWindow.values {
            window.animator.add(
                changes, duration: frame.duration, delay: frame.delay, curve: frame.curve, repetition: repetition
            ) { finished in
                if !finished { pending.interrupted = true }
                pending.count -= 1
                if pending.count == 0 { completion?(!pending.interrupted) }
            }
        }
    }

    /// The changes `animations` makes to animatable properties, from the values shown now to the
    /// new model values, recorded but not animated (the model values change at once): a
    /// `UIViewPropertyAnimator` animates them itself. An animation of the window's animator on
    /// one of those properties stops, interrupted.
    static func recordAnimatableChanges(_ animations: () -> Void, by animator: UIViewPropertyAnimator)
        -> [(view: UIView, from: AnimatedValue, to: AnimatedValue)]
    {
        AnimationTransaction.stack.append(.init(duration: .zero, delay: .zero, curve: .linear))
        animations()
        let frame = AnimationTransaction.stack.removeLast()
        return frame.changes.compactMap { change in
            guard let to = change.view.modelValue(of: change.from.property) else { return nil }
            let shown = change.view.presentation.value(of: change.from.property) ?? change.from
            change.view.window?.animator.removeTracks(
                of: change.view, property: change.from.property, interrupted: true, keeping: animator)
            return (change.view, shown, to)
        }
    }

    /// Runs `changes` with animations off, even inside an `animate` block.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        AnimationTransaction.animationsDisabled += 1
        defer { AnimationTransaction.animationsDisabled -= 1 }
        changes()
    }

    /// Called by the property observers of animatable properties with the value before the change.
    func animatablePropertyDidChange(_ old: AnimatedValue) {
        if AnimationTransaction.animationsDisabled == 0, !AnimationTransaction.stack.isEmpty {
            let index = AnimationTransaction.stack.count - 1
            // Keep the first "from" when a block changes a property more than once.
            if !AnimationTransaction.stack[index].changes.contains(where: {
                $0.view === self && $0.from.property == old.property
            }) {
                AnimationTransaction.stack[index].changes.append((self, old))
            }
        } else if !presentation.isEmpty {
            window?.animator.removeTracks(of: self, property: old.property, interrupted: true)
        }
    }

    /// Sets the model value `value` is of (`.transition` has none).
    func setModelValue(_ value: AnimatedValue) {
        switch value {
        case .bounds(let bounds): self.bounds = bounds
        case .center(let center): self.center = center
        case .transform(let transform): self.transform = transform
        case .alpha(let alpha): self.alpha = alpha
        case .backgroundColor(let color): backgroundColor = color
        case .cornerRadius(let radius): layer.cornerRadius = radius
        case .transition: break
        }
    }

    /// The current model value of an animatable property.
    func modelValue(of property: AnimatedValue.Property) -> AnimatedValue? {
        switch property {
        case .bounds: .bounds(bounds)
        case .center: .center(center)
        case .transform: .transform(transform)
        case .alpha: .alpha(alphaStorage)
        case .backgroundColor: .backgroundColor(backgroundColorStorage)
        case .cornerRadius: .cornerRadius(layerStorage?.cornerRadius ?? 0)
        case .transition: .transition(1)
        }
    }

    // MARK: What rendering shows

    var presentedBounds: CGRect { presentation.bounds ?? bounds }
    var presentedCenter: CGPoint { presentation.center ?? center }
    var presentedTransform: CGAffineTransform { presentation.transform ?? transform }
    var presentedAlpha: CGFloat { presentation.alpha ?? alphaStorage }
    var presentedBackgroundColor: UIColor? { presentation.backgroundColor ?? backgroundColorStorage }
    var presentedCornerRadius: CGFloat { presentation.cornerRadius ?? layerStorage?.cornerRadius ?? 0 }

    /// `transformToSuperview` with the presented values.
    var presentedTransformToSuperview: CGAffineTransform { transformToSuperview(presentedTransform) }

    /// `presentedTransformToSuperview` as drawn: a slide's translation on the pixel grid when
    /// ``drawsTranslationOnPixelGrid``.
    var drawnTransformToSuperview: CGAffineTransform {
        guard drawsTranslationOnPixelGrid else { return presentedTransformToSuperview }
        return transformToSuperview(presentedTransform.translationOnPixels(scale: traitCollection.displayScale))
    }

    private func transformToSuperview(_ transform: CGAffineTransform) -> CGAffineTransform {
        let bounds = presentedBounds
        let center = presentedCenter
        return CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }
}

/// A shared countdown for completion across windows.
@MainActor
private final class Countdown {
    var count: Int
    var interrupted = false
    init(count: Int) { self.count = count }
}
