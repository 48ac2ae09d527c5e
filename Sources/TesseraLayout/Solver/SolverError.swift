/// Why a ``Solver`` refused an operation. Each case carries the culprit; after any of them the solver
/// is unchanged, as if the failing call had not been made.
///
/// For example:
/// ```swift
/// let solver = Solver()
/// let width = Variable("width")
/// try solver.add(width == 100)
/// do {
///     try solver.add(width == 200)
/// } catch .unsatisfiable(let constraint, let conflicting) {
///     print("\(constraint) conflicts with \(conflicting)")
/// } catch {
///     print(error)
/// }
/// ```
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint (or a new constant of one) contradicts the required constraints already
    /// in the solver. `conflicting` lists those required constraints whose combination with the
    /// culprit has no solution (a Farkas certificate read off the final tableau row; it is a
    /// conflicting set, not always the smallest one).
    case unsatisfiable(Constraint, conflicting: [Constraint])
    /// The constraint instance was already added to this solver.
    case duplicateConstraint(Constraint)
    /// The constraint instance is not in this solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit strength was given for this variable.
    case requiredEditStrength(Variable)
    /// The constraint has a NaN or infinite coefficient or constant, or was given a non-finite new
    /// constant by ``Solver/updateConstant(of:to:)``; or its values are finite but would take the solution
    /// past ±1e300 (where sums and products of solved values could overflow).
    case nonFiniteValue(Constraint)
    /// A NaN or infinite value was suggested for this edit variable, or a finite one that would
    /// take the solution past ±1e300.
    case nonFiniteSuggestion(Variable, Double)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflicting):
            let others = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "Unable to satisfy the required constraint \(constraint); it conflicts with:\n\(others)"
        case .duplicateConstraint(let constraint): return "The constraint \(constraint) was already added"
        case .unknownConstraint(let constraint): return "The constraint \(constraint) is not in the solver"
        case .duplicateEditVariable(let variable): return "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): return "\(variable) is not an edit variable"
        case .requiredEditStrength(let variable): return "The edit variable \(variable) cannot be required"
        case .nonFiniteValue(let constraint):
            return
                "The constraint \(constraint) has a NaN or infinite value, or one that takes the solution past ±1e300"
        case .nonFiniteSuggestion(let variable, let value):
            return "The suggested value \(value) for \(variable) is not finite or takes the solution past ±1e300"
        }
    }
}
