import Foundation
import TesseraLayout
import Testing

/// Tessera's solver against kiwisolver on the committed corpus made by `Benchmarks/kiwi/make_corpus.py`
/// (600 seeded random systems with kiwisolver's answers; regenerate with that script).
@Suite("Solver against kiwisolver")
struct SolverDifferentialTests {
    struct Corpus: Decodable {
        let kiwisolver: String
        let requiredStrength: Double
        let systems: [System]
    }

    struct System: Decodable {
        let id: Int
        let variables: Int
        /// `[[[variable, coefficient], …], constant, "==" | "<=" | ">=", kiwi strength]`.
        let constraints: [ConstraintSpec]
        let operations: [Operation]
        let values: [Double]
        let determined: [Bool]
    }

    struct ConstraintSpec: Decodable {
        let terms: [(Int, Double)]
        let constant: Double
        let relation: String
        let strength: Double

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var termsContainer = try container.nestedUnkeyedContainer()
            var terms: [(Int, Double)] = []
            while !termsContainer.isAtEnd {
                var pair = try termsContainer.nestedUnkeyedContainer()
                terms.append((try pair.decode(Int.self), try pair.decode(Double.self)))
            }
            self.terms = terms
            constant = try container.decode(Double.self)
            relation = try container.decode(String.self)
            strength = try container.decode(Double.self)
        }
    }

    struct Operation: Decodable {
        let op: String
        let constraint: Int?
        let ok: Bool?
        let variable: Int?
        let strength: Double?
        let value: Double?
    }

    static let corpus: Corpus? = {
        guard
            let url = Bundle.module.url(forResource: "solver-corpus", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? JSONDecoder().decode(Corpus.self, from: data)
    }()

    static func makeConstraint(_ spec: ConstraintSpec, _ variables: [Variable]) -> Constraint {
        let expression = Expression(
            spec.terms.map { Term(variables[$0.0], coefficient: $0.1) }, constant: spec.constant)
        let relation: Constraint.Relation =
            switch spec.relation {
            case "==": .equal
            case "<=": .lessThanOrEqual
            default: .greaterThanOrEqual
            }
        return Constraint(expression, relation, strength: Strength(weight: spec.strength))
    }

    /// Replays one system; returns the mismatches found.
    static func replay(_ system: System) -> [String] {
        var problems: [String] = []
        let variables = (0..<system.variables).map { Variable("v\($0)") }
        let constraints = system.constraints.map { makeConstraint($0, variables) }
        let solver = Solver()
        for operation in system.operations {
            do {
                switch operation.op {
                case "add":
                    let constraint = constraints[operation.constraint!]
                    do {
                        try solver.add(constraint)
                        if operation.ok == false {
                            problems.append("add #\(operation.constraint!) accepted; kiwi: unsatisfiable")
                        }
                    } catch SolverError.unsatisfiable {
                        if operation.ok == true {
                            problems.append("add #\(operation.constraint!) unsatisfiable; kiwi: accepted")
                        }
                    }
                case "remove":
                    try solver.remove(constraints[operation.constraint!])
                case "edit":
                    try solver.addEditVariable(
                        variables[operation.variable!], strength: Strength(weight: operation.strength!))
                case "suggest":
                    try solver.suggestValue(operation.value!, for: variables[operation.variable!])
                default:
                    problems.append("unknown operation \(operation.op)")
                }
            } catch {
                problems.append("\(operation.op) threw \(error)")
            }
        }
        for index in 0..<system.variables where system.determined[index] {
            let ours = solver.value(of: variables[index])
            let theirs = system.values[index]
            if abs(ours - theirs) > 1e-6 { problems.append("v\(index) = \(ours); kiwi: \(theirs)") }
        }
        return problems
    }

    @Test func corpusHasAtLeastFiveHundredSystemsWithUnsatisfiableAndDeterminedCases() throws {
        let corpus = try #require(Self.corpus)
        #expect(corpus.systems.count >= 500)
        #expect(corpus.systems.contains { $0.operations.contains { $0.ok == false } })
        #expect(corpus.systems.filter { $0.determined.allSatisfy { $0 } }.count >= 100)
        #expect(corpus.requiredStrength == 1_001_001_000)
    }

    @Test func everySystemAgreesWithKiwisolver() throws {
        let corpus = try #require(Self.corpus)
        var failures: [String] = []
        for system in corpus.systems {
            let problems = Self.replay(system)
            if !problems.isEmpty { failures.append("system \(system.id): \(problems.joined(separator: "; "))") }
        }
        #expect(failures.isEmpty, "\(failures.count) systems disagree:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
