import Testing

@testable import TesseraLayout

@Suite struct ExpressionTests {
    let x = Variable("x")
    let y = Variable("y")

    /// The terms as (name, coefficient) pairs, in order.
    private func pairs(_ expression: Expression) -> [String] {
        expression.terms.map { "\($0.variable.name):\($0.coefficient)" }
    }

    @Test func operatorsKeepTheTermsInWrittenOrder() {
        let expression = x + y / 2 - 10
        #expect(pairs(expression) == ["x:1.0", "y:0.5"])
        #expect(expression.constant == -10)
        #expect(pairs(2 * (x - y) + 1) == ["x:2.0", "y:-2.0"])
        #expect((2 * (x - y) + 1).constant == 1)
    }

    @Test func describesTermsAndAConstantThatIsNotZero() {
        #expect((x + 3).description == "x + 3.0")
        #expect(Expression([Term(x, coefficient: 2)]).description == "2.0 * x")
        #expect(Expression().description == "0.0")
    }

    @Test func isFiniteOnlyWithFiniteCoefficientsAndConstant() {
        #expect((x + 1).isFinite)
        #expect(!(x + .infinity).isFinite)
        #expect(!Expression([Term(x, coefficient: .nan)]).isFinite)
    }

    @Test func reducedSumsRepeatedVariablesAndDropsCancelledOnes() {
        let expression = Expression(
            [Term(x, coefficient: 1), Term(y, coefficient: 2), Term(x, coefficient: 3), Term(y, coefficient: -2)],
            constant: 4)
        let reduced = expression.reduced()
        #expect(pairs(reduced) == ["x:4.0"])
        #expect(reduced.constant == 4)
    }

    /// Past 16 terms `reduced()` merges with a dictionary instead of scanning; the result is the same.
    @Test func longExpressionsReduceLikeShortOnes() {
        let variables = (0..<6).map { Variable("v\($0)") }
        let terms = (0..<36).map { index in
            Term(variables[index % 6], coefficient: index % 6 == 5 ? (index / 6 % 2 == 0 ? 1 : -1) : Double(index))
        }
        let reduced = Expression(terms, constant: 7).reduced()
        // v0…v4 appear six times each (indexes i, i+6, …, i+30); v5's alternating ±1 cancel out.
        #expect(pairs(reduced) == ["v0:90.0", "v1:96.0", "v2:102.0", "v3:108.0", "v4:114.0"])
        #expect(reduced.constant == 7)
        let short = Expression(Array(terms.prefix(12)), constant: 7).reduced()
        #expect(pairs(short) == ["v0:6.0", "v1:8.0", "v2:10.0", "v3:12.0", "v4:14.0"])
    }

    @Test func scalingMultipliesTermsAndConstant() {
        let scaled = (x - 2 * y + 3).scaled(by: -2)
        #expect(pairs(scaled) == ["x:-2.0", "y:4.0"])
        #expect(scaled.constant == -6)
    }
}
