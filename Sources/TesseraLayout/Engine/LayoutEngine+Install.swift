import Foundation
import TesseraGraphics

/// A layout constraint in the solver's terms: `Σ cells + constant (relation) 0` over the symbols of
/// the registered items, at `strength`. Holds its few cells inline (an attribute is at most three
/// terms), so building one allocates nothing.
struct SolverRow {
    private var storage = (Cell(), Cell(), Cell(), Cell(), Cell(), Cell(), Cell(), Cell())
    private(set) var count = 0
    var constant: Double = 0
    var relation = Constraint.Relation.equal
    var strength = Strength.required
    /// For an optional equality whose rising above zero weighs differently (hugging against
    /// compression resistance): that strength.
    var strengthAbove: Strength?

    mutating func add(_ symbol: Int, _ coefficient: Double) {
        precondition(count < 8, "A layout constraint has at most eight terms")
        withUnsafeMutablePointer(to: &storage) { tuple in
            tuple.withMemoryRebound(to: Cell.self, capacity: 8) {
                $0[count] = Cell(symbol: symbol, coefficient: coefficient)
            }
        }
        count += 1
    }

    /// The symbols of the cells, in order.
    var symbols: [Int] {
        withCells { $0.map(\.symbol) }
    }

    /// Whether every coefficient, the constant and the strength are finite.
    var isFinite: Bool {
        constant.isFinite && strength.weight.isFinite && (strengthAbove?.weight.isFinite ?? true)
            && withCells { $0.allSatisfy(\.coefficient.isFinite) }
    }

    func withCells<Result>(_ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result {
        withUnsafePointer(to: storage) { tuple in
            tuple.withMemoryRebound(to: Cell.self, capacity: 8) { body(UnsafeBufferPointer(start: $0, count: count)) }
        }
    }

    /// Adds the row to `solver`. - Precondition: `isFinite`.
    func add(to solver: Solver) -> RowOutcome {
        withCells {
            solver.addRow(
                $0, constant: constant, relation: relation, strength: strength, strengthAbove: strengthAbove ?? strength
            )
        }
    }
}

extension LayoutEngine {
    // MARK: Expressions

    /// Adds `coefficient × attribute(item)` to `row`, registering the item of `node` first;
    /// `leading` and `trailing` are the edges they are in `direction`.
    func addTerms(
        _ attribute: NSLayoutConstraint.Attribute, of node: LayoutNode, coefficient: Double,
        direction: UIUserInterfaceLayoutDirection = .leftToRight, to row: inout SolverRow
    ) {
        if attribute.isMargin {
            guard let view = node.view else {
                let name = node.item?.layoutDebugName ?? "a deallocated item"
                preconditionFailure("\(attribute) needs a view: \(name) has no layout margins")
            }
            addTerms(
                attribute.withoutMargin, of: view.layoutMarginsGuide.layoutNode, coefficient: coefficient,
                direction: direction, to: &row)
            return
        }
        let registration = register(node)
        switch attribute {
        case .left:
            row.add(registration.left, coefficient)
        case .right:
            row.add(registration.left, coefficient)
            row.add(registration.width, coefficient)
        case .top:
            row.add(registration.top, coefficient)
        case .bottom:
            row.add(registration.top, coefficient)
            row.add(registration.height, coefficient)
        case .width:
            row.add(registration.width, coefficient)
        case .height:
            row.add(registration.height, coefficient)
        case .centerX:
            row.add(registration.left, coefficient)
            row.add(registration.width, coefficient / 2)
        case .centerY:
            row.add(registration.top, coefficient)
            row.add(registration.height, coefficient / 2)
        case .leading:
            addTerms(direction == .leftToRight ? .left : .right, of: node, coefficient: coefficient, to: &row)
        case .trailing:
            addTerms(direction == .leftToRight ? .right : .left, of: node, coefficient: coefficient, to: &row)
        case .firstBaseline, .lastBaseline:
            let baseline = baseline(attribute, of: registration)
            row.add(registration.top, coefficient)
            if baseline.heightFraction != 0 { row.add(registration.height, coefficient * baseline.heightFraction) }
            row.constant += coefficient * baseline.offset
        default:
            preconditionFailure("\(attribute) has no expression")
        }
    }

    func baseline(_ attribute: NSLayoutConstraint.Attribute, of registration: Registration) -> LayoutBaseline {
        if !registration.baselinesAreCurrent, let view = registration.view {
            registration.baselines = view.layoutBaselines(
                forWidth: registration.dependsOnWidth ? registration.measuredWidth : nil)
            registration.baselinesAreCurrent = true
        }
        guard let baselines = registration.baselines else { return .bottom }
        return attribute == .firstBaseline ? baselines.first : baselines.last
    }

    /// The solver form of `constraint`: `first − multiplier × second − constant (relation) 0`, or nil
    /// when an item was deallocated (the constraint then stays out of the solver).
    func solverRow(for constraint: NSLayoutConstraint) -> SolverRow? {
        guard constraint.itemsAreAlive else { return nil }
        // In right-to-left layouts a constraint using leading/trailing is written along a mirrored x
        // axis (x' = −x), so `a.leading == b.leading + 16` puts a 16 pt inside b's right edge.
        let direction = constraint.isDirectional ? direction(of: constraint) : .leftToRight
        let mirrored = direction == .rightToLeft
        func sign(_ attribute: NSLayoutConstraint.Attribute) -> Double {
            mirrored && attribute.axis == .horizontal && !attribute.isDimension ? -1 : 1
        }
        var row = SolverRow()
        addTerms(
            constraint.firstAttribute, of: constraint.firstNode, coefficient: sign(constraint.firstAttribute),
            direction: direction, to: &row)
        if let second = constraint.secondNode {
            addTerms(
                constraint.secondAttribute, of: second,
                coefficient: -constraint.multiplier * sign(constraint.secondAttribute), direction: direction, to: &row)
        } else if constraint.secondAttribute != .notAnAttribute {
            return nil
        }
        row.constant -= Self.solverConstant(of: constraint) + systemSpacing(of: constraint)
        row.relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        row.strength = constraint.priority.strength
        return row
    }

    /// The direction `constraint`'s `leading` and `trailing` resolve in: that of the view arranging
    /// its items — their nearest common ancestor, a guide counting as its owning view — as its
    /// `effectiveUserInterfaceLayoutDirection` gives it.
    private func direction(of constraint: NSLayoutConstraint) -> UIUserInterfaceLayoutDirection {
        guard let holder = Self.holder(of: constraint) else { return direction }
        // A constraint on one item places it in its superview.
        let arranging = constraint.secondNode == nil ? holder.parentLayoutView ?? holder : holder
        return arranging.effectiveUserInterfaceLayoutDirection
    }

    /// The largest constant, in points, an inequality keeps on its open side (UIKit's "internal limit").
    static let unboundedConstant = 1e12

    /// `constraint.constant`, except on the side where an inequality cannot bind: `≤ … + c` with `c`
    /// above ``unboundedConstant`` (`lessThanOrEqualToConstant: .greatestFiniteMagnitude`, the usual
    /// "no maximum") or `≥ … + c` with `c` below its negative is that limit instead. UIKit substitutes
    /// a smaller value there too; the solver never sees a value that would overflow its rows, and
    /// nothing is reported. Equalities and the binding side keep their constant (and are reported
    /// when it is too large).
    static func solverConstant(of constraint: NSLayoutConstraint) -> Double {
        let constant = Double(constraint.constant)
        switch constraint.relation {
        case .lessThanOrEqual where constant > unboundedConstant: return unboundedConstant
        case .greaterThanOrEqual where constant < -unboundedConstant: return -unboundedConstant
        default: return constant
        }
    }

    /// The constant the solver copy of `constraint` should have now (baselines move with the text).
    func expressionConstant(of constraint: NSLayoutConstraint) -> Double {
        var value = -Self.solverConstant(of: constraint) - systemSpacing(of: constraint)
        if constraint.firstAttribute == .firstBaseline || constraint.firstAttribute == .lastBaseline,
            let registration = registration(of: constraint.firstNode)
        {
            value += baseline(constraint.firstAttribute, of: registration).offset
        }
        if constraint.secondAttribute == .firstBaseline || constraint.secondAttribute == .lastBaseline,
            let node = constraint.secondNode, let registration = registration(of: node)
        {
            value -= constraint.multiplier * baseline(constraint.secondAttribute, of: registration).offset
        }
        return value
    }

    /// The points a system-spacing constraint adds to its constant: its multiplier times the line
    /// height of the text at a baseline it relates (its first item's, else its second's), or times
    /// the standard 8 points between views; 0 for other constraints.
    func systemSpacing(of constraint: NSLayoutConstraint) -> Double {
        guard let multiplier = constraint.systemSpacingMultiplier else { return 0 }
        let ends = [
            (constraint.firstNode, constraint.firstAttribute), (constraint.secondNode, constraint.secondAttribute),
        ]
        for case (let node?, let attribute) in ends where attribute == .firstBaseline || attribute == .lastBaseline {
            guard let registration = registration(of: node) else { continue }
            _ = baseline(attribute, of: registration)  // brings the baselines up to date
            if let lineHeight = registration.baselines?.lineHeight { return Double(multiplier * lineHeight) }
        }
        return Double(multiplier) * Self.standardSpacing
    }

    /// The standard space between sibling views, in points (Interface Builder's and UIKit's).
    static let standardSpacing = 8.0

    // MARK: Installing

    /// Adds queued constraints to the solver, in activation order.
    func installPending() {
        guard !pending.isEmpty else { return }
        let queue = pending
        pending.removeAll(keepingCapacity: true)
        // Views' content-size constraints join them: about as many again in a screen of labels.
        solver.reserveCapacity(forAdditionalConstraints: 2 * queue.count)
        for constraint in queue where constraint.state == .pending && constraint.engine === self {
            install(constraint, breakingOthers: true)
        }
    }

    /// Adds one constraint to the solver. On a conflict with required constraints, breaks the
    /// constraint the rules choose (reported when `breakingOthers`; otherwise only `constraint`
    /// itself may stay broken, silently, as when retrying).
    func install(_ constraint: NSLayoutConstraint, breakingOthers: Bool) {
        guard let row = solverRow(for: constraint) else {
            markBroken(constraint)
            return
        }
        guard row.isFinite else {
            reportNonFinite(constraint)
            markBroken(constraint)
            return
        }
        switch row.add(to: solver) {
        case .added(let record):
            didInstall(constraint, record)
        case .unsatisfiable(let conflicting):
            resolveConflict(conflicting, adding: constraint, breakingOthers: breakingOthers)
        case .nonFinite:
            reportNonFinite(constraint)
            markBroken(constraint)
        }
    }

    func didInstall(_ constraint: NSLayoutConstraint, _ record: Int) {
        if mode == .tree {
            constraint.solverRecord = record
            constraint.state = .installed
            if constraint.kind != .user { constraint.engine = self }  // user constraints got it when activated
        } else {
            copySolverRecords[ObjectIdentifier(constraint)] = record
        }
        if constraint.kind == .user {
            if constraint.isDirectional { directionalConstraintCount += 1 }
            trackBaselines(of: constraint, installed: true)
        }
        markNeedsSolve()
    }

    /// Removes a constraint's solver row, if it has one.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let record = solverRecord(of: constraint) else { return }
        if mode == .tree {
            constraint.solverRecord = nil
        } else {
            copySolverRecords.removeValue(forKey: ObjectIdentifier(constraint))
        }
        solver.removeRow(ofRecord: record)
        if constraint.kind == .user {
            if constraint.isDirectional { directionalConstraintCount -= 1 }
            trackBaselines(of: constraint, installed: false)
        }
        if mode == .tree, constraint.state == .installed { constraint.state = .pending }
        markNeedsSolve()
    }

    func isInstalled(_ constraint: NSLayoutConstraint) -> Bool {
        solverRecord(of: constraint) != nil
    }

    /// The solver record of `constraint`'s row in this engine, if installed.
    func solverRecord(of constraint: NSLayoutConstraint) -> Int? {
        if mode == .tree { return constraint.engine === self ? constraint.solverRecord : nil }
        return copySolverRecords[ObjectIdentifier(constraint)]
    }

    /// Every constraint installed in this engine: the engine's own per registration, then the
    /// registered items' constraints, each once.
    func installedConstraints() -> [NSLayoutConstraint] {
        installedSolverRecords().map(\.0)
    }

    /// Every installed constraint with its solver record; optional content-size constraints are
    /// described by new `NSLayoutConstraint`s.
    func installedSolverRecords() -> [(NSLayoutConstraint, Int)] {
        var result: [(NSLayoutConstraint, Int)] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ constraint: NSLayoutConstraint) {
            if let record = solverRecord(of: constraint) { result.append((constraint, record)) }
        }
        for registration in registrationOrder {
            for constraint in registration.systemConstraints + registration.contentSizeConstraints { add(constraint) }
            result += describeContentSize(registration)
            for constraint in registration.node.constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                add(constraint)
            }
        }
        return result
    }

    private func trackBaselines(of constraint: NSLayoutConstraint, installed: Bool) {
        func isBaseline(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
            attribute == .firstBaseline || attribute == .lastBaseline
        }
        guard isBaseline(constraint.firstAttribute) || isBaseline(constraint.secondAttribute) else { return }
        for (node, attribute) in [
            (constraint.firstNode, constraint.firstAttribute), (constraint.secondNode, constraint.secondAttribute),
        ]
        where isBaseline(attribute) {
            guard let node, let registration = registration(of: node) else { continue }
            if installed {
                registration.baselineConstraints[ObjectIdentifier(constraint)] = constraint
            } else {
                registration.baselineConstraints.removeValue(forKey: ObjectIdentifier(constraint))
            }
        }
    }

    // MARK: Changes to installed constraints

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        switch constraint.state {
        case .installed: updateSolverConstant(of: constraint)
        case .broken: needsBrokenRetry = true
        case .pending, .inactive, .orphaned: break
        }
        markNeedsSolve()
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard isInstalled(constraint) else { return }
        uninstall(constraint)
        install(constraint, breakingOthers: true)
    }

    /// Pushes the constraint's current constant into the solver in place (no rebuild).
    func updateSolverConstant(of constraint: NSLayoutConstraint) {
        guard let record = solverRecord(of: constraint) else { return }
        let constant = expressionConstant(of: constraint)
        guard constant.isFinite else {
            reportNonFinite(constraint)
            uninstall(constraint)
            markBroken(constraint)
            return
        }
        switch solver.updateConstant(ofRecord: record, to: constant) {
        case .updated:
            markNeedsSolve()
        case .unsatisfiable(let conflicting):
            resolveConflict(conflicting, updating: constraint)
        case .nonFinite:  // a finite constant so large that the solution would overflow
            reportNonFinite(constraint)
            uninstall(constraint)
            markBroken(constraint)
        }
    }
}
