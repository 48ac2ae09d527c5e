public import Foundation
import TesseraGraphics

/// Where a view is drawn right now, animations in flight included (what UIKit reads from
/// `layer.presentation()`): model values change at once, these follow the window's frame clock.
extension UIView {
    /// The bounds being drawn now: the in-flight value while `bounds` or `frame` animates, else `bounds`.
    public var presentationBounds: CGRect { presentedBounds }

    /// The rectangle this view is drawn in now, in the root view's (the window's) points: its
    /// presentation bounds through every ancestor's in-flight transform, centre and bounds (the
    /// bounding box under rotation). Ignores clipping; see ``presentationVisibleFrame``.
    ///
    /// - Complexity: O(depth).
    public var presentationFrameInWindow: CGRect {
        presentationTransformToRoot.apply(to: presentedBounds)
    }

    /// The part of ``presentationFrameInWindow`` left after every ancestor that clips to its bounds
    /// (`clipsToBounds`) has clipped it, in window points; `.null` when nothing is left or the view
    /// or an ancestor is hidden or fully transparent.
    ///
    /// - Complexity: O(depth²).
    public var presentationVisibleFrame: CGRect {
        var visible = presentationFrameInWindow
        var current: UIView? = self
        while let view = current {
            if view.isHidden || view.presentedAlpha <= 0 { return .null }
            if view !== self, view.clipsToBounds { visible = visible.intersection(view.presentationFrameInWindow) }
            current = view.superview
        }
        return visible.isEmpty ? .null : visible
    }

    /// Bounds space → the root's bounds space with the presented values of this view and its ancestors.
    var presentationTransformToRoot: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var current: UIView? = self
        while let view = current, let parent = view.superview {
            transform = transform.concatenating(view.presentedTransformToSuperview)
            current = parent
        }
        return transform
    }
}
