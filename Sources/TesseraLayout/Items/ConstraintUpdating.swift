/// A view that makes or refreshes its own constraints lazily, in the layout pass
/// (`UIView.updateConstraints()`): call `setNeedsUpdateConstraints()` when its inputs change, and
/// the engine calls ``updateConstraints()`` once before it next solves.
///
/// `UIStackView` uses it to rebuild its arrangement once per pass however many properties changed.
@preconcurrency @MainActor
public protocol ConstraintUpdating: ViewLayoutItem {
    /// Activates, deactivates or changes the view's own constraints. Called on the main actor during
    /// the layout pass, before solving.
    func updateConstraints()
}

/// An item whose turn in the layout pass's constraint updates is more than its own
/// `updateConstraints()`: a view controller's root view lets its controller's
/// `updateViewConstraints()` run instead (which calls the view's).
@MainActor
package protocol LayoutPassConstraintUpdating: ConstraintUpdating {
    /// What the engine calls in place of `updateConstraints()`.
    func updateConstraintsInLayoutPass()
}

extension ViewLayoutItem {
    /// Asks for `updateConstraints()` before the next solve (for views that are
    /// ``ConstraintUpdating``; other views ignore it).
    public func setNeedsUpdateConstraints() {
        let node = layoutNode
        guard !node.needsUpdateConstraints else { return }
        node.needsUpdateConstraints = true
        LayoutEngine.engine(ofRoot: LayoutEngine.rootItem(of: self)).requestUpdate(node)
    }

    /// Runs the pending `updateConstraints()` calls of this view's tree now.
    public func updateConstraintsIfNeeded() {
        LayoutEngine.existingEngine(of: self)?.processUpdateRequests()
    }
}
