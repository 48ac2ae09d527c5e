/// A linear relation `expression (==|<=|>=) 0` with a ``Strength``, added to a ``Solver``.
///
/// Constraints are references: the solver tracks each added instance, and the same instance may be
/// added to several solvers. They are immutable; to change the constant of an added constraint cheaply
/// use ``Solver/updateConstant(of:to:)``.
///
/// For example:
/// ```swift
/// let c1 = left + width <= 320                       // required
/// let c2 = (width == 100) | .strong                   // Kiwi strength
/// let c3 = Constraint(width.expression, .greaterThanOrEqual, strength: Strength(priority: 750))
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
    /// The relation between the expression and zero.
    ///
    /// For example:
    /// ```swift
    /// let limit = Constraint(width.expression - 320, .lessThanOrEqual)   // width <= 320
    /// ```
    public enum Relation: Sendable, CustomStringConvertible {
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression == 0`.
        case equal
        /// `expression >= 0`.
        case greaterThanOrEqual

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The left side minus the right side, with each variable once (repeated variables summed, zero
    /// terms dropped).
    public let expression: Expression
    /// How the expression relates to zero.
    public let relation: Relation
    /// How hard the solver tries to satisfy it.
    public let strength: Strength
    /// An optional label shown in diagnostics.
    public let label: String?
    /// For an optional equality, what rising above zero costs; `strength` is then what falling below
    /// costs. The same as `strength` except for the two-sided equalities the layout engine makes.
    let strengthAbove: Strength
    /// Whether every coefficient and the constant are finite (checked once, here).
    let isFinite: Bool

    /// Creates `expression relation 0`.
    /// - Parameters:
    ///   - expression: the left side minus the right side; repeated variables are summed.
    ///   - relation: the relation to zero.
    ///   - strength: ``Strength/required`` by default.
    ///   - label: an optional name for diagnostics.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, label: String? = nil) {
        self.expression = expression.reduced()
        self.isFinite = expression.isFinite && strength.weight.isFinite
        self.relation = relation
        self.strength = strength
        strengthAbove = strength
        self.label = label
    }

    /// Creates the optional equality `expression == 0` whose two sides weigh differently: falling
    /// below zero costs `below`, rising above it costs `above`. It has the optimum of the pair
    /// `expression >= 0 @below` and `expression <= 0 @above` with one row instead of two, which is
    /// how the layout engine holds a view's compression resistance and hugging.
    /// - Precondition: neither strength is required.
    init(_ expression: Expression, equalWithStrengthBelow below: Strength, above: Strength) {
        precondition(!below.isRequired && !above.isRequired, "A two-sided equality is optional on both sides")
        self.expression = expression.reduced()
        isFinite = expression.isFinite && below.weight.isFinite && above.weight.isFinite
        relation = .equal
        strength = below
        strengthAbove = above
        label = nil
    }

    /// A copy of `other` with another strength (a new, distinct constraint) on both sides of an
    /// equality.
    public convenience init(_ other: Constraint, strength: Strength) {
        self.init(other.expression, other.relation, strength: strength, label: other.label)
    }

    public var description: String {
        let strengths = strengthAbove == strength ? "\(strength)" : "\(strength) below, \(strengthAbove) above"
        let body = "\(expression) \(relation) 0 | \(strengths)"
        return label.map { "\($0): \(body)" } ?? body
    }
}
