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

    /// Adds `coefficient × attribute(item)` to `builder`, registering the item first.
    func addTerms(
        _ attribute: LayoutAttribute, of item: any LayoutItem, coefficient: Double, to builder: inout ExpressionBuilder
    ) {
        if attribute.isMargin {
            guard let view = item as? any ViewLayoutItem else {
                preconditionFailure("\(attribute) needs a view: \(item.layoutDebugName) has no layout margins")
            }
            addTerms(attribute.withoutMargin, of: view.layoutMarginsGuide, coefficient: coefficient, to: &builder)
            return
        }
        let registration = register(item)
        guard let node = registration.node else { return }
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
            addTerms(direction == .leftToRight ? .left : .right, of: item, coefficient: coefficient, to: &builder)
        case .trailing:
            addTerms(direction == .leftToRight ? .right : .left, of: item, coefficient: coefficient, to: &builder)
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
        guard let baselines = registration.baselines else { return .bottom }
        return attribute == .firstBaseline ? baselines.first : baselines.last
    }

    /// The solver form of `constraint`: `first − multiplier × second − constant (relation) 0`.
    func makeSolverConstraint(_ constraint: LayoutConstraint) -> Constraint? {
        guard let first = constraint.firstItem else { return nil }
        // In right-to-left layouts a constraint using leading/trailing is written along a mirrored x
        // axis (x' = −x), so `a.leading == b.leading + 16` puts a 16 pt inside b's right edge.
        let mirrored = direction == .rightToLeft
            && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
        func sign(_ attribute: LayoutAttribute) -> Double {
            mirrored && attribute.axis == .horizontal && !attribute.isDimension ? -1 : 1
        }
        var builder = ExpressionBuilder()
        addTerms(constraint.firstAttribute, of: first, coefficient: sign(constraint.firstAttribute), to: &builder)
        if let second = constraint.secondItem {
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
           let item = constraint.firstItem, let registration = registrations[ObjectIdentifier(item.layoutNode)]
        {
            value += baseline(constraint.firstAttribute, of: registration).offset
        }
        if constraint.secondAttribute == .firstBaseline || constraint.secondAttribute == .lastBaseline,
           let item = constraint.secondItem, let registration = registrations[ObjectIdentifier(item.layoutNode)]
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
        solverConstraints[ObjectIdentifier(constraint)] = solverConstraint
        constraintsBySolverConstraint[ObjectIdentifier(solverConstraint)] = constraint
        if mode == .tree {
            constraint.state = .installed
            constraint.engine = self
        }
        if constraint.kind == .user {
            if constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional {
                directionalConstraints[ObjectIdentifier(constraint)] = constraint
            }
            trackBaselines(of: constraint, installed: true)
        }
        markNeedsSolve()
    }

    /// Removes a constraint's solver copy, if it has one.
    func uninstall(_ constraint: LayoutConstraint) {
        guard let solverConstraint = solverConstraints.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        constraintsBySolverConstraint.removeValue(forKey: ObjectIdentifier(solverConstraint))
        try? solver.remove(solverConstraint)
        directionalConstraints.removeValue(forKey: ObjectIdentifier(constraint))
        trackBaselines(of: constraint, installed: false)
        if mode == .tree, constraint.state == .installed { constraint.state = .pending }
        markNeedsSolve()
    }

    func isInstalled(_ constraint: LayoutConstraint) -> Bool {
        solverConstraints[ObjectIdentifier(constraint)] != nil
    }

    private func trackBaselines(of constraint: LayoutConstraint, installed: Bool) {
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
        where attribute == .firstBaseline || attribute == .lastBaseline {
            guard let node = item?.existingLayoutNode, let registration = registrations[ObjectIdentifier(node)] else { continue }
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
        case .pending, .inactive: break
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
        guard let solverConstraint = solverConstraints[ObjectIdentifier(constraint)] else { return }
        do {
            try solver.updateConstant(of: solverConstraint, to: expressionConstant(of: constraint))
            markNeedsSolve()
        } catch {
            resolveFailure(error, updating: constraint, solverConstraint)
        }
    }
}
