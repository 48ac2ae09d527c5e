/// One entry of a sparse row: `coefficient · symbol`.
struct Cell {
    var symbol: Int = 0
    var coefficient: Double = 0
}

/// A tableau row `basic = constant + Σ coefficient·symbol`, its cells sorted by symbol.
///
/// The operations here touch only the row itself; the engine's versions that also keep the column
/// index in step live in `SolverEngine+Rows.swift`.
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
            var low = 0, high = buffer.count
            if high <= 8 {
                while low < high {
                    let s = buffer[low].symbol
                    if s == symbol { return low }
                    if s > symbol { break }
                    low += 1
                }
                return -(low + 1)
            }
            while low < high {
                let middle = (low + high) >> 1
                let s = buffer[middle].symbol
                if s == symbol { return middle }
                if s < symbol { low = middle + 1 } else { high = middle }
            }
            return -(low + 1)
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
    ///
    /// Merges in place from the back (see `SolverEngine.substituteCells`), so no buffer is allocated
    /// when the row already has the capacity.
    mutating func add(_ other: Row, factor: Double) {
        constant += other.constant * factor
        let otherCount = other.cells.count
        if otherCount == 0 { return }
        let count = cells.count
        let total = count + otherCount
        cells.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: otherCount))
        let newCount = cells.withUnsafeMutableBufferPointer { target -> Int in
            other.cells.withUnsafeBufferPointer { b -> Int in
                var i = count - 1, j = otherCount - 1, k = total - 1
                while j >= 0 {
                    let sb = b[j].symbol
                    if i >= 0 {
                        let sa = target[i].symbol
                        if sa > sb {
                            target[k] = target[i]
                            i -= 1
                            k -= 1
                            continue
                        }
                        if sa == sb {
                            let value = target[i].coefficient + b[j].coefficient * factor
                            if !nearZero(value) {
                                target[k] = Cell(symbol: sa, coefficient: value)
                                k -= 1
                            }
                            i -= 1
                            j -= 1
                            continue
                        }
                    }
                    let value = b[j].coefficient * factor
                    if !nearZero(value) {
                        target[k] = Cell(symbol: sb, coefficient: value)
                        k -= 1
                    }
                    j -= 1
                }
                let prefix = i + 1, tail = total - (k + 1)
                if k + 1 > prefix {
                    for offset in 0..<tail { target[prefix + offset] = target[k + 1 + offset] }
                }
                return prefix + tail
            }
        }
        cells.removeLast(total - newCount)
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
