import TesseraCore
import Testing

@testable import TesseraLayout

/// `Row.position(of:)` scans short rows, halves medium ones and interpolates in long ones; every path
/// must agree with a plain scan, whatever the spread of the symbols.
@Suite("Row search")
struct RowSearchTests {
    /// Where a scan puts `symbol`: its index, or `-(insertionPoint + 1)`.
    private func scannedPosition(of symbol: Int, in symbols: [Int]) -> Int {
        let index = symbols.firstIndex { $0 >= symbol } ?? symbols.count
        return index < symbols.count && symbols[index] == symbol ? index : -(index + 1)
    }

    private func row(_ symbols: [Int]) -> Row {
        Row(constant: 0, cells: ContiguousArray(symbols.map { Cell(symbol: $0, coefficient: 1) }))
    }

    /// Sorted distinct symbols of `count`, spread as `spread` says.
    private func symbols(count: Int, spread: Int, generator: inout SplitMix64) -> [Int] {
        var values = Set<Int>()
        while values.count < count {
            switch spread {
            case 0: values.insert(values.count * 8 + 3)  // even, as serials made in turn
            case 1: values.insert(Int.random(in: 0..<(count * 20), using: &generator))  // uneven
            case 2:  // a dense run and a few far outliers (dummies of a chain and late edit errors)
                values.insert(
                    values.count < count - 3
                        ? Int.random(in: 0..<(count * 4), using: &generator)
                        : Int.random(in: 1_000_000..<1_000_100, using: &generator))
            default: values.insert(1 << Int.random(in: 0..<62, using: &generator))  // geometric
            }
            if spread == 3 && values.count == 62 { break }
        }
        return values.sorted()
    }

    @Test("every position agrees with a scan", arguments: 0..<4)
    func agreesWithScan(spread: Int) {
        var generator = SplitMix64(seed: UInt64(spread) + 11)
        for count in [1, 2, 7, 8, 9, 33, 64, 65, 66, 100, 257, 1000] {
            let symbols = symbols(count: count, spread: spread, generator: &generator)
            let row = row(symbols)
            var probes = symbols.flatMap { [$0 - 1, $0, $0 + 1] }
            probes += [Int.min / 2, -1, symbols.last! + 1000, Int.max / 2]
            for _ in 0..<200 {
                probes.append(Int.random(in: (symbols.first! - 5)...(symbols.last! + 5), using: &generator))
            }
            for probe in probes {
                #expect(
                    row.position(of: probe) == scannedPosition(of: probe, in: symbols),
                    "count \(symbols.count), spread \(spread), symbol \(probe)")
            }
        }
    }

    @Test("a long row keeps its cells sorted through adds and removals")
    func longRowEdits() {
        var generator = SplitMix64(seed: 5)
        var row = Row(constant: 0)
        var reference: [Int: Double] = [:]
        for _ in 0..<3000 {
            let symbol = Int.random(in: 0..<400, using: &generator) * 8
            let coefficient = Double(Int.random(in: -3...3, using: &generator))
            row.add(symbol, coefficient)
            let sum = (reference[symbol] ?? 0) + coefficient
            reference[symbol] = nearZero(sum) ? nil : sum
        }
        #expect(row.cells.map(\.symbol) == reference.keys.sorted())
        #expect(row.cells.map(\.coefficient) == reference.keys.sorted().map { reference[$0]! })
        #expect(row.cells.count > 64)
    }
}
