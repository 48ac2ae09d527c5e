import Foundation

extension LayoutEngine {
    /// The active constraints installed on `view`, in activation order — what UIKit lists in
    /// `UIView.constraints`: those whose closest common ancestor is `view` (a guide counts as its owning view;
    /// a constraint with one item is installed on that item's view). Only constraints made by app code, DSLs
    /// and stacks are listed, not the engine's own frame, content-size and guide constraints.
    /// - Complexity: O(constraints mentioning the subtree × depth); meant for inspection, not layout.
    package static func constraintsInstalled(on view: any ViewLayoutItem) -> [NSLayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var installed: [NSLayoutConstraint] = []
        func visit(_ node: LayoutNode) {
            for constraint in node.constraints
            where constraint.kind == .user && constraint.isActive && seen.insert(ObjectIdentifier(constraint)).inserted
                && holder(of: constraint) === view
            {
                installed.append(constraint)
            }
        }
        func walk(_ item: any ViewLayoutItem) {
            if let node = item.existingLayoutNode {
                visit(node)
                for guide in node.guides { guide.existingLayoutNode.map(visit) }
            }
            for child in item.subviewLayoutItems { walk(child) }
        }
        walk(view)
        return installed.sorted { $0.sequence < $1.sequence }
    }

    /// The view a constraint is installed on: the closest common ancestor of its items' views.
    static func holder(of constraint: NSLayoutConstraint) -> (any ViewLayoutItem)? {
        guard let first = constraint.firstLayoutItem.flatMap(view(of:)) else { return nil }
        guard let secondNode = constraint.secondNode else { return first }
        guard let second = secondNode.item.flatMap(view(of:)) else { return nil }
        return nearestCommonAncestor(first, second)
    }

    /// The deepest view that is `a` or an ancestor of it and `b` or an ancestor of it; nil when
    /// they are in different trees. Allocates nothing.
    static func nearestCommonAncestor(_ a: any ViewLayoutItem, _ b: any ViewLayoutItem) -> (any ViewLayoutItem)? {
        func depth(_ view: any ViewLayoutItem) -> Int {
            var depth = 0
            var current = view.parentLayoutView
            while let parent = current {
                depth += 1
                current = parent.parentLayoutView
            }
            return depth
        }
        var (x, y): ((any ViewLayoutItem)?, (any ViewLayoutItem)?) = (a, b)
        var (depthX, depthY) = (depth(a), depth(b))
        while depthX > depthY, let view = x {
            x = view.parentLayoutView
            depthX -= 1
        }
        while depthY > depthX, let view = y {
            y = view.parentLayoutView
            depthY -= 1
        }
        while let left = x, let right = y, left !== right {
            x = left.parentLayoutView
            y = right.parentLayoutView
        }
        return x
    }

    private static func view(of item: any LayoutItem) -> (any ViewLayoutItem)? {
        (item as? any ViewLayoutItem) ?? item.parentLayoutView
    }
}
