import Foundation

/// One result: `BENCH name=… ours=… base=… unit=… ratio=…` (ratio = ours / base).
struct BenchmarkLine {
    let name: String
    let ours: Double
    let base: Double
    let unit: String

    /// The line as printed.
    var text: String {
        "BENCH name=\(name) ours=\(Self.format(ours)) base=\(Self.format(base)) unit=\(unit) ratio=\(Self.format(ours / base))"
    }

    /// Four significant figures or so: one decimal from 100 up, three from 1, four below.
    static func format(_ value: Double) -> String {
        value.isNaN ? "nan" : String(format: value >= 100 ? "%.1f" : (value >= 1 ? "%.3f" : "%.4f"), value)
    }
}
