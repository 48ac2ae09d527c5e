// Arithmetic on variables, terms and expressions. Every operator returns a linear value; products of
// two variables have no overload and do not compile.

/// The sum of two linear values: their terms together and their constants added.
public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let left = lhs.expression
    let right = rhs.expression
    return Expression(left.terms + right.terms, constant: left.constant + right.constant)
}

/// The linear value with the number added to its constant.
public func + (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    let left = lhs.expression
    return Expression(left.terms, constant: left.constant + rhs)
}

/// The linear value with the number added to its constant.
public func + (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
    rhs + lhs
}

/// The difference of two linear values: the right side's terms and constant negated and added.
public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    lhs + rhs.expression.scaled(by: -1)
}

/// The linear value with the number subtracted from its constant.
public func - (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    lhs + (-rhs)
}

/// The number minus the linear value: its terms and constant negated, then the number added.
public func - (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
    rhs.expression.scaled(by: -1) + lhs
}

/// The negation of `operand`: every coefficient and the constant change sign.
public prefix func - (operand: Variable) -> Term {
    Term(operand, coefficient: -1)
}

/// The negation of `operand`: every coefficient and the constant change sign.
public prefix func - (operand: Term) -> Term {
    Term(operand.variable, coefficient: -operand.coefficient)
}

/// The negation of `operand`: every coefficient and the constant change sign.
public prefix func - (operand: Expression) -> Expression {
    operand.scaled(by: -1)
}

/// The variable or term scaled by the number (its coefficient multiplied).
public func * (lhs: Variable, rhs: Double) -> Term {
    Term(lhs, coefficient: rhs)
}

/// The variable or term scaled by the number (its coefficient multiplied).
public func * (lhs: Double, rhs: Variable) -> Term {
    Term(rhs, coefficient: lhs)
}

/// The variable or term scaled by the number (its coefficient multiplied).
public func * (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, coefficient: lhs.coefficient * rhs)
}

/// The variable or term scaled by the number (its coefficient multiplied).
public func * (lhs: Double, rhs: Term) -> Term {
    rhs * lhs
}

/// The expression scaled by the number: each coefficient and the constant multiplied.
public func * (lhs: Expression, rhs: Double) -> Expression {
    lhs.scaled(by: rhs)
}

/// The expression scaled by the number: each coefficient and the constant multiplied.
public func * (lhs: Double, rhs: Expression) -> Expression {
    rhs.scaled(by: lhs)
}

/// Division by a number; dividing by zero gives infinite coefficients, which ``Solver/add(_:)`` rejects
/// with ``SolverError/nonFiniteValue(_:)``.
public func / (lhs: Variable, rhs: Double) -> Term {
    Term(lhs, coefficient: 1 / rhs)
}

/// The value divided by the number; see the division by a `Variable` for dividing by zero.
public func / (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, coefficient: lhs.coefficient / rhs)
}

/// The value divided by the number; see the division by a `Variable` for dividing by zero.
public func / (lhs: Expression, rhs: Double) -> Expression {
    lhs.scaled(by: 1 / rhs)
}
