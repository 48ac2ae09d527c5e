import Testing

@testable import TesseraLayout

/// `isFixedByRequiredEqualities` tells the layout engine when no optional constraint can move an
/// unknown, so a wrapping label need not measure its unwrapped text.
@Suite("Solver fixed values")
struct SolverFixedValueTests {
    /// `Σ coefficient × symbol + constant (relation) 0` at `strength`, added to `solver`.
    @discardableResult
    private func add(
        _ terms: [(Int, Double)], _ constant: Double, _ relation: Constraint.Relation = .equal,
        _ strength: Strength = .required, to solver: Solver
    ) -> Int? {
        var row = SolverRow()
        for (symbol, coefficient) in terms { row.add(symbol, coefficient) }
        row.constant = constant
        row.relation = relation
        row.strength = strength
        guard case .added(let record) = row.add(to: solver) else { return nil }
        return record
    }

    @Test func requiredEqualitiesFixAValueThroughAChain() {
        let solver = Solver()
        let (left, width, right) = (
            solver.makeExternalSymbol(), solver.makeExternalSymbol(), solver.makeExternalSymbol()
        )
        add([(left, 1)], -8, to: solver)  // left = 8
        add([(right, 1)], -200, to: solver)  // right = 200
        add([(right, 1), (left, -1), (width, -1)], 0, to: solver)  // right = left + width
        add([(width, 1)], 0, .equal, .weak, to: solver)  // an optional pull towards 0 changes nothing
        #expect(solver.value(ofSymbol: width) == 192)
        #expect(solver.isFixedByRequiredEqualities(width))
        #expect(solver.isFixedByRequiredEqualities(left))
    }

    @Test func anInequalityOrAnOptionalConstraintLeavesAValueFree() {
        let solver = Solver()
        let (width, height, free) = (
            solver.makeExternalSymbol(), solver.makeExternalSymbol(), solver.makeExternalSymbol()
        )
        add([(width, 1)], -100, .lessThanOrEqual, to: solver)  // width <= 100
        add([(width, 1)], -150, .equal, .medium, to: solver)  // wants 150: held at 100 by the inequality
        add([(height, 1)], -40, .equal, .strong, to: solver)  // height = 40, optional
        #expect(solver.value(ofSymbol: width) == 100)
        #expect(solver.value(ofSymbol: height) == 40)
        #expect(!solver.isFixedByRequiredEqualities(width))
        #expect(!solver.isFixedByRequiredEqualities(height))
        #expect(!solver.isFixedByRequiredEqualities(free))  // in no constraint: parametric, not basic
    }

    @Test func aLongChainWithCappedDummyCellsStillReadsAsFixed() {
        let solver = Solver()
        solver.dummyCellLimit = 4  // the layout engine's solvers cap rows (at 128) this way
        let symbols = (0..<40).map { _ in solver.makeExternalSymbol() }
        add([(symbols[0], 1)], -3, to: solver)
        for (previous, next) in zip(symbols, symbols.dropFirst()) {
            add([(next, 1), (previous, -1)], -2, to: solver)  // next = previous + 2
        }
        add([(symbols[39], 1), (symbols[38], -1)], -2, to: solver)  // the last link again: redundant
        #expect(solver.value(ofSymbol: symbols[39]) == 81)
        #expect(symbols.allSatisfy { solver.isFixedByRequiredEqualities($0) })
    }

    @Test func twoRequiredInequalitiesThatMeetAreNotReadAsFixed() {
        let solver = Solver()
        let width = solver.makeExternalSymbol()
        add([(width, 1)], -50, .greaterThanOrEqual, to: solver)
        add([(width, 1)], -50, .lessThanOrEqual, to: solver)
        #expect(solver.value(ofSymbol: width) == 50)
        // Fixed in fact, but only equalities are recognised (the engine then measures, as before).
        #expect(!solver.isFixedByRequiredEqualities(width))
    }

    @Test func removingTheEqualityThatFixedAValueFreesIt() throws {
        let solver = Solver()
        let width = solver.makeExternalSymbol()
        let fixing = try #require(add([(width, 1)], -120, to: solver))
        add([(width, 1)], -80, .equal, .weak, to: solver)
        #expect(solver.isFixedByRequiredEqualities(width))
        solver.removeRow(ofRecord: fixing)
        #expect(solver.value(ofSymbol: width) == 80)
        #expect(!solver.isFixedByRequiredEqualities(width))
    }
}
