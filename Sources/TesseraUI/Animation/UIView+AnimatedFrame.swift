public import Foundation
public import TesseraLayout

/// Animated versions of the Aquarius-style frame helpers (`left`, `width`, `place(below:)`,
/// `match(_:of:)`, … in TesseraLayout's Frames folder): the helpers run inside
/// `UIView.animate(withDuration:delay:curve:animations:completion:)`, so the model frame changes at
/// once and what is drawn moves there on the window's frame clock.
///
/// For example:
/// ```swift
/// card.animateFrame(withDuration: 0.3, curve: .easeOut) {
///     $0.left = 20
///     $0.width = 100
/// }
/// toast.setFrame(CGRect(x: 16, y: 600, width: 343, height: 48), animated: true)
/// ```
/// Durations and delays are in seconds, finite and ≥ 0 (otherwise `UIView.animate`'s precondition
/// stops). Views outside a window change without animation and `completion(true)` runs at once.
/// Main actor only.
extension ViewLayoutItem where Self: UIView {
    /// Applies `changes` to the view (any frame helper or property) and animates the result.
    ///
    /// - Parameters:
    ///   - duration: seconds from the start to the end of the motion.
    ///   - delay: seconds before the motion starts; the old frame is shown until then.
    ///   - curve: the timing curve (ease-in-out by default, as `UIView.animate`).
    ///   - changes: receives the view; runs once, before this returns.
    ///   - completion: runs once when the animation ends (`true`) or is taken over by another
    ///     change of the same property (`false`).
    public func animateFrame(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, curve: TesseraUI.AnimationCurve = .easeInOut,
        changes: (Self) -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        UIView.animate(
            withDuration: duration, delay: delay, curve: curve, animations: { changes(self) }, completion: completion)
    }

    /// Sets `frame` (points, superview space), animating over `duration` seconds when `animated`
    /// (`UIKit`'s `setX(_:animated:)` shape). 0.25 s is the duration UIKit's own animated setters use.
    public func setFrame(
        _ frame: CGRect, animated: Bool, duration: TimeInterval = 0.25, curve: TesseraUI.AnimationCurve = .easeInOut,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard animated else {
            self.frame = frame
            completion?(true)
            return
        }
        animateFrame(withDuration: duration, curve: curve, changes: { $0.frame = frame }, completion: completion)
    }

    /// `place(below:offset:)`, animated: slides the view to `offset` points below `other`.
    public func place(
        below other: some ViewLayoutItem, offset: CGFloat = 0, animatedWithDuration duration: TimeInterval,
        curve: TesseraUI.AnimationCurve = .easeInOut, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animateFrame(
            withDuration: duration, curve: curve, changes: { $0.place(below: other, offset: offset) },
            completion: completion)
    }

    /// `match(_:of:)`, animated: the frame properties (and alpha and background colour, which
    /// animate too) move to `target`'s.
    public func match(
        _ properties: FrameProperties, of target: some ViewLayoutItem, animatedWithDuration duration: TimeInterval,
        curve: TesseraUI.AnimationCurve = .easeInOut, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animateFrame(
            withDuration: duration, curve: curve, changes: { $0.match(properties, of: target) }, completion: completion)
    }
}

/// Animated batch frame helpers: one animation (one completion) for every view of the sequence.
///
/// For example:
/// ```swift
/// rows.animateFrames(withDuration: 0.25) { $0.width = 200 }
/// rows.animateStackVertically(from: 100, spacing: 8, duration: 0.3)
/// ```
extension Sequence where Element: UIView {
    /// Applies `changes` to every view, in order, in one animation.
    ///
    /// - Parameters: as `animateFrame(withDuration:delay:curve:changes:completion:)`;
    ///   `completion` runs once for the whole group.
    @MainActor
    public func animateFrames(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, curve: TesseraUI.AnimationCurve = .easeInOut,
        changes: (Element) -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        UIView.animate(
            withDuration: duration, delay: delay, curve: curve,
            animations: {
                for view in self { changes(view) }
            }, completion: completion)
    }

    /// `stackVertically(from:spacing:)`, animated: the views slide into a column starting at `top`,
    /// `spacing` points apart. Returns the final bottom of the last view (or `top` when empty).
    @MainActor
    @discardableResult
    public func animateStackVertically(
        from top: CGFloat, spacing: CGFloat = 0, duration: TimeInterval, curve: TesseraUI.AnimationCurve = .easeInOut,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) -> CGFloat {
        var bottom = top
        UIView.animate(
            withDuration: duration, curve: curve,
            animations: {
                bottom = stackVertically(from: top, spacing: spacing)
            }, completion: completion)
        return bottom
    }

    /// `stackHorizontally(from:spacing:)`, animated: the views slide into a row starting at `left`,
    /// `spacing` points apart. Returns the final right edge of the last view (or `left` when empty).
    @MainActor
    @discardableResult
    public func animateStackHorizontally(
        from left: CGFloat, spacing: CGFloat = 0, duration: TimeInterval, curve: TesseraUI.AnimationCurve = .easeInOut,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) -> CGFloat {
        var right = left
        UIView.animate(
            withDuration: duration, curve: curve,
            animations: {
                right = stackHorizontally(from: left, spacing: spacing)
            }, completion: completion)
        return right
    }
}
