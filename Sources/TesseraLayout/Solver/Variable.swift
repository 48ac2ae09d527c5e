/// An unknown of a linear constraint system, for example the left edge of a view in points.
///
/// A variable is a reference: two variables with the same name are still different unknowns, and the
/// same variable may appear in the constraints of several ``Solver``s. A variable holds no value of its
/// own; ask the solver that owns its constraints with ``Solver/value(of:)``.
///
/// Variables are immutable and `Sendable`; a solver is not, so use each solver from one thread or actor.
///
/// For example:
/// ```swift
/// let left = Variable("left")
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.add(left == 10)
/// try solver.add(left + width == 110)
/// solver.value(of: width) // 100
/// ```
public final class Variable: Sendable, CustomStringConvertible {
    /// A name used only in descriptions and diagnostics; it need not be unique.
    public let name: String

    /// Creates a new unknown.
    /// - Parameter name: a label for diagnostics, for example `"label.width"`.
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String {
        name.isEmpty ? "Variable(\(ObjectIdentifier(self).hashValue))" : name
    }
}
