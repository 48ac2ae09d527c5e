import Testing

@testable import TesseraLayout

@Suite("Solver")
struct SolverTests {
    @Test func singleEqualityPinsTheVariable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        #expect(solver.value(of: x) == 10)
    }

    @Test func unknownVariableReadsZero() {
        #expect(Solver().value(of: Variable("never added")) == 0)
    }

    @Test func chainedEqualitiesPropagate() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        try solver.add(x + y == 20)
        try solver.add(y == 2 * z)
        try solver.add(z == 3)
        #expect(solver.value(of: z) == 3)
        #expect(solver.value(of: y) == 6)
        #expect(solver.value(of: x) == 14)
    }

    @Test func requiredInequalityBeatsWeakPreference() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.add(width >= 100)
        try solver.add((width == 50) | .weak)
        #expect(solver.value(of: width) == 100)
    }

    @Test func strongerOptionalConstraintWins() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10) | .weak)
        try solver.add((x == 20) | .medium)
        #expect(solver.value(of: x) == 20)
        try solver.add((x == 30) | .strong)
        #expect(solver.value(of: x) == 30)
    }

    @Test func equalWeightsSplitByCountAtTheSameStrength() throws {
        // Two weak x == 10 against one weak x == 40: the sum of errors is least at x = 10.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10) | .weak)
        try solver.add((x == 10) | .weak)
        try solver.add((x == 40) | .weak)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    /// The midpoint example of the Cassowary paper (Badros, Borning & Stuckey 2001, §2), with a medium
    /// preference for the right edge and a weak one for the left; answers computed by hand.
    @Test func cassowaryMidpointFollowsTheEditedMiddle() throws {
        let left = Variable("xl")
        let middle = Variable("xm")
        let right = Variable("xr")
        let solver = Solver()
        try solver.add(2 * middle == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.add((left == 30) | .weak)
        try solver.add((right == 60) | .medium)
        try solver.addEditVariable(middle, strength: .strong)

        try solver.suggestValue(60, for: middle)
        #expect(abs(solver.value(of: left) - 55) < 1e-9)
        #expect(abs(solver.value(of: right) - 65) < 1e-9)

        try solver.suggestValue(90, for: middle)
        #expect(abs(solver.value(of: left) - 85) < 1e-9)
        #expect(abs(solver.value(of: right) - 95) < 1e-9)

        try solver.suggestValue(10, for: middle)
        #expect(abs(solver.value(of: left) - 0) < 1e-9)
        #expect(abs(solver.value(of: right) - 20) < 1e-9)
    }

    /// The edit cannot move the middle past what the required constraints allow: at xm = 200 the right
    /// edge stops at 100 and the left at 90, so xm is 95 and the strong edit is violated.
    @Test func editBeyondTheRequiredBoundStopsAtTheBound() throws {
        let left = Variable("xl")
        let middle = Variable("xm")
        let right = Variable("xr")
        let solver = Solver()
        try solver.add(2 * middle == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.addEditVariable(middle, strength: .strong)
        try solver.suggestValue(200, for: middle)
        #expect(abs(solver.value(of: right) - 100) < 1e-9)
        #expect(abs(solver.value(of: middle) - 95) < 1e-9)
        #expect(abs(solver.value(of: left) - 90) < 1e-9)
    }

    /// A row of three equal-width boxes with 10-point gaps in a container of variable width.
    @Test func equalWidthRowResizesWithItsContainer() throws {
        let container = Variable("container")
        let lefts = (0..<3).map { Variable("left\($0)") }
        let widths = (0..<3).map { Variable("width\($0)") }
        let solver = Solver()
        try solver.add(lefts[0] == 0)
        for index in 1..<3 {
            try solver.add(lefts[index] == lefts[index - 1] + widths[index - 1] + 10)
            try solver.add(widths[index] == widths[0])
        }
        try solver.add(lefts[2] + widths[2] == container)
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(320, for: container)
        #expect(abs(solver.value(of: widths[1]) - 100) < 1e-9)
        #expect(abs(solver.value(of: lefts[2]) - 220) < 1e-9)
        try solver.suggestValue(620, for: container)
        #expect(abs(solver.value(of: widths[0]) - 200) < 1e-9)
        #expect(abs(solver.value(of: lefts[1]) - 210) < 1e-9)
    }

    @Test func repeatedVariableInAnExpressionIsSummed() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x + x + x == 30)
        #expect(abs(solver.value(of: x) - 10) < 1e-12)
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 5
        try solver.add(constraint)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(solver.value(of: x) == 0)
        #expect(!solver.contains(constraint))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraintCount == 0)
        try solver.add(constraint)
        #expect(solver.value(of: x) == 5)
    }

    /// The example in `Solver`'s documentation.
    @Test func documentationExampleHolds() throws {
        let left = Variable("left")
        let width = Variable("width")
        let solver = Solver()
        try solver.add(left == 20)
        try solver.add(width >= 50)
        try solver.add((width == 10) | Strength(priority: 250))
        try solver.addEditVariable(width, strength: Strength(priority: 999))
        try solver.suggestValue(120, for: width)
        #expect(solver.value(of: width) == 120)
        try solver.suggestValue(30, for: width)
        #expect(solver.value(of: width) == 50)
        #expect(solver.value(of: left) == 20)
    }

    /// The example in `Variable`'s documentation.
    @Test func variableDocumentationExampleHolds() throws {
        let left = Variable("left")
        let width = Variable("width")
        let solver = Solver()
        try solver.add(left == 10)
        try solver.add(left + width == 110)
        #expect(solver.value(of: width) == 100)
    }

    /// Removing one of two identical required equalities must leave the other holding, also when an
    /// optional constraint pulls the other way (Kiwi's marker leaving row lost the survivor here).
    @Test func aRequiredConstraintSurvivesRemovingItsDuplicate() throws {
        let x = Variable("x")
        let y = Variable("y")
        for pullingFirst in [false, true] {
            let solver = Solver()
            let first = x == 35
            if pullingFirst { try solver.add((x == 10) | Strength(priority: 500)) }
            try solver.add(first)
            if !pullingFirst { try solver.add((x == 10) | Strength(priority: 500)) }
            try solver.add(x == 35)
            try solver.add(y == x + 1)
            try solver.remove(first)
            #expect(solver.value(of: x) == 35)
            #expect(solver.value(of: y) == 36)
        }
    }

    /// The same through an inequality made redundant by equalities, removed while optional
    /// constraints pull: the remaining required constraints keep holding.
    @Test func redundantRequiredConstraintsKeepHoldingAsEachIsRemoved() throws {
        let x = Variable("x")
        let width = Variable("width")
        let solver = Solver()
        let constraints = [x == 20, x + width == 120, width == 100, x >= 20, width <= 100]
        try solver.add((x == 0) | Strength(priority: 300))
        try solver.add((width == 500) | Strength(priority: 300))
        for constraint in constraints { try solver.add(constraint) }
        for constraint in constraints.dropLast(2) {
            try solver.remove(constraint)
            #expect(solver.value(of: x) == 20)
            #expect(solver.value(of: width) == 100)
        }
    }
}
