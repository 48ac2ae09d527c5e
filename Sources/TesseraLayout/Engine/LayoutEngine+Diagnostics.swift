import Foundation

extension LayoutEngine {
    /// A throwaway copy of this tree's system, solved, for questions that must not disturb the
    /// real solution (perturbing a variable can move an ambiguous layout).
    func diagnosticCopy() -> LayoutEngine? {
        guard let root else { return nil }
        updateLayoutIfNeeded()
        let copy = LayoutEngine(root: root, mode: .diagnostic)
        copy.register(root)
        for registration in registrationOrder { copy.register(registration.item) }
        for constraint in LayoutEngine.activeConstraints(inSubtreeOf: root) where constraint.state != .broken {
            copy.install(constraint, breakingOthers: true)
        }
        for registration in copy.registrationOrder {
            guard let original = self.registration(of: registration.node) else { continue }
            if original.measuredWidth != registration.measuredWidth, original.dependsOnWidth {
                registration.measuredWidth = original.measuredWidth
                copy.refreshContentSize(registration)
            }
        }
        return copy
    }

    /// Whether `variable` can move without making any priority tier worse: it is suggested away at a
    /// strength below every layout priority, both ways.
    func isAmbiguous(_ variable: Variable) -> Bool {
        let base = solver.value(of: variable)
        guard (try? solver.addEditVariable(variable, strength: .strong)) != nil else { return false }
        defer { try? solver.removeEditVariable(variable) }
        for delta in [37.0, -37.0] {
            try? solver.suggestValue(base + delta, for: variable)
            if abs(solver.value(of: variable) - base) > 0.5 { return true }
        }
        return false
    }

    /// The names of `node`'s ambiguous variables: minX, minY, width, height.
    func ambiguousParts(of node: LayoutNode) -> [String] {
        guard registration(of: node) != nil else { return [] }
        return [("minX", node.left), ("minY", node.top), ("width", node.width), ("height", node.height)]
            .filter { isAmbiguous($0.1) }.map(\.0)
    }

    /// The installed constraints connected to `variables` through shared variables, in activation order.
    func constraints(connectedTo variables: [Variable]) -> [LayoutConstraint] {
        var byVariable: [ObjectIdentifier: [LayoutConstraint]] = [:]
        var variablesOf: [ObjectIdentifier: [Variable]] = [:]
        for (constraint, solverConstraint) in installedSolverConstraints() {
            let terms = solverConstraint.expression.terms.map(\.variable)
            variablesOf[ObjectIdentifier(constraint)] = terms
            for variable in terms { byVariable[ObjectIdentifier(variable), default: []].append(constraint) }
        }
        var visitedVariables = Set(variables.map(ObjectIdentifier.init))
        var queue = variables
        var found: [ObjectIdentifier: LayoutConstraint] = [:]
        while let variable = queue.popLast() {
            for constraint in byVariable[ObjectIdentifier(variable)] ?? [] {
                guard found.updateValue(constraint, forKey: ObjectIdentifier(constraint)) == nil else { continue }
                for next in variablesOf[ObjectIdentifier(constraint)] ?? []
                where visitedVariables.insert(ObjectIdentifier(next)).inserted {
                    queue.append(next)
                }
            }
        }
        return found.values.sorted { $0.sequence < $1.sequence }
    }
}

extension LayoutEngine {
    /// The items among `items` whose layout is ambiguous (each one's `hasAmbiguousLayout`), in the
    /// order given — copying each tree's constraint system once rather than once per item, so a whole
    /// screen can be checked (the accessibility and layout audits do).
    /// - Complexity: one system copy per distinct tree, then a few solver queries per item.
    public static func itemsWithAmbiguousLayout(among items: [any LayoutItem]) -> [any LayoutItem] {
        var copies: [ObjectIdentifier: LayoutEngine?] = [:]
        return items.filter { item in
            guard let node = item.existingLayoutNode, let engine = existingEngine(of: item) else { return false }
            let key = ObjectIdentifier(engine)
            if copies[key] == nil { copies[key] = .some(engine.diagnosticCopy()) }
            guard let copy = copies[key] ?? nil else { return false }
            return !copy.ambiguousParts(of: node).isEmpty
        }
    }
}

extension LayoutItem {
    /// The engine of the tree this item is in (created on first use). Use it to inject a logger or
    /// read `brokenConstraints`.
    public var layoutEngine: LayoutEngine {
        LayoutEngine.engine(ofRoot: LayoutEngine.rootItem(of: self))
    }

    /// The active constraints made by app code, DSLs or stacks that mention this item, in
    /// activation order (the engine's own frame, content-size and guide constraints are not listed).
    public var constraints: [LayoutConstraint] {
        existingLayoutNode?.constraints.sorted { $0.sequence < $1.sequence } ?? []
    }

    /// Whether the constraints leave this item's frame free to move without making anything worse
    /// (`hasAmbiguousLayout`): some of minX, minY, width or height has more than one best value.
    /// Runs the pending layout first. Items no constraint mentions are not ambiguous.
    /// - Complexity: copies the tree's constraint system; meant for debugging and tests.
    public var hasAmbiguousLayout: Bool {
        guard let node = existingLayoutNode, let engine = LayoutEngine.existingEngine(of: self),
              let copy = engine.diagnosticCopy()
        else { return false }
        return !copy.ambiguousParts(of: node).isEmpty
    }

    /// The constraints that decide this item's position and size along `axis`
    /// (`constraintsAffectingLayout(for:)`): those on its own variables and, transitively, on the
    /// variables those constraints mention — system-made frame, content-size and guide constraints
    /// included — in activation order. Runs the pending layout first.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let node = existingLayoutNode, let engine = LayoutEngine.existingEngine(of: self),
              engine.registration(of: node) != nil || !engine.pending.isEmpty
        else { return [] }
        engine.updateLayoutIfNeeded()
        guard engine.registration(of: node) != nil else { return [] }
        let variables = axis == .horizontal ? [node.left, node.width] : [node.top, node.height]
        return engine.constraints(connectedTo: variables)
    }
}
