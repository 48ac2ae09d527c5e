import TesseraLayout

/// Runs a ``BenchmarkSpec`` on Tessera's solver. Variables and constraints are made before timing (as
/// the Python side builds kiwisolver's objects before timing); each measurement covers only solver calls.
struct TesseraRunner {
    let spec: BenchmarkSpec
    let variables: [Variable]
    let constraints: [Constraint]
    /// Keeps the values read from being optimised away.
    private(set) var checksum = 0.0

    init(_ spec: BenchmarkSpec) {
        self.spec = spec
        let variables = (0..<spec.variables).map { Variable("v\($0)") }
        self.variables = variables
        constraints = spec.constraints.map { item in
            let terms = item.terms.map { Term(variables[Int($0[0])], coefficient: $0[1]) }
            let relation: Constraint.Relation =
                switch item.relation {
                case "==": .equal
                case "<=": .lessThanOrEqual
                default: .greaterThanOrEqual
                }
            return Constraint(
                Expression(terms, constant: item.constant), relation, strength: Strength(weight: item.strength))
        }
    }

    /// For `suggest` specs: the median time of the suggestions alone and of reading all values alone,
    /// per step, in microseconds (a development aid for `--split`).
    mutating func splitSuggest() throws -> (suggest: Double, read: Double) {
        let solver = try build()
        let clock = ContinuousClock()
        var suggestSamples: [Double] = []
        var readSamples: [Double] = []
        for _ in 0..<spec.runs {
            let start = clock.now
            for step in spec.steps {
                for pair in step { try solver.suggestValue(pair[1], for: variables[Int(pair[0])]) }
            }
            let middle = clock.now
            for _ in spec.steps { readValues(solver, 0..<variables.count) }
            let end = clock.now
            suggestSamples.append(seconds(middle - start) / Double(spec.steps.count) * 1e6)
            readSamples.append(seconds(end - middle) / Double(spec.steps.count) * 1e6)
        }
        return (suggestSamples.sorted()[spec.runs / 2], readSamples.sorted()[spec.runs / 2])
    }

    /// One timed run, in `spec.unit`.
    mutating func sample() throws -> Double {
        let seconds = try measureOnce()
        return spec.unit == "ms" ? seconds * 1e3 : seconds * 1e6
    }

    private mutating func readValues(_ solver: Solver, _ range: Range<Int>) {
        var sum = 0.0
        for index in range { sum += solver.value(of: variables[index]) }
        checksum += sum
    }

    private func addEdits(_ solver: Solver) throws {
        for edit in spec.edits {
            try solver.addEditVariable(variables[Int(edit[0])], strength: Strength(weight: edit[1]))
        }
    }

    private func build() throws -> Solver {
        let solver = Solver()
        if spec.editsFirst { try addEdits(solver) }
        for constraint in constraints { try solver.add(constraint) }
        if !spec.editsFirst { try addEdits(solver) }
        for suggestion in spec.initial { try solver.suggestValue(suggestion[1], for: variables[Int(suggestion[0])]) }
        return solver
    }

    private mutating func measureOnce() throws -> Double {
        let clock = ContinuousClock()
        switch spec.mode {
        case .build:
            let start = clock.now
            let solver = try build()
            readValues(solver, 0..<variables.count)
            return seconds(clock.now - start)
        case .suggest:
            let solver = try build()
            let start = clock.now
            for step in spec.steps {
                for pair in step { try solver.suggestValue(pair[1], for: variables[Int(pair[0])]) }
                readValues(solver, 0..<variables.count)
            }
            return seconds(clock.now - start) / Double(spec.steps.count)
        case .perGroup:
            let start = clock.now
            for group in spec.groups {
                let solver = Solver()
                for index in group[0]..<group[1] { try solver.add(constraints[index]) }
                readValues(solver, group[2]..<group[3])
            }
            return seconds(clock.now - start)
        case .shared:
            let start = clock.now
            let solver = Solver()
            for constraint in constraints {
                // A required constraint that contradicts the others is refused (dense systems have some).
                do { try solver.add(constraint) } catch .unsatisfiable {}
            }
            readValues(solver, 0..<variables.count)
            return seconds(clock.now - start)
        }
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
