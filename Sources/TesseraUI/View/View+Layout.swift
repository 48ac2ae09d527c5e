public import Foundation
import TesseraGraphics

extension View {
    /// The value of an `intrinsicContentSize` axis that has no preference (as `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Marks the view to lay out its subviews before the next render or `layoutIfNeeded()`.
    public func setNeedsLayout() {
        needsLayout = true
        window?.needsDisplay = true
    }

    /// Runs `layoutSubviews()` now on this view and every descendant that needs it, parents first.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for child in subviews { child.layoutIfNeeded() }
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Tells layout that `intrinsicContentSize` changed.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Marks the view's pixels stale; the window re-renders before the next frame.
    public func setNeedsDisplay() {
        window?.needsDisplay = true
    }
}

extension View {
    /// The superview's safe-area insets reduced by this view's position within it.
    var inheritedSafeAreaInsets: EdgeInsets {
        guard let superview else { return .zero }
        let parent = superview.safeAreaInsets
        let frame = self.frame
        let parentBounds = superview.bounds
        return EdgeInsets(
            top: max(0, parent.top - (frame.minY - parentBounds.minY)),
            left: max(0, parent.left - (frame.minX - parentBounds.minX)),
            bottom: max(0, parent.bottom - (parentBounds.maxY - frame.maxY)),
            right: max(0, parent.right - (parentBounds.maxX - frame.maxX)))
    }
}
