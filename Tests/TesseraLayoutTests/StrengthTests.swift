import TesseraLayout
import Testing

@Suite("Strengths and priorities")
struct StrengthTests {
    /// Apple's rule: a higher priority is never traded for any number of lower ones. With Kiwi-style
    /// weights (priority × constant) 100 errors at 750 would outweigh one at 751.
    @Test func onePriority751BeatsAHundredConflictingPriority750() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<100 { try solver.add((x == 0) | Strength(priority: 750)) }
        try solver.add((x == 100) | Strength(priority: 751))
        #expect(solver.value(of: x) == 100)
    }

    @Test func orderOfInsertionDoesNotMatterForPriorities() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 100) | Strength(priority: 751))
        for _ in 0..<100 { try solver.add((x == 0) | Strength(priority: 750)) }
        #expect(solver.value(of: x) == 100)
    }

    @Test func lowerTierStillDecidesWhatTheHigherTierLeavesOpen() throws {
        // Priority 999 wants x in [10, 20]; priority 250 then pulls x towards 0 within that range; a
        // thousand priority-1 constraints at 500 cannot move it.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x >= 10) | Strength(priority: 999))
        try solver.add((x <= 20) | Strength(priority: 999))
        try solver.add((x == 0) | Strength(priority: 250))
        for _ in 0..<1000 { try solver.add((x == 500) | Strength(priority: 1)) }
        #expect(solver.value(of: x) == 10)
    }

    @Test func priorityTiersDominateEveryKiwiStrength() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 5) | .strong)
        try solver.add((x == 8) | Strength(priority: 1))
        #expect(solver.value(of: x) == 8)
    }

    @Test func priorityOneThousandIsRequired() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 1000).isRequired)
        #expect(Strength(priority: 750).priority == 750)
        #expect(Strength.strong.priority == nil)
        #expect(Strength.required.priority == 1000)
    }

    @Test func priorityEditsBreakTiesAcrossTiersOnResize() throws {
        // Hugging (250) keeps a label at its content width; compression resistance (750) keeps it from
        // shrinking below it; a required container width forces the choice.
        let label = Variable("label.width")
        let spacer = Variable("spacer.width")
        let container = Variable("container")
        let solver = Solver()
        try solver.add(label + spacer == container)
        try solver.add(spacer >= 0)
        try solver.add((label <= 120) | Strength(priority: 250))
        try solver.add((label >= 120) | Strength(priority: 750))
        try solver.addEditVariable(container, strength: Strength(priority: 999))
        try solver.suggestValue(300, for: container)
        #expect(solver.value(of: label) == 120)
        #expect(solver.value(of: spacer) == 180)
        try solver.suggestValue(100, for: container)
        #expect(solver.value(of: label) == 100)
        #expect(solver.value(of: spacer) == 0)
    }

    @Test func kiwiStrengthValues() {
        #expect(Strength.strong == Strength(weight: 1_000_000))
        #expect(Strength.medium == Strength(weight: 1000))
        #expect(Strength.weak == Strength(weight: 1))
        #expect(Strength.create(0, 1, 0, weight: 1.25) == Strength(weight: 1250))
        #expect(Strength.create(0, 100, 0) == Strength(weight: 100_000))
        #expect(Strength(weight: -5) == Strength(weight: 0))
        #expect(Strength.strong.description == "weight(1000000.0)")
        #expect(Strength(priority: 250).description == "priority(250.0)")
    }
}
