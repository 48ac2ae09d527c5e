/// Child view controllers (`UIViewController` containment).
///
/// The low-level pair is `addChild(_:)` / `removeFromParent()`, with UIKit's call pattern:
/// ```swift
/// addChild(chart)                     // calls chart.willMove(toParent: self)
/// view.addSubview(chart.view)
/// chart.didMove(toParent: self)
/// ```
/// `embed(_:in:)` and `unembed(_:)` do the whole dance, including appearance callbacks when this
/// controller is visible:
/// ```swift
/// embed(chart, in: chartContainer)    // chart appears with its parent
/// unembed(chart)                      // chart disappears and is ended
/// ```
///
/// Removing a child discards it: `removeFromParent()` ends the child (`invalidate()`: tear-down,
/// lifetime cancelled). To move a child to another parent, call `newParent.addChild(child)`
/// without removing it first; that keeps it alive.
extension UIViewController {
    /// Adds `child` as a child controller, calling `child.willMove(toParent: self)`. A child of
    /// another controller moves here without being ended. Adding a current child does nothing.
    /// - Precondition: `child` is not `self` or one of its ancestors.
    public func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            precondition(current !== child, "A view controller cannot be added to its own subtree")
            ancestor = current.parent
        }
        child.beginMove(toParent: self)
        if let previous = child.parent {
            previous.children.removeAll { $0 === child }
        }
        children.append(child)
        child.parent = self
    }

    /// Whether the controller is being added to a parent — from `willMove(toParent:)` until
    /// `didMove(toParent:)` — as during the appearance calls of a push: `if isMovingToParent` in
    /// `viewWillAppear(_:)` tells a push from a return to the screen.
    public var isMovingToParent: Bool { transitionFlags.movingToParent }

    /// Whether the controller is being removed from its parent — from `willMove(toParent: nil)`
    /// until `didMove(toParent: nil)` — as during the disappearance calls of a pop: `if
    /// isMovingFromParent` in `viewWillDisappear(_:)` tells the back button from a push over it.
    public var isMovingFromParent: Bool { transitionFlags.movingFromParent }

    /// Calls `willMove(toParent:)`, noting the move for `isMovingToParent`/`isMovingFromParent`.
    func beginMove(toParent parent: UIViewController?) {
        if parent != nil { transitionFlags.movingToParent = true } else { transitionFlags.movingFromParent = true }
        willMove(toParent: parent)
    }

    /// Calls `didMove(toParent:)`, ending the move `beginMove(toParent:)` noted.
    func endMove(toParent parent: UIViewController?) {
        didMove(toParent: parent)
        if parent != nil { transitionFlags.movingToParent = false } else { transitionFlags.movingFromParent = false }
    }

    /// The nearest ancestor (parent, its parent, …) of type `type`, nil when there is none.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var ancestor = parent
        while let current = ancestor {
            if let match = current as? Container { return match }
            ancestor = current.parent
        }
        return nil
    }

    /// Removes this controller from its parent, calls `didMove(toParent: nil)`, then ends it
    /// (`invalidate()`). The caller removes the view first (as in UIKit); `unembed(_:)` does both.
    /// Does nothing for a controller without a parent.
    public func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        invalidate()
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)` without ending
    /// it, for containers whose children may come back (a page view controller's pages). Does
    /// nothing for a controller without a parent.
    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        endMove(toParent: nil)
    }

    /// Adds `child`, puts its view in `container` (default: this controller's view) filling its
    /// bounds, runs the child's appearance callbacks if this controller is visible, and calls
    /// `child.didMove(toParent: self)`.
    public func embed(_ child: UIViewController, in container: UIView? = nil) {
        addChild(child)
        let host = container ?? view
        let childView = child.view
        childView.frame = host.bounds
        let isVisible = appearanceState.isVisible
        if isVisible { child.beginAppearanceTransition(true) }
        host.addSubview(childView)
        if appearanceState == .appeared { child.endAppearanceTransition() }
        child.endMove(toParent: self)
    }

    /// Reverses `embed(_:in:)`: `child.willMove(toParent: nil)`, its disappearance callbacks if it
    /// is visible, its view leaves the tree, then `removeFromParent()` ends it.
    /// - Precondition: `child` is a child of this controller.
    public func unembed(_ child: UIViewController) {
        precondition(child.parent === self, "unembed(_:): \(type(of: child)) is not a child of \(type(of: self))")
        child.beginMove(toParent: nil)
        let wasVisible = child.appearanceState.isVisible
        if wasVisible { child.beginAppearanceTransition(false) }
        child.viewIfLoaded?.removeFromSuperview()
        if wasVisible { child.endAppearanceTransition() }
        child.removeFromParent()
    }
}

/// What `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and `isBeingDismissed` report.
struct TransitionFlags {
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
}
