import Foundation

extension UIScrollView {
    /// Swaps the refresh control: the old one leaves, the new one goes behind the content.
    func refreshControlDidChange(from old: UIRefreshControl?) {
        guard refreshControl !== old else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let control = refreshControl { insertSubview(control, at: 0) }
        contentGeometryDidChange()
    }

    /// The refresh control spans the view's width just above the content's top.
    func layOutRefreshControl() {
        guard let control = refreshControl, control.superview === self else { return }
        control.frame = CGRect(
            x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
    }

    /// A refresh began or ended, so the top of `adjustedContentInset` changed. When one ends
    /// outside a drag, the content springs back to the top on the window's clock (at once
    /// outside a window).
    func refreshControlDidChangeState(_ refreshing: Bool) {
        if isDragging, bounces {
            let change = refreshing ? UIRefreshControl.height : -UIRefreshControl.height
            keepDraggedContentInPlace(oldTop: minimumContentOffset.y + change)
        }
        let target = clampedOffset(contentOffset)
        if !refreshing, !isDragging, target != contentOffset, let window {
            stopMotion()
            startMotion(.springingBack(from: contentOffset, to: target, start: window.clock.now), followsDrag: false)
        }
        contentGeometryDidChange()
    }

    /// The top edge moved from `oldTop` to `minimumContentOffset.y` under a drag pulling the content
    /// past it: moves the drag's start so the finger's next move continues from where the content
    /// is, rather than jumping by the inset's change.
    private func keepDraggedContentInPlace(oldTop: CGFloat) {
        let newTop = minimumContentOffset.y
        let shown = contentOffset.y
        let height = bounds.height
        guard
            let oldPull = Self.unbandedDistance(oldTop - shown, dimension: height),
            let newPull = Self.unbandedDistance(newTop - shown, dimension: height)
        else { return }
        dragStartOffset.y += (newTop - newPull) - (oldTop - oldPull)
    }
}
