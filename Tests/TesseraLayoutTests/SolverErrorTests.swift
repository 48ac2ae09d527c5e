import TesseraLayout
import Testing

@Suite("Solver errors")
struct SolverErrorTests {
    @Test func addingTheSameInstanceTwiceIsADuplicate() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 1
        try solver.add(constraint)
        #expect {
            try solver.add(constraint)
        } throws: { error in
            guard case SolverError.duplicateConstraint(let culprit) = error else { return false }
            return culprit === constraint
        }
        #expect(solver.constraintCount == 1)
    }

    @Test func anEqualButDistinctInstanceIsNotADuplicate() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 1)
        try solver.add(x == 1)
        #expect(solver.constraintCount == 2)
        #expect(solver.value(of: x) == 1)
    }

    @Test func removingAConstraintNeverAddedIsUnknown() {
        let constraint = Variable("x") == 1
        #expect {
            try Solver().remove(constraint)
        } throws: { error in
            guard case SolverError.unknownConstraint(let culprit) = error else { return false }
            return culprit === constraint
        }
    }

    @Test func removingTwiceIsUnknownTheSecondTime() throws {
        let solver = Solver()
        let constraint = Variable("x") >= 3
        try solver.add(constraint)
        try solver.remove(constraint)
        #expect(throws: SolverError.self) { try solver.remove(constraint) }
    }

    @Test func conflictingRequiredEqualitiesAreUnsatisfiableAndNameTheConflict() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let pinX = x == 10
        let sum = x + y == 30
        let pinY = y == 5
        try solver.add(pinX)
        try solver.add(sum)
        let unrelated = Variable("z") == 1
        try solver.add(unrelated)
        #expect {
            try solver.add(pinY)
        } throws: { error in
            guard case SolverError.unsatisfiable(let culprit, let conflicting) = error else { return false }
            return culprit === pinY && conflicting.count == 2
                && conflicting.contains { $0 === pinX } && conflicting.contains { $0 === sum }
        }
        // The solver is unchanged.
        #expect(!solver.contains(pinY))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 20)
    }

    @Test func conflictingRequiredInequalitiesAreUnsatisfiableAndLeaveTheSolverWorking() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let lower = x >= 10
        let upper = x + y <= 5
        let yPositive = y >= 0
        try solver.add(lower)
        try solver.add(yPositive)
        #expect {
            try solver.add(upper)
        } throws: { error in
            guard case SolverError.unsatisfiable(let culprit, let conflicting) = error else { return false }
            return culprit === upper && conflicting.contains { $0 === lower }
                && conflicting.contains { $0 === yPositive }
        }
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(42, for: x)
        #expect(solver.value(of: x) == 42)
        try solver.suggestValue(3, for: x)
        #expect(solver.value(of: x) == 10)
    }

    @Test func aContradictoryConstantOnlyConstraintIsUnsatisfiable() {
        // 0·x == 5 reduces to the constant 5 == 0.
        let x = Variable("x")
        #expect(throws: SolverError.self) { try Solver().add(x - x == 5) }
    }

    @Test func aTriviallyTrueConstantOnlyConstraintIsAccepted() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x - x == 0)
        try solver.add(x - x <= 4)
        #expect(solver.constraintCount == 2)
    }

    @Test func nanConstantIsRejectedWithTheConstraint() {
        let x = Variable("x")
        let constraint = x == .nan
        #expect {
            try Solver().add(constraint)
        } throws: { error in
            guard case SolverError.nonFiniteValue(let culprit) = error else { return false }
            return culprit === constraint
        }
    }

    @Test func infiniteAndNaNCoefficientsAreRejected() {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.add(x * .infinity == y) }
        #expect(throws: SolverError.self) { try solver.add(x / 0 <= 3) }
        #expect(throws: SolverError.self) { try solver.add((x * .nan >= y) | .weak) }
        #expect(solver.constraintCount == 0)
    }

    @Test func nanSuggestionIsRejectedAndTheOldValueKept() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(7, for: x)
        #expect {
            try solver.suggestValue(.nan, for: x)
        } throws: { error in
            guard case SolverError.nonFiniteSuggestion(let culprit, _) = error else { return false }
            return culprit === x
        }
        #expect(throws: SolverError.self) { try solver.suggestValue(-.infinity, for: x) }
        #expect(solver.value(of: x) == 7)
    }

    @Test func nanStrengthComponentsCountAsZero() throws {
        #expect(Strength.create(.nan, 0, 1) == Strength.weak)
        #expect(Strength(weight: .nan) == Strength(weight: 0))
        #expect(Strength(weight: .infinity) == .required)
        #expect(Strength.create(1000, 1000, 1000) == .required)
        #expect(Strength.create(2000, 0, 0) != .required)
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        #expect {
            try solver.addEditVariable(x, strength: .required)
        } throws: { error in
            guard case SolverError.requiredEditStrength(let culprit) = error else { return false }
            return culprit === x
        }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: Strength(priority: 1000)) }
        try solver.addEditVariable(x, strength: .strong)
        #expect {
            try solver.addEditVariable(x, strength: .weak)
        } throws: { error in
            guard case SolverError.duplicateEditVariable(let culprit) = error else { return false }
            return culprit === x
        }
        #expect {
            try solver.suggestValue(1, for: y)
        } throws: { error in
            guard case SolverError.unknownEditVariable(let culprit) = error else { return false }
            return culprit === y
        }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
    }

    @Test func errorDescriptionsNameTheCulprit() {
        let x = Variable("width")
        let error = SolverError.unknownEditVariable(x)
        #expect(error.description == "width is not an edit variable")
        let constraint = Constraint(x - 10, .equal, label: "fixed width")
        #expect(
            SolverError.duplicateConstraint(constraint).description
                == "The constraint fixed width: width + -10.0 == 0 | required was already added")
    }
}
