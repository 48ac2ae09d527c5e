// Arithmetic on variables, terms and expressions. Every operator returns a linear value; products of
// two variables have no overload and do not compile.

public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let left = lhs.expression, right = rhs.expression
    return Expression(left.terms + right.terms, constant: left.constant + right.constant)
}

public func + (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    let left = lhs.expression
    return Expression(left.terms, constant: left.constant + rhs)
}

public func + (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
    rhs + lhs
}

public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    lhs + rhs.expression.scaled(by: -1)
}

public func - (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    lhs + (-rhs)
}

public func - (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
    rhs.expression.scaled(by: -1) + lhs
}

public prefix func - (operand: Variable) -> Term {
    Term(operand, coefficient: -1)
}

public prefix func - (operand: Term) -> Term {
    Term(operand.variable, coefficient: -operand.coefficient)
}

public prefix func - (operand: Expression) -> Expression {
    operand.scaled(by: -1)
}

public func * (lhs: Variable, rhs: Double) -> Term {
    Term(lhs, coefficient: rhs)
}

public func * (lhs: Double, rhs: Variable) -> Term {
    Term(rhs, coefficient: lhs)
}

public func * (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, coefficient: lhs.coefficient * rhs)
}

public func * (lhs: Double, rhs: Term) -> Term {
    rhs * lhs
}

public func * (lhs: Expression, rhs: Double) -> Expression {
    lhs.scaled(by: rhs)
}

public func * (lhs: Double, rhs: Expression) -> Expression {
    rhs.scaled(by: lhs)
}

/// Division by a number; dividing by zero gives infinite coefficients, which ``Solver/add(_:)`` rejects
/// with ``SolverError/nonFiniteValue(_:)``.
public func / (lhs: Variable, rhs: Double) -> Term {
    Term(lhs, coefficient: 1 / rhs)
}

public func / (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, coefficient: lhs.coefficient / rhs)
}

public func / (lhs: Expression, rhs: Double) -> Expression {
    lhs.scaled(by: 1 / rhs)
}
