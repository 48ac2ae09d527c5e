import Testing

@testable import TesseraLayout

/// `reserveCapacity(forAdditionalConstraints:)` makes room for a batch at once (the layout engine
/// calls it before installing a screen's constraints): the batch then needs no further growth, and
/// the solution is the one an unreserved solver finds.
@Suite("Solver reservation")
struct SolverReservationTests {
    /// A chain x0 = 0, x(i) = x(i−1) + 8 with a weak preference on each link: 2 × count constraints.
    static func chain(_ count: Int, in solver: Solver) throws -> [Variable] {
        let variables = (0..<count).map { Variable("x\($0)") }
        try solver.add(variables[0] == 0)
        for index in 1..<count {
            try solver.add(variables[index] >= variables[index - 1] + 8)
            try solver.add((variables[index] == variables[index - 1] + 10 * Double(index % 3)) | .weak)
        }
        return variables
    }

    @Test func aReservedBatchNeedsNoGrowthAndSolvesTheSame() throws {
        let reserved = Solver()
        reserved.reserveCapacity(forAdditionalConstraints: 2 * 300)
        let capacity = reserved.symbolCapacity
        #expect(capacity >= 2 * 2 * 300)
        let plain = Solver()
        let reservedValues = try Self.chain(300, in: reserved).map { reserved.value(of: $0) }
        let plainValues = try Self.chain(300, in: plain).map { plain.value(of: $0) }
        #expect(reserved.symbolCapacity == capacity)
        #expect(reservedValues == plainValues)
        // Links 1…299 step by 10, 20 or (wanting 0, held at the minimum) 8: 100 × 10 + 100 × 20 + 99 × 8.
        #expect(reservedValues.last == 3792)
    }

    @Test func freedRoomIsCountedBeforeGrowing() throws {
        let solver = Solver()
        solver.recyclesSymbols = true  // as the layout engine's solvers do
        let constraints = (0..<200).map { Variable("v\($0)") == Double($0) }
        try solver.add(constraints)
        let capacity = solver.symbolCapacity
        for constraint in constraints { try solver.remove(constraint) }
        solver.reserveCapacity(forAdditionalConstraints: 100)
        #expect(solver.symbolCapacity == capacity)
    }
}
