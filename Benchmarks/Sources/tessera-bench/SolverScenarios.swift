import TesseraCore

/// The chain, grid, dense and enaml-like systems of the `solver/*` benchmarks.
enum SolverScenarios {
    /// v0 … v999 with `v[i] == v[i-1] + 1`, `v0 >= 0`, and a strong edit variable on v0.
    static func chain(mode: BenchmarkSpec.Mode) -> BenchmarkSpec {
        var builder = SpecBuilder()
        let variables = (0..<1000).map { _ in builder.variable() }
        builder.add([(variables[0], 1)], 0, ">=")
        for index in 1..<variables.count {
            builder.add([(variables[index], 1), (variables[index - 1], -1)], -1, "==")
        }
        var spec = BenchmarkSpec(
            name: "solver/chain/\(mode == .build ? "build" : "suggest")", unit: mode == .build ? "ms" : "us",
            mode: mode, runs: mode == .build ? 7 : 9, variables: builder.variableCount, constraints: builder.constraints
        )
        spec.edits = [[Double(variables[0]), KiwiStrength.strong]]
        spec.initial = [[Double(variables[0]), 10]]
        spec.steps = (0..<50).map { [[Double(variables[0]), Double(($0 * 37) % 500)]] }
        return spec
    }

    /// R×R equal cells with 10-point gaps filling a container whose width and height are strong edit
    /// variables.
    static func grid(_ size: Int, mode: BenchmarkSpec.Mode) -> BenchmarkSpec {
        var builder = SpecBuilder()
        let width = builder.variable()
        let height = builder.variable()
        var cells: [[(left: Int, top: Int, width: Int, height: Int)]] = []
        for _ in 0..<size {
            cells.append(
                (0..<size).map { _ in
                    (builder.variable(), builder.variable(), builder.variable(), builder.variable())
                })
        }
        let first = cells[0][0]
        for row in 0..<size {
            for column in 0..<size {
                let cell = cells[row][column]
                if column == 0 {
                    builder.add([(cell.left, 1)], 0, "==")
                } else {
                    let previous = cells[row][column - 1]
                    builder.add([(cell.left, 1), (previous.left, -1), (previous.width, -1)], -10, "==")
                }
                if row == 0 {
                    builder.add([(cell.top, 1)], 0, "==")
                } else {
                    let above = cells[row - 1][column]
                    builder.add([(cell.top, 1), (above.top, -1), (above.height, -1)], -10, "==")
                }
                if row != 0 || column != 0 {
                    builder.add([(cell.width, 1), (first.width, -1)], 0, "==")
                    builder.add([(cell.height, 1), (first.height, -1)], 0, "==")
                }
                if column == size - 1 { builder.add([(cell.left, 1), (cell.width, 1), (width, -1)], 0, "==") }
                if row == size - 1 { builder.add([(cell.top, 1), (cell.height, 1), (height, -1)], 0, "==") }
                builder.add([(cell.width, 1)], 0, ">=")
                builder.add([(cell.height, 1)], 0, ">=")
            }
        }
        var spec = BenchmarkSpec(
            name: "solver/grid/R=\(size)/\(mode == .build ? "build" : "resize")", unit: mode == .build ? "ms" : "us",
            mode: mode, runs: mode == .build ? 5 : 9, variables: builder.variableCount, constraints: builder.constraints
        )
        spec.edits = [[Double(width), KiwiStrength.strong], [Double(height), KiwiStrength.strong]]
        spec.initial = [[Double(width), 1000], [Double(height), 800]]
        spec.steps = (0..<40).map { (step: Int) -> [[Double]] in
            let newWidth = Double(800 + (step * 53) % 700)
            let newHeight = Double(600 + (step * 29) % 500)
            return [[Double(width), newWidth], [Double(height), newHeight]]
        }
        return spec
    }

    /// `count` chained variables added unanchored, as a chain of views whose first view is placed last:
    /// `v[i] == v[i-1] + 1` for i = 1 ..< count, then `v0 == 0`. Solvers that keep choosing the oldest
    /// variable as the subject rewrite every earlier row on each add (quadratic; issue 19, D15).
    static func unanchoredChain(_ count: Int) -> BenchmarkSpec {
        var builder = SpecBuilder()
        let variables = (0..<count).map { _ in builder.variable() }
        for index in 1..<count {
            builder.add([(variables[index], 1), (variables[index - 1], -1)], -1, "==")
        }
        builder.add([(variables[0], 1)], 0, "==")
        return BenchmarkSpec(
            name: "solver/chain/N=\(count)/build", unit: "ms", mode: .build, runs: 3, variables: builder.variableCount,
            constraints: builder.constraints)
    }

    /// A dense random system: 200 variables, 2,000 required inequalities `±v ± v … + c >= 0` (or `<=`)
    /// over 2–4 distinct variables each, seeded. Kiwi's pivot rules stall on it (near constraint 350), so
    /// no baseline runs it.
    static func dense() -> BenchmarkSpec {
        var random = SplitMix64(seed: 0xDE45E)
        var builder = SpecBuilder()
        let variables = (0..<200).map { _ in builder.variable() }
        for _ in 0..<2000 {
            var chosen: [Int] = []
            while chosen.count < Int.random(in: 2...4, using: &random) {
                let variable = variables.randomElement(using: &random)!
                if !chosen.contains(variable) { chosen.append(variable) }
            }
            let terms = chosen.map { ($0, Bool.random(using: &random) ? 1.0 : -1.0) }
            let constant = Double(Int.random(in: -100...100, using: &random))
            builder.add(terms, constant, Bool.random(using: &random) ? "<=" : ">=")
        }
        var spec = BenchmarkSpec(
            name: "solver/dense/build", unit: "ms", mode: .shared, runs: 3, variables: builder.variableCount,
            constraints: builder.constraints)
        spec.hasBaseline = false
        return spec
    }
}
