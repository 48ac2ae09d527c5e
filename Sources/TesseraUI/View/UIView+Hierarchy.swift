public import Foundation
import TesseraGraphics

extension UIView {
    /// Adds `view` as the frontmost child, removing it from its previous superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is the back). Indices beyond the end append.
    /// - Precondition: `view` is not `self` or one of its ancestors.
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "A view cannot be added to its own subtree")
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            setNeedsDisplay()
            return
        }
        let inheritedTint = view.tintColorStorage == nil ? view.effectiveTintColor : nil
        view.detachFromSuperview(notifyingTint: false)
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.inheritTraits(from: traitCollection)
        view.moveToWindow(window)
        view.didMoveToSuperview()
        didAddSubview(view)
        if let inheritedTint, view.effectiveTintColor != inheritedTint { view.tintDidChangeInSubtree() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Inserts `view` just above `sibling`. - Precondition: `sibling` is a subview of `self`.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("insertSubview(_:aboveSubview:): the sibling is not a subview")
        }
        insertSubview(
            view,
            at: view.superview === self && subviews.firstIndex(where: { $0 === view })! < index ? index : index + 1)
    }

    /// Inserts `view` just below `sibling`. - Precondition: `sibling` is a subview of `self`.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("insertSubview(_:belowSubview:): the sibling is not a subview")
        }
        insertSubview(
            view,
            at: view.superview === self && subviews.firstIndex(where: { $0 === view })! < index ? index - 1 : index)
    }

    /// Detaches the view from its superview and window. Does nothing for a root view.
    public func removeFromSuperview() {
        detachFromSuperview(notifyingTint: true)
    }

    private func detachFromSuperview(notifyingTint: Bool) {
        guard let parent = superview, let index = parent.subviews.firstIndex(where: { $0 === self }) else { return }
        let inheritedTint = notifyingTint && tintColorStorage == nil ? effectiveTintColor : nil
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        parent.subviews.remove(at: index)
        superview = nil
        moveToWindow(nil)
        didMoveToSuperview()
        if let inheritedTint, effectiveTintColor != inheritedTint { tintDidChangeInSubtree() }
        parent.setNeedsLayout()
        parent.setNeedsDisplay()
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices. - Precondition: both indices are valid.
    public func exchangeSubview(at first: Int, withSubviewAt second: Int) {
        precondition(
            subviews.indices.contains(first) && subviews.indices.contains(second), "Subview index out of range")
        subviews.swapAt(first, second)
        setNeedsDisplay()
    }

    /// True when `view` is `self` or one of its ancestors.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// The first view in this subtree (self included, depth first) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for child in subviews {
            if let match = child.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Every view in this subtree, self first, depth first, back to front.
    public var allViewsInSubtree: [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        visit(self)
        return result
    }

    /// Converts a point from this view's bounds space to `view`'s (or the root's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let toRoot = transformToRoot
        guard let view else { return toRoot.apply(to: point) }
        guard let fromRoot = view.transformToRoot.inverted() else { return point }
        return toRoot.concatenating(fromRoot).apply(to: point)
    }

    /// Converts a rectangle from this view's bounds space to `view`'s (bounding box under rotation).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let toRoot = transformToRoot
        guard let view else { return toRoot.apply(to: rect) }
        guard let fromRoot = view.transformToRoot.inverted() else { return rect }
        return toRoot.concatenating(fromRoot).apply(to: rect)
    }

    /// Converts a point from `view`'s bounds space (or the root's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let fromRoot = view?.transformToRoot ?? .identity
        guard let toSelf = transformToRoot.inverted() else { return point }
        return fromRoot.concatenating(toSelf).apply(to: point)
    }

    /// Converts a rectangle from `view`'s bounds space (or the root's when nil) to this view's
    /// (bounding box under rotation).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let fromRoot = view?.transformToRoot ?? .identity
        guard let toSelf = transformToRoot.inverted() else { return rect }
        return fromRoot.concatenating(toSelf).apply(to: rect)
    }

    /// Bounds space → the root view's bounds space.
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var current: UIView? = self
        while let node = current, let parent = node.superview {
            result = result.concatenating(node.transformToSuperview)
            current = parent
        }
        return result
    }

    func moveToWindow(_ newWindow: UIWindow?) {
        guard window !== newWindow else { return }
        willMove(toWindow: newWindow)
        window = newWindow
        if newWindow != nil { AppearanceRules.apply(to: self) }
        for child in subviews { child.moveToWindow(newWindow) }
        didMoveToWindow()
    }
}
