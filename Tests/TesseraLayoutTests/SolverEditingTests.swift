import TesseraLayout
import Testing

@Suite("Solver editing, removal and constants")
struct SolverEditingTests {
    @Test func suggestBeforeAnyValueStartsAtZero() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.value(of: x) == 0)
        try solver.suggestValue(12.5, for: x)
        #expect(solver.value(of: x) == 12.5)
    }

    @Test func weakerEditLosesToStrongerConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 40) | .strong)
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(90, for: x)
        #expect(solver.value(of: x) == 40)
    }

    @Test func removingTheEditVariableRestoresTheOtherPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 40) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(90, for: x)
        #expect(solver.value(of: x) == 90)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 40)
    }

    @Test func twoEditVariablesMoveIndependently() throws {
        let width = Variable("width")
        let height = Variable("height")
        let area = Variable("halfPerimeter")
        let solver = Solver()
        try solver.add(area == width + height)
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        try solver.suggestValue(30, for: width)
        try solver.suggestValue(40, for: height)
        #expect(solver.value(of: area) == 70)
        try solver.suggestValue(5, for: width)
        #expect(solver.value(of: area) == 45)
    }

    @Test func removalRestoresThePreviousSolution() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let solver = Solver()
        try solver.add(a + b + c == 90)
        try solver.add(a >= 10)
        try solver.add((a == 20) | .medium)
        try solver.add((b == 2 * a) | .weak)
        try solver.add(c >= 0)
        let before = [a, b, c].map(solver.value(of:))
        #expect(before == [20, 40, 30])

        let extras = [(c == 70) | .strong, b <= 15, (a == 35) | .strong]
        for extra in extras { try solver.add(extra) }
        #expect([a, b, c].map(solver.value(of:)) != before)
        for extra in extras.reversed() { try solver.remove(extra) }
        #expect([a, b, c].map(solver.value(of:)) == before)
    }

    @Test func removalInAnotherOrderRestoresToo() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add((x == 3) | .medium)
        let first = (y == 9) | .strong
        let second = x >= 5
        try solver.add(first)
        try solver.add(second)
        #expect(solver.value(of: x) == 5)
        try solver.remove(first)
        try solver.remove(second)
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 7)
    }

    @Test func updateConstantMovesTheSolutionWithoutRebuilding() throws {
        let left = Variable("left")
        let width = Variable("width")
        let solver = Solver()
        let leftPin = left == 10
        let widthPin = (width == 100) | .strong
        try solver.add(leftPin)
        try solver.add(widthPin)
        try solver.add(width >= 20)
        try solver.updateConstant(of: leftPin, to: -25)  // left - 25 == 0
        #expect(solver.value(of: left) == 25)
        try solver.updateConstant(of: widthPin, to: -60)
        #expect(solver.value(of: width) == 60)
        try solver.updateConstant(of: widthPin, to: -5)  // the required minimum holds
        #expect(solver.value(of: width) == 20)
        #expect(solver.constant(of: widthPin) == -5)
        #expect(widthPin.expression.constant == -100)
    }

    @Test func updateConstantOnInequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 10
        let ceiling = x <= 50
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add((x == 0) | .weak)
        #expect(solver.value(of: x) == 10)
        try solver.updateConstant(of: floor, to: -30)  // x >= 30
        #expect(solver.value(of: x) == 30)
        #expect {
            try solver.updateConstant(of: ceiling, to: -20)  // x <= 20 contradicts x >= 30
        } throws: { error in
            guard case SolverError.unsatisfiable(let culprit, let conflicting) = error else { return false }
            return culprit === ceiling && conflicting.contains { $0 === floor }
        }
        #expect(solver.constant(of: ceiling) == -50)
        #expect(solver.value(of: x) == 30)
        try solver.updateConstant(of: ceiling, to: -40)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: floor, to: -45) }
        #expect(solver.value(of: x) == 30)
    }

    @Test func updateConstantOfARedundantRequiredEqualityMustStayConsistent() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x)
        let redundant = y == 10
        try solver.add(redundant)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: redundant, to: -11) }
        #expect(solver.value(of: y) == 10)
        #expect(solver.constant(of: redundant) == -10)
    }

    @Test func updateConstantErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 1
        #expect(throws: SolverError.self) { try solver.updateConstant(of: constraint, to: 3) }
        try solver.add(constraint)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: constraint, to: .nan) }
        #expect(solver.value(of: x) == 1)
    }

    @Test func manyAddRemoveCyclesKeepTheAnswer() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add((x == 30) | .weak)
        for round in 0..<200 {
            let temporary = (y == Double(round)) | .strong
            try solver.add(temporary)
            #expect(solver.value(of: x) == 100 - Double(round))
            try solver.remove(temporary)
        }
        #expect(solver.value(of: x) == 30)
    }
}
