import TesseraLayout
import Testing

/// Finite but huge values (issue 19, D14): a constraint, constant or suggestion that would take the
/// solution past ±1e300 (where frame arithmetic could overflow to infinity or NaN) is refused with the
/// non-finite error and changes nothing.
@Suite("Solver with values that would overflow")
struct SolverOverflowTests {
    @Test func aMultiplierThatOverflowsTheRowIsRefused() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.add(x == 1e308) }
        try solver.add(x == 1e299)
        let overflowing = y == 100 * x
        #expect(throws: SolverError.self) { try solver.add(overflowing) }
        #expect(!solver.contains(overflowing))
        #expect(solver.value(of: x) == 1e299)
        try solver.add(y == 5)
        #expect(solver.value(of: y) == 5)
    }

    @Test func aConstantThatOverflowsAnotherRowWhenSubstitutedIsRefused() throws {
        let z = Variable("z")
        let w = Variable("w")
        let solver = Solver()
        try solver.add(z == 2 * w + 1e299)
        #expect(throws: SolverError.self) { try solver.add(w == 1e300) }  // z would be 2.1e300
        #expect(solver.value(of: z) == 1e299)
        try solver.add(w == 1)
        #expect(solver.value(of: z) == 1e299)
        #expect(solver.value(of: w) == 1)
    }

    @Test func aConstantUpdateThatOverflowsKeepsTheOldConstant() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x == 2 * y)
        let pin = y == 1
        try solver.add(pin)
        do {
            try solver.updateConstant(of: pin, to: -6e299)
            Issue.record("accepted a constant that makes x = 1.2e300")
        } catch {
            guard case .nonFiniteValue(let culprit) = error else { throw error }
            #expect(culprit === pin)
        }
        #expect(solver.constant(of: pin) == -1)
        #expect(solver.value(of: y) == 1)
        #expect(solver.value(of: x) == 2)
    }

    @Test func aSuggestionThatOverflowsIsRefusedAndTheOldOneStays() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x == 4 * y)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(3, for: y)
        do {
            try solver.suggestValue(3e299, for: y)
            Issue.record("accepted a suggestion that makes x = 1.2e300")
        } catch {
            guard case .nonFiniteSuggestion(let variable, _) = error else { throw error }
            #expect(variable === y)
        }
        #expect(solver.value(of: y) == 3)
        #expect(solver.value(of: x) == 12)
    }
}
