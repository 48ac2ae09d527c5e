/// One constraint system and the operations to time, shared by both solvers through JSON.
///
/// `constraints` are `[[[variable, coefficient], …], constant, "==" | "<=" | ">=", kiwi strength]`
/// meaning `Σ coefficient·variable + constant (relation) 0`; strengths are Kiwi numbers
/// (required = 1 001 001 000).
struct BenchmarkSpec: Codable {
    enum Mode: String, Codable {
        /// Time: new solver, add every constraint and edit variable, first suggestions, read all values.
        case build
        /// Build untimed, then time each step of `steps` (suggest its values, read all values).
        case suggest
        /// Time: for every group, a new solver with that group's constraints, then read its values.
        case perGroup
        /// Time: one solver with every group's constraints, then read all values.
        case shared
    }

    struct ConstraintSpec: Codable {
        var terms: [[Double]]
        var constant: Double
        var relation: String
        var strength: Double

        init(terms: [(Int, Double)], constant: Double, relation: String, strength: Double) {
            self.terms = terms.map { [Double($0.0), $0.1] }
            self.constant = constant
            self.relation = relation
            self.strength = strength
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            terms = try container.decode([[Double]].self)
            constant = try container.decode(Double.self)
            relation = try container.decode(String.self)
            strength = try container.decode(Double.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(terms)
            try container.encode(constant)
            try container.encode(relation)
            try container.encode(strength)
        }
    }

    var name: String
    var unit: String
    var mode: Mode
    var runs: Int
    var variables: Int
    var constraints: [ConstraintSpec]
    /// `[variable, strength]` pairs.
    var edits: [[Double]] = []
    /// Whether the edit variables are added before the constraints (after them otherwise).
    var editsFirst = false
    /// Suggestions applied once after building: `[variable, value]` pairs.
    var initial: [[Double]] = []
    /// Timed steps for `suggest`: each a list of `[variable, value]` pairs.
    var steps: [[[Double]]] = []
    /// For `perGroup`/`shared`: `[firstConstraint, endConstraint, firstVariable, endVariable]` per group.
    var groups: [[Int]] = []
    /// Whether the baselines run this spec (false for a system they do not finish).
    var hasBaseline = true
}

enum KiwiStrength {
    static let required = 1_001_001_000.0
    static let strong = 1_000_000.0
    static let medium = 1000.0
    static let weak = 1.0

    static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Double {
        func clip(_ value: Double) -> Double { min(max(value, 0), 1000) }
        return clip(a * weight) * 1_000_000 + clip(b * weight) * 1000 + clip(c * weight)
    }
}

/// Builds specs with named helpers: `add([(x, 1), (y, -1)], -10, "==")` is `x - y - 10 == 0`.
struct SpecBuilder {
    var variableCount = 0
    var constraints: [BenchmarkSpec.ConstraintSpec] = []

    mutating func variable() -> Int {
        variableCount += 1
        return variableCount - 1
    }

    mutating func add(
        _ terms: [(Int, Double)], _ constant: Double, _ relation: String,
        _ strength: Double = KiwiStrength.required
    ) {
        constraints.append(.init(terms: terms, constant: constant, relation: relation, strength: strength))
    }
}
