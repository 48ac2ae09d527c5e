import Foundation
import TesseraGraphics

/// Terms and constant of a linear expression under construction.
struct ExpressionBuilder {
    var terms: [Term] = []
    var constant: Double = 0

    init() {
        terms.reserveCapacity(4)
    }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        terms.append(Term(variable, coefficient: coefficient))
    }
}

extension LayoutEngine {
    // MARK: Expressions

    /// Adds `coefficient × attribute(item)` to `builder`, registering the item of `node` first.
    func addTerms(
        _ attribute: LayoutAttribute, of node: LayoutNode, coefficient: Double, to builder: inout ExpressionBuilder
    ) {
        if attribute.isMargin {
            guard let view = node.view else {
                let name = node.item?.layoutDebugName ?? "a deallocated item"
                preconditionFailure("\(attribute) needs a view: \(name) has no layout margins")
            }
            addTerms(attribute.withoutMargin, of: view.layoutMarginsGuide.layoutNode, coefficient: coefficient, to: &builder)
            return
        }
        let registration = register(node)
        switch attribute {
        case .left:
            builder.add(node.left, coefficient)
        case .right:
            builder.add(node.left, coefficient)
            builder.add(node.width, coefficient)
        case .top:
            builder.add(node.top, coefficient)
        case .bottom:
            builder.add(node.top, coefficient)
            builder.add(node.height, coefficient)
        case .width:
            builder.add(node.width, coefficient)
        case .height:
            builder.add(node.height, coefficient)
        case .centerX:
            builder.add(node.left, coefficient)
            builder.add(node.width, coefficient / 2)
        case .centerY:
            builder.add(node.top, coefficient)
            builder.add(node.height, coefficient / 2)
        case .leading:
            addTerms(direction == .leftToRight ? .left : .right, of: node, coefficient: coefficient, to: &builder)
        case .trailing:
            addTerms(direction == .leftToRight ? .right : .left, of: node, coefficient: coefficient, to: &builder)
        case .firstBaseline, .lastBaseline:
            let baseline = baseline(attribute, of: registration)
            builder.add(node.top, coefficient)
            if baseline.heightFraction != 0 { builder.add(node.height, coefficient * baseline.heightFraction) }
            builder.constant += coefficient * baseline.offset
        default:
            preconditionFailure("\(attribute) has no expression")
        }
    }

    func baseline(_ attribute: LayoutAttribute, of registration: Registration) -> LayoutBaseline {
        if !registration.baselinesAreCurrent, let view = registration.view {
            registration.baselines = view.layoutBaselines(forWidth: registration.dependsOnWidth ? registration.measuredWidth : nil)
            registration.baselinesAreCurrent = true
        }
        guard let baselines = registration.baselines else { return .bottom }
        return attribute == .firstBaseline ? baselines.first : baselines.last
    }

    /// The solver form of `constraint`: `first − multiplier × second − constant (relation) 0`.
    func makeSolverConstraint(_ constraint: LayoutConstraint) -> Constraint? {
        // An item that was deallocated cannot be laid out: the constraint stays out of the solver.
        guard constraint.itemsAreAlive else { return nil }
        // In right-to-left layouts a constraint using leading/trailing is written along a mirrored x
        // axis (x' = −x), so `a.leading == b.leading + 16` puts a 16 pt inside b's right edge.
        let mirrored = direction == .rightToLeft && constraint.isDirectional
        func sign(_ attribute: LayoutAttribute) -> Double {
            mirrored && attribute.axis == .horizontal && !attribute.isDimension ? -1 : 1
        }
        var builder = ExpressionBuilder()
        addTerms(constraint.firstAttribute, of: constraint.firstNode, coefficient: sign(constraint.firstAttribute), to: &builder)
        if let second = constraint.secondNode {
            addTerms(
                constraint.secondAttribute, of: second,
                coefficient: -constraint.multiplier * sign(constraint.secondAttribute), to: &builder)
        } else if constraint.secondAttribute != .notAnAttribute {
            return nil
        }
        builder.constant -= constraint.constant
        let relation: Constraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(
            Expression(builder.terms, constant: builder.constant), relation, strength: constraint.priority.strength)
    }

    /// The constant the solver copy of `constraint` should have now (baselines move with the text).
    func expressionConstant(of constraint: LayoutConstraint) -> Double {
        var value = -Double(constraint.constant)
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

    // MARK: Installing

    /// Adds queued constraints to the solver, in activation order.
    func installPending() {
        guard !pending.isEmpty else { return }
        let queue = pending
        pending.removeAll(keepingCapacity: true)
        for constraint in queue where constraint.state == .pending && constraint.engine === self {
            install(constraint, breakingOthers: true)
        }
    }

    /// Adds one constraint to the solver. On a conflict with required constraints, breaks the
    /// constraint the rules choose (reported when `breakingOthers`; otherwise only `constraint`
    /// itself may stay broken, silently, as when retrying).
    func install(_ constraint: LayoutConstraint, breakingOthers: Bool) {
        guard let solverConstraint = makeSolverConstraint(constraint) else {
            markBroken(constraint)
            return
        }
        do {
            try solver.add(solverConstraint)
            didInstall(constraint, solverConstraint)
        } catch {
            resolveFailure(error, adding: constraint, solverConstraint, breakingOthers: breakingOthers)
        }
    }

    func didInstall(_ constraint: LayoutConstraint, _ solverConstraint: Constraint) {
        if mode == .tree {
            constraint.solverConstraint = solverConstraint
            constraint.state = .installed
            if constraint.kind != .user { constraint.engine = self }  // user constraints got it when activated
        } else {
            copySolverConstraints[ObjectIdentifier(constraint)] = solverConstraint
        }
        if constraint.kind == .user {
            if constraint.isDirectional { directionalConstraintCount += 1 }
            trackBaselines(of: constraint, installed: true)
        }
        markNeedsSolve()
    }

    /// Removes a constraint's solver copy, if it has one.
    func uninstall(_ constraint: LayoutConstraint) {
        guard let solverConstraint = solverConstraint(of: constraint) else { return }
        if mode == .tree {
            constraint.solverConstraint = nil
        } else {
            copySolverConstraints.removeValue(forKey: ObjectIdentifier(constraint))
        }
        try? solver.remove(solverConstraint)
        if constraint.kind == .user {
            if constraint.isDirectional { directionalConstraintCount -= 1 }
            trackBaselines(of: constraint, installed: false)
        }
        if mode == .tree, constraint.state == .installed { constraint.state = .pending }
        markNeedsSolve()
    }

    func isInstalled(_ constraint: LayoutConstraint) -> Bool {
        solverConstraint(of: constraint) != nil
    }

    /// The solver copy of `constraint` in this engine, if installed.
    func solverConstraint(of constraint: LayoutConstraint) -> Constraint? {
        if mode == .tree { return constraint.engine === self ? constraint.solverConstraint : nil }
        return copySolverConstraints[ObjectIdentifier(constraint)]
    }

    /// Every constraint installed in this engine: the engine's own per registration, then the
    /// registered items' constraints, each once.
    func installedConstraints() -> [LayoutConstraint] {
        installedSolverConstraints().map(\.0)
    }

    /// Every installed constraint with its solver copy; optional content-size constraints are
    /// described by new `LayoutConstraint`s.
    func installedSolverConstraints() -> [(LayoutConstraint, Constraint)] {
        var result: [(LayoutConstraint, Constraint)] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ constraint: LayoutConstraint) {
            if let copy = solverConstraint(of: constraint) { result.append((constraint, copy)) }
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

    private func trackBaselines(of constraint: LayoutConstraint, installed: Bool) {
        func isBaseline(_ attribute: LayoutAttribute) -> Bool { attribute == .firstBaseline || attribute == .lastBaseline }
        guard isBaseline(constraint.firstAttribute) || isBaseline(constraint.secondAttribute) else { return }
        for (node, attribute) in [(constraint.firstNode, constraint.firstAttribute), (constraint.secondNode, constraint.secondAttribute)]
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

    func constantDidChange(_ constraint: LayoutConstraint) {
        switch constraint.state {
        case .installed: updateSolverConstant(of: constraint)
        case .broken: needsBrokenRetry = true
        case .pending, .inactive, .orphaned: break
        }
        markNeedsSolve()
    }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        guard isInstalled(constraint) else { return }
        uninstall(constraint)
        install(constraint, breakingOthers: true)
    }

    /// Pushes the constraint's current constant into the solver in place (no rebuild).
    func updateSolverConstant(of constraint: LayoutConstraint) {
        guard let solverConstraint = solverConstraint(of: constraint) else { return }
        do {
            try solver.updateConstant(of: solverConstraint, to: expressionConstant(of: constraint))
            markNeedsSolve()
        } catch {
            resolveFailure(error, updating: constraint, solverConstraint)
        }
    }
}
