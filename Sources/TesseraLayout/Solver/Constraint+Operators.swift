// Relations between linear values. Each returns a required ``Constraint`` whose expression is
// `lhs - rhs`; give it another strength with `|`.

/// A required constraint that the left side is equal to the right side (`lhs − rhs` == 0); combine with `|` to change the strength.
public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// A required constraint that the left side is equal to the right side (`lhs − rhs` == 0); combine with `|` to change the strength.
public func == (lhs: some ExpressionConvertible, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// A required constraint that the left side is equal to the right side (`lhs − rhs` == 0); combine with `|` to change the strength.
public func == (lhs: Double, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// A required constraint that the left side is at most the right side (`lhs − rhs` <= 0); combine with `|` to change the strength.
public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// A required constraint that the left side is at most the right side (`lhs − rhs` <= 0); combine with `|` to change the strength.
public func <= (lhs: some ExpressionConvertible, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// A required constraint that the left side is at most the right side (`lhs − rhs` <= 0); combine with `|` to change the strength.
public func <= (lhs: Double, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// A required constraint that the left side is at least the right side (`lhs − rhs` >= 0); combine with `|` to change the strength.
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// A required constraint that the left side is at least the right side (`lhs − rhs` >= 0); combine with `|` to change the strength.
public func >= (lhs: some ExpressionConvertible, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// A required constraint that the left side is at least the right side (`lhs − rhs` >= 0); combine with `|` to change the strength.
public func >= (lhs: Double, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The same relation with another strength, as kiwisolver's `constraint | strength`.
///
/// ```swift
/// let preferred = (width == 100) | .strong
/// let hugging = (width <= 80) | Strength(priority: 250)
/// ```
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint, strength: strength)
}
