public import Foundation
import TesseraGraphics

extension UIView {
    /// Changes `view` in `animations` and cross-dissolves from how it looked to how it looks after
    /// (`UIView.transition(with:duration:options:animations:completion:)`), over `duration` seconds.
    ///
    /// The changes apply at once and, unless `options` has `allowAnimatedContent`, without animating
    /// each property; the view's old image fades out while the new one fades in. Every transition
    /// style (flips, curls) draws as a cross-dissolve. A view outside a window, or a zero duration,
    /// changes without a transition and `completion(true)` runs at once; `completion(false)` when
    /// another transition of the same view takes over.
    ///
    /// For example:
    /// ```swift
    /// UIView.transition(with: label, duration: 0.25, options: .transitionCrossDissolve) {
    ///     label.text = "Saved"
    /// }
    /// ```
    /// A negative or NaN `duration` is 0 (the change applies at once), as in UIKit.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard let window = view.window, duration > 0 else {
            performWithoutAnimation { animations?() }
            completion?(true)
            return
        }
        let before = view.displayList()
        if options.contains(.allowAnimatedContent) {
            animate(withDuration: duration, delay: 0, options: options, animations: { animations?() })
        } else {
            performWithoutAnimation { animations?() }
        }
        window.animator.add(
            [(view, .transition(0), .transition(1))], duration: animationTime(duration), delay: .zero,
            curve: options.curve,
            completion: completion)
        view.presentation.transitionSnapshot = before
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a cross-dissolve
    /// (`UIView.transition(from:to:duration:options:completion:)`): `fromView` is removed and
    /// `toView` inserted where it was, or, with `showHideTransitionViews`, `fromView` is hidden and
    /// `toView` shown. Without a superview the views are swapped without a transition.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.superview,
                let index = parent.subviews.firstIndex(where: { $0 === fromView })
            {
                parent.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }
        guard let parent = fromView.superview else {
            swap()
            completion?(true)
            return
        }
        transition(with: parent, duration: duration, options: options, animations: swap, completion: completion)
    }
}
