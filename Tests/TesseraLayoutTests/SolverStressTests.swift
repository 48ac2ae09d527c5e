import TesseraCore
import TesseraLayout
import Testing

/// Seeded random operation sequences: whatever is thrown at it, the solver never crashes, every
/// required constraint it holds is satisfied after every call, and failed calls change nothing.
@Suite("Solver under random operations")
struct SolverStressTests {

    static func residual(_ constraint: Constraint, _ solver: Solver) -> Double {
        let constant = solver.constant(of: constraint) ?? constraint.expression.constant
        let value = constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(value, 0)
        case .greaterThanOrEqual: return max(-value, 0)
        }
    }

    static let strengths: [Strength] = [
        .required, .required, .required, .strong, .medium, .weak, Strength(priority: 250), Strength(priority: 750),
        Strength(priority: 999), Strength.create(0, 2, 5),
    ]

    @Test(arguments: 0..<40)
    func randomSequenceKeepsRequiredConstraintsSatisfied(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        let variables = (0..<Int.random(in: 2...7, using: &random)).map { Variable("v\($0)") }
        let solver = Solver()
        var active: [Constraint] = []
        var edits: Set<ObjectIdentifier> = []
        for _ in 0..<120 {
            let choice = Int.random(in: 0..<100, using: &random)
            if choice < 45 {
                var terms: [Term] = []
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    let coefficient = [-2.0, -1, -0.5, 1, 1, 2, 3, .nan][Int.random(in: 0..<8, using: &random)]
                    terms.append(Term(variables.randomElement(using: &random)!, coefficient: coefficient))
                }
                let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                    using: &random)!
                let constant = Double(Int.random(in: -100...100, using: &random))
                let constraint = Constraint(
                    Expression(terms, constant: constant), relation,
                    strength: Self.strengths.randomElement(using: &random)!)
                do {
                    try solver.add(constraint)
                    active.append(constraint)
                } catch {
                    switch error {
                    case .nonFiniteValue(let culprit):
                        #expect(culprit === constraint)
                        #expect(!constraint.expression.isFinite)
                    case .unsatisfiable(let culprit, _):
                        #expect(culprit === constraint)
                        #expect(constraint.strength.isRequired)
                        #expect(!solver.contains(constraint))
                    default:
                        Issue.record("unexpected \(error)")
                    }
                }
            } else if choice < 60, !active.isEmpty {
                let index = Int.random(in: 0..<active.count, using: &random)
                try solver.remove(active.remove(at: index))
            } else if choice < 70, !active.isEmpty {
                let constraint = active.randomElement(using: &random)!
                let old = solver.constant(of: constraint)
                do {
                    try solver.updateConstant(of: constraint, to: Double(Int.random(in: -100...100, using: &random)))
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(constraint.strength.isRequired)
                    #expect(solver.constant(of: constraint) == old)
                }
            } else if choice < 80 {
                let variable = variables.randomElement(using: &random)!
                if edits.contains(ObjectIdentifier(variable)) {
                    try solver.removeEditVariable(variable)
                    edits.remove(ObjectIdentifier(variable))
                } else {
                    try solver.addEditVariable(
                        variable, strength: [.strong, .medium, Strength(priority: 500)].randomElement(using: &random)!)
                    edits.insert(ObjectIdentifier(variable))
                }
            } else if let variable = variables.first(where: { edits.contains(ObjectIdentifier($0)) }) {
                let value =
                    Int.random(in: 0..<10, using: &random) == 0
                    ? Double.nan : Double(Int.random(in: -200...200, using: &random))
                do {
                    try solver.suggestValue(value, for: variable)
                } catch {
                    guard case .nonFiniteSuggestion = error else { throw error }
                    #expect(value.isNaN)
                }
            }
            for constraint in active where constraint.strength.isRequired {
                #expect(Self.residual(constraint, solver) < 1e-6, "seed \(seed): \(constraint) broken")
            }
        }
        for constraint in active { try solver.remove(constraint) }
        for variable in variables where edits.contains(ObjectIdentifier(variable)) {
            try solver.removeEditVariable(variable)
        }
        #expect(solver.constraintCount == 0)
        for variable in variables { #expect(solver.value(of: variable) == 0) }
    }
}
