/// The chain, grid and enaml-like systems of the `solver/*` benchmarks.
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
            mode: mode, runs: mode == .build ? 7 : 9, variables: builder.variableCount, constraints: builder.constraints)
        spec.edits = [[Double(variables[0]), KiwiStrength.strong]]
        spec.initial = [[Double(variables[0]), 10]]
        spec.steps = (0..<50).map { [[Double(variables[0]), Double(($0 * 37) % 500)]] }
        return spec
    }

    /// R×R equal cells with 10-point gaps filling a container whose width and height are strong edit
    /// variables.
    static func grid(_ size: Int, mode: BenchmarkSpec.Mode) -> BenchmarkSpec {
        var builder = SpecBuilder()
        let width = builder.variable(), height = builder.variable()
        var cells: [[(left: Int, top: Int, width: Int, height: Int)]] = []
        for _ in 0..<size {
            cells.append((0..<size).map { _ in
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
            mode: mode, runs: mode == .build ? 5 : 9, variables: builder.variableCount, constraints: builder.constraints)
        spec.edits = [[Double(width), KiwiStrength.strong], [Double(height), KiwiStrength.strong]]
        spec.initial = [[Double(width), 1000], [Double(height), 800]]
        spec.steps = (0..<40).map { (step: Int) -> [[Double]] in
            let newWidth = Double(800 + (step * 53) % 700), newHeight = Double(600 + (step * 29) % 500)
            return [[Double(width), newWidth], [Double(height), newHeight]]
        }
        return spec
    }
}
