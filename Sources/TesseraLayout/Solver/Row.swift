/// One entry of a sparse row: `coefficient · symbol`.
struct Cell {
    var symbol: Int = 0
    var coefficient: Double = 0
}

/// A tableau row `basic = constant + Σ coefficient·symbol`, its cells sorted by symbol.
///
/// The operations here touch only the row itself; the engine keeps its column index in step through
/// the changes a merge reports (`SolverEngine+Rows.swift`).
struct Row {
    /// The basic symbol this row defines, or ``Symbol/invalid`` for a row not in the tableau.
    var basic: Int
    var constant: Double
    var cells: ContiguousArray<Cell>

    init(basic: Int = Symbol.invalid, constant: Double, cells: ContiguousArray<Cell> = []) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
    }

    /// The position of `symbol` in `cells`, or `-(insertionPoint + 1)` when absent.
    @inline(__always)
    func position(of symbol: Int) -> Int {
        cells.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            if count <= 8 {
                var index = 0
                while index < count {
                    let current = buffer[index].symbol
                    if current == symbol { return index }
                    if current > symbol { break }
                    index += 1
                }
                return -(index + 1)
            }
            if count <= 64 {
                // Halving without a data-dependent branch (a conditional move): `base` ends at the
                // last cell whose symbol is at most `symbol`, or at 0.
                var base = 0
                var length = count
                while length > 1 {
                    let half = length >> 1
                    base = buffer[base + half].symbol <= symbol ? base + half : base
                    length -= half
                }
                let found = buffer[base].symbol
                if found == symbol { return base }
                return -(base + (found < symbol ? 1 : 0) + 1)
            }
            // Long rows are rarely in cache, so the search reads as few cache lines as it can: the
            // first and last cells, then a guess interpolated between their symbols (serials are
            // spread evenly enough that it usually lands beside the answer), then a gallop from the
            // guess and halving within the bracket it finds.
            let first = buffer[0].symbol
            if symbol <= first { return symbol == first ? 0 : -1 }
            let last = buffer[count - 1].symbol
            if symbol >= last { return symbol == last ? count - 1 : -(count + 1) }
            // From here on, buffer[below].symbol < symbol <= buffer[above].symbol.
            let fraction = Double(symbol - first) / Double(last - first)
            let guess = 1 + Int(fraction * Double(count - 2))
            var below = 0
            var above = count - 1
            var step = 1
            if buffer[guess].symbol < symbol {
                below = guess
                while below + step < above && buffer[below + step].symbol < symbol {
                    below += step
                    step <<= 1
                }
                above = Swift.min(above, below + step)
            } else {
                above = guess
                while above - step > below && buffer[above - step].symbol >= symbol {
                    above -= step
                    step <<= 1
                }
                below = Swift.max(below, above - step)
            }
            while above - below > 1 {
                let middle = (below + above) >> 1
                if buffer[middle].symbol < symbol { below = middle } else { above = middle }
            }
            return buffer[above].symbol == symbol ? above : -(above + 1)
        }
    }

    /// The coefficient of `symbol`, 0 when absent.
    @inline(__always)
    func coefficient(of symbol: Int) -> Double {
        let index = position(of: symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell when the sum is near zero.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let index = position(of: symbol)
        if index >= 0 {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(index + 1))
        }
    }

    /// Adds `factor · other` (constant included), dropping cells that become near zero.
    mutating func add(_ other: Row, factor: Double) {
        constant += other.constant * factor
        var ignored = IgnoredCellChanges()
        other.cells.withUnsafeBufferPointer { addCells($0, times: factor, droppingCellAt: nil, reportingTo: &ignored) }
    }

    /// Adds `factor · source` (cells sorted by symbol) to the cells, keeping them sorted: a symbol in
    /// both gets the sum of its coefficients and is dropped when that is near zero (reported as
    /// cancelled); a source symbol the row lacks is added (reported as added) unless its scaled
    /// coefficient is near zero. The cell at index `dropped`, if any, is removed first.
    ///
    /// Merges in place from the back (see `BackwardMerge`): no buffer is allocated when the row
    /// already has room for `source.count` more cells.
    /// - Complexity: O(`cells.count + source.count`).
    @inline(__always)
    mutating func addCells<Changes: CellChanges>(
        _ source: UnsafeBufferPointer<Cell>, times factor: Double, droppingCellAt dropped: Int?,
        reportingTo changes: inout Changes
    ) {
        let rowCount = cells.count
        guard !source.isEmpty else {
            if let dropped { cells.remove(at: dropped) }
            return
        }
        cells.append(contentsOf: repeatElement(Cell(), count: source.count))
        let mergedCount = cells.withUnsafeMutableBufferPointer { buffer in
            var merge = BackwardMerge(
                cells: buffer, rowCount: rowCount, source: source, factor: factor, dropped: dropped)
            return merge.run(reportingTo: &changes)
        }
        cells.removeLast(cells.count - mergedCount)
    }

    /// Replaces `symbol`, with coefficient c, by the row that defines it (`symbol = definitionConstant +
    /// Σ definitionCells`): drops its cell and adds c times the definition (see `addCells`). Returns
    /// false, changing nothing, when the row does not hold `symbol`.
    @inline(__always)
    mutating func substitute<Changes: CellChanges>(
        _ symbol: Int, definitionCells: UnsafeBufferPointer<Cell>, definitionConstant: Double,
        reportingTo changes: inout Changes
    ) -> Bool {
        let position = position(of: symbol)
        guard position >= 0 else { return false }
        let factor = cells[position].coefficient
        constant += definitionConstant * factor
        addCells(definitionCells, times: factor, droppingCellAt: position, reportingTo: &changes)
        return true
    }

    /// The largest magnitude among the coefficients, or infinity when one is NaN or beyond
    /// `largestSolverValue`.
    var largestCoefficient: Double {
        cells.withUnsafeBufferPointer { buffer in
            var largest = 0.0
            for cell in buffer {
                let magnitude = abs(cell.coefficient)
                guard magnitude <= largestSolverValue else { return .infinity }
                if magnitude > largest { largest = magnitude }
            }
            return largest
        }
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let index = position(of: symbol)
        guard index >= 0 else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Multiplies the constant and every coefficient by -1.
    mutating func reverseSign() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient = -buffer[index].coefficient }
        }
    }

    /// Rewrites `0 = constant + … + a·symbol + …` as `symbol = …`: removes `symbol` and scales the rest
    /// by `-1/a`. The symbol must be present.
    mutating func solve(for symbol: Int) {
        let index = position(of: symbol)
        let factor = -1 / cells.remove(at: index).coefficient
        constant *= factor
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient *= factor }
        }
    }

    /// Rewrites `lhs = … + a·rhs + …` as `rhs = …` (lhs joins the cells with coefficient -1 first).
    mutating func solve(for rhs: Int, replacing lhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
