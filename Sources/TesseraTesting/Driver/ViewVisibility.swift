import Foundation
import TesseraUI

/// Geometry the driver needs about where a view shows: whether it is drawn at all, the part of it
/// inside the window and its clipping ancestors, and whether scrolling can bring it in.
@MainActor
enum ViewVisibility {
    /// Neither the view nor an ancestor is hidden or (nearly) transparent — hit testing's limit,
    /// alpha < 0.01.
    static func isShown(_ view: UIView) -> Bool {
        hiddenView(hiding: view) == nil
    }

    /// The view itself or the nearest ancestor that is hidden or (nearly) transparent; nil when
    /// none is.
    static func hiddenView(hiding view: UIView) -> UIView? {
        var current: UIView? = view
        while let node = current {
            if node.isHidden || node.alpha < 0.01 { return node }
            current = node.superview
        }
        return nil
    }

    /// The part of `view` inside the window and inside every ancestor that clips, in window
    /// points; empty (`CGRect.null` or zero-sized) when none of it shows.
    static func visibleRect(of view: UIView, in window: UIWindow) -> CGRect {
        var rect = view.convert(view.bounds, to: window)
        var ancestor = view.superview
        while let node = ancestor, node !== window {
            if node.clipsToBounds { rect = rect.intersection(node.convert(node.bounds, to: window)) }
            ancestor = node.superview
        }
        return rect.intersection(window.bounds)
    }

    /// The part of `view` inside its clipping ancestors below the innermost scroll view around
    /// it, in window points: what could show once that scroll view moves. Without a scroll view
    /// around it, the same as `visibleRect`.
    static func reachableRect(of view: UIView, in window: UIWindow) -> CGRect {
        guard scrollViewAncestors(of: view).first != nil else { return visibleRect(of: view, in: window) }
        var rect = view.convert(view.bounds, to: window)
        var ancestor = view.superview
        while let node = ancestor, !(node is UIScrollView) {
            if node.clipsToBounds { rect = rect.intersection(node.convert(node.bounds, to: window)) }
            ancestor = node.superview
        }
        return rect
    }

    /// Whether `rect` has area (not null, positive width and height).
    static func hasArea(_ rect: CGRect) -> Bool {
        !rect.isNull && rect.width > 0 && rect.height > 0
    }

    /// Whether `view` meets `visibility` in `window`.
    static func meets(_ visibility: ViewQuery.Visibility, _ view: UIView, in window: UIWindow) -> Bool {
        switch visibility {
        case .any: true
        case .onScreen: isShown(view) && hasArea(visibleRect(of: view, in: window))
        case .reachable: isShown(view) && hasArea(reachableRect(of: view, in: window))
        }
    }

    /// The scroll views around `view`, innermost first.
    static func scrollViewAncestors(of view: UIView) -> [UIScrollView] {
        var result: [UIScrollView] = []
        var ancestor = view.superview
        while let node = ancestor {
            if let scrollView = node as? UIScrollView { result.append(scrollView) }
            ancestor = node.superview
        }
        return result
    }

    /// The scroll view's visible content area (bounds minus adjusted insets), in its own bounds
    /// (content) coordinates.
    static func visibleContentRect(of scrollView: UIScrollView) -> CGRect {
        let inset = scrollView.adjustedContentInset
        return CGRect(
            x: scrollView.contentOffset.x + inset.left, y: scrollView.contentOffset.y + inset.top,
            width: max(0, scrollView.bounds.width - inset.left - inset.right),
            height: max(0, scrollView.bounds.height - inset.top - inset.bottom))
    }
}
