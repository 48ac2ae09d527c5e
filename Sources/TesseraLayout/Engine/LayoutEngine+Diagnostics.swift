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

    /// Whether the unknown `symbol` can move without making any priority tier worse: it is pulled
    /// away at a strength below every layout priority (an edit constraint), both ways.
    func isAmbiguous(_ symbol: Int) -> Bool {
        let base = solver.value(ofSymbol: symbol)
        var row = SolverRow()
        row.add(symbol, 1)
        row.constant = -base
        row.strength = .strong
        guard case .added(let record) = row.add(to: solver) else { return false }
        defer { solver.removeRow(ofRecord: record) }
        for delta in [37.0, -37.0] {
            _ = solver.updateConstant(ofRecord: record, to: -(base + delta))
            if abs(solver.value(ofSymbol: symbol) - base) > 0.5 { return true }
        }
        return false
    }

    /// The names of `node`'s ambiguous unknowns: minX, minY, width, height.
    func ambiguousParts(of node: LayoutNode) -> [String] {
        guard let registration = registration(of: node) else { return [] }
        return [
            ("minX", registration.left), ("minY", registration.top), ("width", registration.width),
            ("height", registration.height),
        ]
        .filter { isAmbiguous($0.1) }.map(\.0)
    }

    /// The installed constraints connected to the unknowns `symbols` through shared unknowns, in
    /// activation order.
    func constraints(connectedTo symbols: [Int]) -> [NSLayoutConstraint] {
        var bySymbol: [Int: [NSLayoutConstraint]] = [:]
        var symbolsOf: [ObjectIdentifier: [Int]] = [:]
        for (constraint, _) in installedSolverRecords() {
            let terms = solverRow(for: constraint)?.symbols ?? []
            symbolsOf[ObjectIdentifier(constraint)] = terms
            for symbol in terms { bySymbol[symbol, default: []].append(constraint) }
        }
        var visited = Set(symbols)
        var queue = symbols
        var found: [ObjectIdentifier: NSLayoutConstraint] = [:]
        while let symbol = queue.popLast() {
            for constraint in bySymbol[symbol] ?? [] {
                guard found.updateValue(constraint, forKey: ObjectIdentifier(constraint)) == nil else { continue }
                for next in symbolsOf[ObjectIdentifier(constraint)] ?? [] where visited.insert(next).inserted {
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

    /// The active constraints made by app code, DSLs or stacks that mention this item, in activation
    /// order (the engine's own frame, content-size and guide constraints are not listed). Unlike a view's
    /// `constraints` (those installed on it), these include the constraints to its superview and siblings.
    public var constraintsMentioningItem: [NSLayoutConstraint] {
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
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let node = existingLayoutNode, let engine = LayoutEngine.existingEngine(of: self),
            engine.registration(of: node) != nil || !engine.pending.isEmpty
        else { return [] }
        engine.updateLayoutIfNeeded()
        guard let registration = engine.registration(of: node) else { return [] }
        let symbols =
            axis == .horizontal ? [registration.left, registration.width] : [registration.top, registration.height]
        return engine.constraints(connectedTo: symbols)
    }
}
