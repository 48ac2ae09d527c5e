/// A variable multiplied by a coefficient, the building block of an ``Expression``.
///
/// Usually made with the operators, for example `2 * width` or `height / 2`.
///
/// For example:
/// ```swift
/// let x = Variable("x")
/// let term = 2 * x                  // Term(x, coefficient: 2)
/// let constraint = term + 10 == 50  // x is 20
/// ```
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown.
    public let variable: Variable
    /// The factor applied to the variable; must be finite for a constraint using it to be accepted.
    public let coefficient: Double

    /// Creates the term `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}
