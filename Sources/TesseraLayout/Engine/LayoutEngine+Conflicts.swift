import Foundation
import TesseraCore

extension LayoutEngine {
    /// Handles a failed `solver.add`: for an unsatisfiable required constraint, breaks one
    /// constraint of the conflicting set and reports the conflict.
    func resolveFailure(
        _ error: any Error, adding constraint: LayoutConstraint, _ solverConstraint: Constraint, breakingOthers: Bool
    ) {
        guard case let SolverError.unsatisfiable(_, conflicting)? = error as? SolverError else {
            report(error, for: constraint)
            markBroken(constraint)
            return
        }
        let involved = conflictingSet(constraint, conflicting)
        guard breakingOthers else {
            markBroken(constraint)
            return
        }
        let victim = constraintToBreak(in: involved)
        report(conflict: involved, breaking: victim)
        if victim === constraint {
            markBroken(constraint)
        } else {
            uninstall(victim)
            markBroken(victim)
            install(constraint, breakingOthers: true)
        }
    }

    /// Handles a failed `solver.updateConstant`: the new constant contradicts required constraints.
    func resolveFailure(_ error: any Error, updating constraint: LayoutConstraint, _ solverConstraint: Constraint) {
        guard case let SolverError.unsatisfiable(_, conflicting)? = error as? SolverError else {
            report(error, for: constraint)
            uninstall(constraint)
            markBroken(constraint)
            return
        }
        let involved = conflictingSet(constraint, conflicting)
        let victim = constraintToBreak(in: involved)
        report(conflict: involved, breaking: victim)
        uninstall(victim)
        markBroken(victim)
        if victim !== constraint { updateSolverConstant(of: constraint) }
    }

    /// The new constraint plus the installed constraints the solver named, in activation order.
    private func conflictingSet(_ constraint: LayoutConstraint, _ conflicting: [Constraint]) -> [LayoutConstraint] {
        var byCopy: [ObjectIdentifier: LayoutConstraint] = [:]
        for (installed, copy) in installedSolverConstraints() { byCopy[ObjectIdentifier(copy)] = installed }
        var involved = conflicting.compactMap { byCopy[ObjectIdentifier($0)] }
        if !involved.contains(where: { $0 === constraint }) { involved.append(constraint) }
        return involved.sorted { $0.sequence < $1.sequence }
    }

    /// The lowest priority; among equals, a constraint made by app code rather than by the system;
    /// then the most recently activated.
    func constraintToBreak(in involved: [LayoutConstraint]) -> LayoutConstraint {
        involved.min { lhs, rhs in
            if lhs.priority != rhs.priority { return lhs.priority < rhs.priority }
            let lhsSystem = lhs.kind != .user, rhsSystem = rhs.kind != .user
            if lhsSystem != rhsSystem { return !lhsSystem }
            return lhs.sequence > rhs.sequence
        }!
    }

    func markBroken(_ constraint: LayoutConstraint) {
        if mode == .tree { constraint.state = .broken }
        appendBroken(constraint)
        markNeedsSolve()
    }

    /// Tries the broken constraints again (after a deactivation or a constant change may have
    /// removed the conflict); those that still conflict stay broken, silently.
    func retryBrokenConstraints() {
        guard needsBrokenRetry else { return }
        needsBrokenRetry = false
        let broken = brokenConstraints
        brokenConstraints.removeAll()
        for constraint in broken {
            install(constraint, breakingOthers: false)
        }
    }

    /// Logs an unsatisfiable set in the spirit of Auto Layout's console message.
    private func report(conflict involved: [LayoutConstraint], breaking victim: LayoutConstraint) {
        guard mode != .diagnostic else { return }
        let list = involved.map { "    \($0)" }.joined(separator: "\n")
        let message = """
            Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want. \
            Look at each one, find the code that made the unwanted one (file and line are shown) and fix it:
            \(list)
            Will attempt to recover by breaking constraint
                \(victim)
            """
        let level: LogLevel = mode == .tree ? .error : .debug
        logger.log(level, message, metadata: ["broken": victim.description, "conflicting": String(involved.count)])
    }

    private func report(_ error: any Error, for constraint: LayoutConstraint) {
        guard mode != .diagnostic else { return }
        logger.error("Cannot use \(constraint): \(error)", metadata: ["broken": constraint.description])
    }
}
