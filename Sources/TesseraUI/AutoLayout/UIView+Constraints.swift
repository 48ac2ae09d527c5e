public import TesseraLayout

extension UIView {
    /// The active constraints installed on this view, in activation order (`UIView.constraints`): those whose
    /// closest common ancestor is this view — a constraint between two subviews is the superview's, a
    /// constant width or height is the view's own. The engine's own frame, content-size and guide constraints
    /// are not listed.
    ///
    /// ```swift
    /// NSLayoutConstraint.activate([badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)])
    /// card.constraints.count   // 1 (badge is a subview of card)
    /// ```
    /// - Complexity: walks the subtree; meant for inspection.
    public var constraints: [NSLayoutConstraint] { LayoutEngine.constraintsInstalled(on: self) }

    /// Activates `constraint` (`addConstraint(_:)`, the API from before `isActive`; prefer
    /// `NSLayoutConstraint.activate(_:)`). It is listed by the closest common ancestor of its items.
    /// - Precondition: the constraint's items are this view or inside its subtree.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        addConstraints([constraint])
    }

    /// Activates `constraints` (see `addConstraint(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            for item in [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap({ $0 }) {
                precondition(
                    isInSubtree(item),
                    "addConstraint(_:): \(constraint) mentions \(item.layoutDebugName), which is not \(layoutDebugName) "
                        + "or inside it")
            }
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint` if it is installed on this view (`removeConstraint(_:)`); otherwise does nothing.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        removeConstraints([constraint])
    }

    /// Deactivates those of `constraints` that are installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        let installed = Set(self.constraints.map(ObjectIdentifier.init))
        NSLayoutConstraint.deactivate(constraints.filter { installed.contains(ObjectIdentifier($0)) })
    }

    private func isInSubtree(_ item: any LayoutItem) -> Bool {
        var current: (any LayoutItem)? = item
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parentLayoutView
        }
        return false
    }
}
