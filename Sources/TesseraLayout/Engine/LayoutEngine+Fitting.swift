public import Foundation

extension LayoutEngine {
    /// Solves `view`'s subtree alone, with the view's size pulled towards `target` at the fitting
    /// priorities, and returns the view's size (points).
    static func fittingSize(
        of view: any ViewLayoutItem, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        existingEngine(of: view)?.processUpdateRequests()
        let engine = LayoutEngine(
            root: view, mode: .fitting(target: target, horizontal: horizontal, vertical: vertical))
        if let tree = existingEngine(of: view) { engine.logger = tree.logger }
        engine.register(view)
        for constraint in activeConstraints(inSubtreeOf: view) {
            engine.install(constraint, breakingOthers: true)
        }
        engine.resolveHeightForWidth()
        let registration = engine.register(view)
        return CGSize(
            width: engine.solver.value(ofSymbol: registration.width),
            height: engine.solver.value(ofSymbol: registration.height))
    }

    /// The active constraints whose items all lie in `view`'s subtree, in activation order.
    static func activeConstraints(inSubtreeOf view: any ViewLayoutItem) -> [NSLayoutConstraint] {
        var members = Set<ObjectIdentifier>()
        var nodes: [LayoutNode] = []
        collect(view, into: &members, &nodes)
        var seen = Set<ObjectIdentifier>()
        var result: [NSLayoutConstraint] = []
        for node in nodes {
            for constraint in node.constraints
            where constraint.isActive && seen.insert(ObjectIdentifier(constraint)).inserted {
                if relatesOnlyMembers(constraint, members) { result.append(constraint) }
            }
        }
        return result.sorted { $0.sequence < $1.sequence }
    }
}

extension ViewLayoutItem {
    /// The size that best satisfies the constraints of this view's subtree when the view's width and
    /// height are pulled towards `targetSize` at the given priorities
    /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`), in points.
    ///
    /// Use `.required` for an axis you fix (a cell's width) and `.fittingSizeLevel` (50) for an axis
    /// that should shrink to its content (pass a target of 0, `layoutFittingCompressedSize`) or grow
    /// (a large target, `layoutFittingExpandedSize`). Only constraints between items of the subtree
    /// count; wrapping text measures at the width it gets. The view's frame is not changed.
    ///
    /// For example:
    /// ```swift
    /// let height = card.systemLayoutSizeFitting(
    ///     CGSize(width: 343, height: 0),
    ///     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    /// ```
    /// - Complexity: builds a throwaway solver over the subtree's constraints.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalPriority: UILayoutPriority,
        verticalFittingPriority verticalPriority: UILayoutPriority
    ) -> CGSize {
        LayoutEngine.fittingSize(
            of: self, target: targetSize, horizontal: horizontalPriority, vertical: verticalPriority)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with both
    /// priorities at `.fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
}
