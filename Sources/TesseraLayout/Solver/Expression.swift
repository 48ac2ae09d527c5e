/// A linear expression `c₁·x₁ + c₂·x₂ + … + constant` over ``Variable``s.
///
/// Build expressions with the arithmetic operators (`+`, `-`, `*` and `/` by a number) on variables,
/// terms, expressions and numbers, then relate two of them with `==`, `<=` or `>=` to get a
/// ``Constraint``. Multiplying two variables is not linear and does not compile.
///
/// For example:
/// ```swift
/// let expression = left + width / 2 - 10   // left + 0.5·width − 10
/// ```
public struct Expression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written (a variable may repeat until the expression
    /// is used in a ``Constraint``, which sums repeated variables).
    public let terms: [Term]
    /// The constant part, in the same unit as the variables (points for layout).
    public let constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// True when every coefficient and the constant are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, coefficient: $0.coefficient * factor) }, constant: constant * factor)
    }

    /// The same expression with each variable once (coefficients summed, first appearance order kept)
    /// and the terms whose coefficient sums to zero dropped.
    func reduced() -> Expression {
        // Layout constraints have a handful of terms: a linear scan beats hashing up to a few dozen.
        guard terms.count > 16 else { return reducedByScanning() }
        var order: [ObjectIdentifier] = []
        var sums: [ObjectIdentifier: Term] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let existing = sums[key] {
                sums[key] = Term(term.variable, coefficient: existing.coefficient + term.coefficient)
            } else {
                sums[key] = term
                order.append(key)
            }
        }
        let merged = order.compactMap { key -> Term? in
            guard let term = sums[key], term.coefficient != 0 else { return nil }
            return term
        }
        return Expression(merged, constant: constant)
    }

    /// `reduced()` for short expressions, without allocating dictionaries.
    /// No zero coefficient and no variable twice: most expressions are made that way, and checking
    /// costs less than building the merged copy.
    private var isReduced: Bool {
        for (index, term) in terms.enumerated() {
            if term.coefficient == 0 { return false }
            for other in terms[..<index] where other.variable === term.variable { return false }
        }
        return true
    }

    private func reducedByScanning() -> Expression {
        if isReduced { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
                merged[index] = Term(term.variable, coefficient: merged[index].coefficient + term.coefficient)
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }
}

/// A value usable as a linear expression: a ``Variable``, a ``Term`` or an ``Expression``.
public protocol ExpressionConvertible: Sendable {
    /// This value as an expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    public var expression: Expression { Expression([Term(self)]) }
}

extension Term: ExpressionConvertible {
    public var expression: Expression { Expression([self]) }
}

extension Expression: ExpressionConvertible {
    public var expression: Expression { self }
}
