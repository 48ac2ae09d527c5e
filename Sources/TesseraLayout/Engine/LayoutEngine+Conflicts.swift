import Foundation
import TesseraCore

extension LayoutEngine {
    /// Handles a required constraint the solver refused: breaks one constraint of the conflicting
    /// set (the records the solver named, plus `constraint`) and reports the conflict.
    func resolveConflict(_ conflicting: [Int], adding constraint: NSLayoutConstraint, breakingOthers: Bool) {
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

    /// Handles a new constant the solver refused (it contradicts required constraints; the old one
    /// is still in force).
    func resolveConflict(_ conflicting: [Int], updating constraint: NSLayoutConstraint) {
        let involved = conflictingSet(constraint, conflicting)
        let victim = constraintToBreak(in: involved)
        report(conflict: involved, breaking: victim)
        uninstall(victim)
        markBroken(victim)
        if victim !== constraint { updateSolverConstant(of: constraint) }
    }

    /// The new constraint plus the installed constraints of the solver's records, in activation order.
    private func conflictingSet(_ constraint: NSLayoutConstraint, _ conflicting: [Int]) -> [NSLayoutConstraint] {
        var byRecord: [Int: NSLayoutConstraint] = [:]
        for (installed, record) in installedSolverRecords() { byRecord[record] = installed }
        var involved = conflicting.compactMap { byRecord[$0] }
        if !involved.contains(where: { $0 === constraint }) { involved.append(constraint) }
        return involved.sorted { $0.sequence < $1.sequence }
    }

    /// The lowest priority; among equals, a constraint made by app code rather than by the system;
    /// then the most recently activated.
    func constraintToBreak(in involved: [NSLayoutConstraint]) -> NSLayoutConstraint {
        involved.min { lhs, rhs in
            if lhs.priority != rhs.priority { return lhs.priority < rhs.priority }
            let lhsSystem = lhs.kind != .user
            let rhsSystem = rhs.kind != .user
            if lhsSystem != rhsSystem { return !lhsSystem }
            return lhs.sequence > rhs.sequence
        }!
    }

    func markBroken(_ constraint: NSLayoutConstraint) {
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
        // A broken constraint re-installed meanwhile (when the direction changed) is in the solver.
        for constraint in broken where !isInstalled(constraint) {
            install(constraint, breakingOthers: false)
        }
    }

    /// Logs an unsatisfiable set in the spirit of Auto Layout's console message.
    private func report(conflict involved: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) {
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

    /// Logs a constraint that cannot be used because a value in it is NaN or infinite, or so large
    /// that the solver's arithmetic with it overflows.
    func reportNonFinite(_ constraint: NSLayoutConstraint) {
        guard mode != .diagnostic else { return }
        logger.error(
            "Cannot use \(constraint): its constant, multiplier or priority is NaN or infinite, "
                + "or so large that solving with it overflows",
            metadata: ["broken": constraint.description])
    }
}
