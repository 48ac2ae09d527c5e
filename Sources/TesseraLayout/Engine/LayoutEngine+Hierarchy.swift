extension LayoutEngine {
    /// Moves a subtree's Auto Layout state after `view` changed superview (the view layer calls
    /// this from `superview`'s observer; `oldSuperview` is nil when the view was a root).
    ///
    /// As in UIKit, constraints that tie the subtree to views outside it (the old superview
    /// included) are deactivated; constraints inside the subtree move to the engine of the new
    /// tree, which adds them at its next layout pass. A view that never used Auto Layout costs O(1).
    /// - Complexity: O(size of the subtree) when the old tree has an engine.
    public static func viewDidMove(_ view: any ViewLayoutItem, fromSuperview oldSuperview: (any ViewLayoutItem)?) {
        let oldRoot = oldSuperview.map { rootItem(of: $0) } ?? view
        guard let oldEngine = oldRoot.existingLayoutNode?.rootEngine else {
            adoptOrphans(inSubtreeOf: view)
            return
        }
        let wasRoot = oldRoot === view
        if oldEngine.isEmpty {
            if wasRoot { view.existingLayoutNode?.dropRootEngine() }
            return
        }
        oldEngine.migrateSubtree(of: view, wasRoot: wasRoot)
    }

    private func migrateSubtree(of view: any ViewLayoutItem, wasRoot: Bool) {
        var members = Set<ObjectIdentifier>()
        var nodes: [LayoutNode] = []
        LayoutEngine.collect(view, into: &members, &nodes)

        var seen = Set<ObjectIdentifier>()
        var moving: [NSLayoutConstraint] = []
        var crossing: [NSLayoutConstraint] = []
        for node in nodes {
            for constraint in node.constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                if LayoutEngine.relatesOnlyMembers(constraint, members) {
                    moving.append(constraint)
                } else {
                    crossing.append(constraint)
                }
            }
        }
        NSLayoutConstraint.deactivate(crossing)
        moving.sort { $0.sequence < $1.sequence }
        for constraint in moving {
            remove(constraint)
            constraint.state = .inactive
            constraint.engine = nil
        }
        for node in nodes { unregister(node) }
        solver.releaseRetiredSymbols()
        if wasRoot { view.existingLayoutNode?.dropRootEngine() }

        let updates = nodes.filter(\.needsUpdateConstraints)
        guard !moving.isEmpty || !updates.isEmpty else { return }
        let target = LayoutEngine.engine(ofRoot: LayoutEngine.rootItem(of: view))
        for constraint in moving { target.enqueue(constraint) }
        for node in updates { target.requestUpdate(node) }
    }

    /// Whether the constraint's items are alive and all in `members`.
    static func relatesOnlyMembers(_ constraint: NSLayoutConstraint, _ members: Set<ObjectIdentifier>) -> Bool {
        guard let first = constraint.firstLayoutItem, members.contains(ObjectIdentifier(first)) else { return false }
        guard let secondNode = constraint.secondNode else { return true }
        return secondNode.item.map { members.contains(ObjectIdentifier($0)) } ?? false
    }

    /// Every item of `view`'s subtree (guides included) into `members`, and the nodes that exist.
    static func collect(
        _ view: any ViewLayoutItem, into members: inout Set<ObjectIdentifier>, _ nodes: inout [LayoutNode]
    ) {
        members.insert(ObjectIdentifier(view))
        if let node = view.existingLayoutNode {
            nodes.append(node)
            for guide in node.guides {
                members.insert(ObjectIdentifier(guide))
                if let guideNode = guide.existingLayoutNode { nodes.append(guideNode) }
            }
        }
        for child in view.subviewLayoutItems { collect(child, into: &members, &nodes) }
    }
}
