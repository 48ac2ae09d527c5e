import TesseraCore
import Testing

@testable import TesseraLayout

/// The optional equality whose two sides weigh differently, which the layout engine uses for a view's
/// compression resistance (below) and hugging (above) of one axis.
@Suite("Two-sided optional equality")
struct TwoSidedEqualityTests {
    private func size(_ variable: Variable, around target: Double, below: Double, above: Double) -> Constraint {
        Constraint(
            Expression([Term(variable)], constant: -target),
            equalWithStrengthBelow: Strength(priority: below), above: Strength(priority: above))
    }

    @Test func fallingBelowCostsTheBelowStrength() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.add(size(width, around: 100, below: 750, above: 250))
        try solver.add(Constraint(width == 80, strength: Strength(priority: 500)))
        #expect(solver.value(of: width) == 100)  // compression resistance 750 beats 500
    }

    @Test func risingAboveCostsTheAboveStrength() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.add(size(width, around: 100, below: 750, above: 250))
        try solver.add(Constraint(width == 130, strength: Strength(priority: 500)))
        #expect(solver.value(of: width) == 130)  // hugging 250 loses to 500
    }

    @Test func updatingTheConstantMovesTheTarget() throws {
        let width = Variable("width")
        let solver = Solver()
        let constraint = size(width, around: 100, below: 750, above: 250)
        try solver.add(constraint)
        try solver.updateConstant(of: constraint, to: -60)
        #expect(solver.value(of: width) == 60)
        #expect(solver.constant(of: constraint) == -60)
    }

    @Test func removingLeavesNoWeightBehind() throws {
        let width = Variable("width")
        let solver = Solver()
        let constraint = size(width, around: 100, below: 750, above: 250)
        try solver.add(constraint)
        try solver.add(Constraint(width == 40, strength: Strength(priority: 1)))
        #expect(solver.value(of: width) == 100)
        try solver.remove(constraint)
        #expect(solver.value(of: width) == 40)
        #expect(solver.constraintCount == 1)
        #expect(throws: SolverError.self) { try solver.remove(constraint) }
    }

    @Test func descriptionNamesBothStrengths() {
        let constraint = size(Variable("w"), around: 10, below: 750, above: 250)
        #expect(constraint.description == "w + -10.0 == 0 | priority(750.0) below, priority(250.0) above")
    }

    @Test func nonFiniteTargetsAreRejected() {
        let constraint = size(Variable("w"), around: .nan, below: 750, above: 250)
        #expect(throws: SolverError.self) { try Solver().add(constraint) }
    }

    /// 300 seeded systems solved twice: once with two-sided equalities, once with the pair of
    /// inequalities they stand for (`>= @below`, `<= @above`). Every optional constraint has a priority
    /// of its own and every variable a weakest pin, so each system has one optimum.
    @Test func agreesWithTheInequalityPairOnRandomSystems() throws {
        var generator = SplitMix64(seed: 0x7E55E4A)
        for _ in 0..<300 {
            let count = Int.random(in: 2...4, using: &generator)
            let variables = (0..<count).map { Variable("x\($0)") }
            var priorities = Array(stride(from: 2.0, to: 999, by: 7)).shuffled(using: &generator)[...]
            let twoSided = Solver()
            let pairs = Solver()
            for (index, variable) in variables.enumerated() {
                for solver in [twoSided, pairs] {
                    try solver.add(
                        Constraint(variable == Double(index), strength: Strength(priority: 1 + Double(index) * 0.001)))
                }
                if index > 0, Bool.random(using: &generator) {
                    let gap = Double(Int.random(in: -20...20, using: &generator))
                    for solver in [twoSided, pairs] { try solver.add(variable == variables[index - 1] + gap) }
                }
            }
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let variable = variables.randomElement(using: &generator)!
                let target = Double(Int.random(in: -50...150, using: &generator))
                let below = priorities.popFirst()!
                let above = priorities.popFirst()!
                try twoSided.add(size(variable, around: target, below: below, above: above))
                try pairs.add(Constraint(variable >= target, strength: Strength(priority: below)))
                try pairs.add(Constraint(variable <= target, strength: Strength(priority: above)))
                if Bool.random(using: &generator) {
                    let pull = Double(Int.random(in: -50...150, using: &generator))
                    let strength = Strength(priority: priorities.popFirst()!)
                    try twoSided.add(Constraint(variable == pull, strength: strength))
                    try pairs.add(Constraint(variable == pull, strength: strength))
                }
            }
            for variable in variables {
                #expect(abs(twoSided.value(of: variable) - pairs.value(of: variable)) < 1e-6, "\(variable)")
            }
        }
    }

    /// 150 seeded solvers put through 120 random steps each — add, remove and re-target two-sided
    /// equalities, add, suggest and remove edit variables — next to a solver holding the inequality
    /// pairs instead, over required and optional chains; every variable must agree after every step.
    @Test func agreesWithTheInequalityPairUnderEditing() throws {
        for seed in 0..<150 {
            var generator = SplitMix64(seed: UInt64(0xABC0 + seed))
            let variables = (0..<Int.random(in: 2...5, using: &generator)).map { Variable("x\($0)") }
            var priorities = Array(stride(from: 2.0, to: 999, by: 3)).shuffled(using: &generator)[...]
            let twoSided = Solver()
            let pairs = Solver()
            for (index, variable) in variables.enumerated() {
                let pin = Constraint(variable == Double(index), strength: Strength(priority: 1 + Double(index) * 0.001))
                try twoSided.add(pin)
                try pairs.add(Constraint(pin, strength: pin.strength))
                guard index > 0, Bool.random(using: &generator) else { continue }
                let gap = Double(Int.random(in: -20...20, using: &generator))
                let strength =
                    Bool.random(using: &generator) ? Strength.required : Strength(priority: priorities.popFirst()!)
                let previous = variables[index - 1] + gap
                let relation = [variable == previous, variable >= previous, variable <= previous]
                    .randomElement(using: &generator)!
                try twoSided.add(Constraint(relation, strength: strength))
                try pairs.add(Constraint(relation, strength: strength))
            }
            var held: [(twoSided: Constraint, atLeast: Constraint, atMost: Constraint)] = []
            var edited: [Variable] = []
            for step in 0..<120 {
                let operation = Int.random(in: 0...9, using: &generator)
                if operation <= 2 || held.isEmpty, priorities.count > 4 {
                    let variable = variables.randomElement(using: &generator)!
                    let target = Double(Int.random(in: -50...150, using: &generator))
                    let below = priorities.popFirst()!
                    let above = priorities.popFirst()!
                    let item = (
                        twoSided: size(variable, around: target, below: below, above: above),
                        atLeast: Constraint(variable >= target, strength: Strength(priority: below)),
                        atMost: Constraint(variable <= target, strength: Strength(priority: above))
                    )
                    try twoSided.add(item.twoSided)
                    try pairs.add(item.atLeast)
                    try pairs.add(item.atMost)
                    held.append(item)
                } else if operation <= 4, !held.isEmpty {
                    let item = held.remove(at: Int.random(in: 0..<held.count, using: &generator))
                    try twoSided.remove(item.twoSided)
                    try pairs.remove(item.atLeast)
                    try pairs.remove(item.atMost)
                } else if operation <= 6, let item = held.randomElement(using: &generator) {
                    let target = Double(Int.random(in: -50...150, using: &generator))
                    try twoSided.updateConstant(of: item.twoSided, to: -target)
                    try pairs.updateConstant(of: item.atLeast, to: -target)
                    try pairs.updateConstant(of: item.atMost, to: -target)
                } else if operation == 7, priorities.count > 1 {
                    let variable = variables.randomElement(using: &generator)!
                    guard !twoSided.hasEditVariable(variable) else { continue }
                    let strength =
                        Bool.random(using: &generator) ? Strength.strong : Strength(priority: priorities.popFirst()!)
                    try twoSided.addEditVariable(variable, strength: strength)
                    try pairs.addEditVariable(variable, strength: strength)
                    edited.append(variable)
                } else if operation == 8, let variable = edited.randomElement(using: &generator) {
                    let value = Double(Int.random(in: -80...180, using: &generator))
                    try twoSided.suggestValue(value, for: variable)
                    try pairs.suggestValue(value, for: variable)
                } else if operation == 9, !edited.isEmpty {
                    let variable = edited.remove(at: Int.random(in: 0..<edited.count, using: &generator))
                    try twoSided.removeEditVariable(variable)
                    try pairs.removeEditVariable(variable)
                }
                for variable in variables {
                    #expect(
                        abs(twoSided.value(of: variable) - pairs.value(of: variable)) < 1e-6,
                        "seed \(seed), step \(step), \(variable)")
                }
            }
        }
    }
}
