/// Receives the symbols that a row merge (`Row.addCells`) adds to the row or cancels from it.
protocol CellChanges {
    mutating func added(_ symbol: Int)
    mutating func cancelled(_ symbol: Int)
}

/// For merges whose changes nobody tracks.
struct IgnoredCellChanges: CellChanges {
    @inline(__always) mutating func added(_ symbol: Int) {}
    @inline(__always) mutating func cancelled(_ symbol: Int) {}
}

/// The in-place sorted merge behind `Row.addCells`.
///
/// The row's `rowCount` cells are followed by `source.count` free cells. Merging from the largest
/// symbol down, each result is written into the highest free cell, which always lies at or above the
/// row cell read next, so nothing is overwritten before it is read. When the source runs out, the
/// unmerged start of the row (below the merged tail) stays where it is; `close` removes the dropped
/// cell from it and slides the merged tail down onto it.
struct BackwardMerge {
    let cells: UnsafeMutableBufferPointer<Cell>
    let source: UnsafeBufferPointer<Cell>
    let factor: Double
    /// The index of a row cell to leave out, or `Int.max` (never an index) for none.
    let dropped: Int
    /// The highest row cell and source cell not merged yet, and the cell written next.
    var nextRowCell: Int
    var nextSourceCell: Int
    var nextFreeCell: Int

    init(
        cells: UnsafeMutableBufferPointer<Cell>, rowCount: Int, source: UnsafeBufferPointer<Cell>, factor: Double,
        dropped: Int?
    ) {
        self.cells = cells
        self.source = source
        self.factor = factor
        self.dropped = dropped ?? Int.max
        nextRowCell = rowCount - 1
        nextSourceCell = source.count - 1
        nextFreeCell = cells.count - 1
    }

    /// Merges every source cell and returns the number of cells in the result.
    @inline(__always)
    mutating func run<Changes: CellChanges>(reportingTo changes: inout Changes) -> Int {
        while nextSourceCell >= 0 { step(&changes) }
        return close()
    }

    /// Merges the highest unmerged cell (or the two, when row and source share its symbol).
    @inline(__always)
    private mutating func step<Changes: CellChanges>(_ changes: inout Changes) {
        if nextRowCell == dropped {
            nextRowCell -= 1
            return
        }
        let incoming = source[nextSourceCell]
        if nextRowCell >= 0 {
            let existing = cells[nextRowCell]
            if existing.symbol > incoming.symbol {
                write(existing)
                nextRowCell -= 1
                return
            }
            if existing.symbol == incoming.symbol {
                let sum = existing.coefficient + incoming.coefficient * factor
                if nearZero(sum) {
                    changes.cancelled(existing.symbol)
                } else {
                    write(Cell(symbol: existing.symbol, coefficient: sum))
                }
                nextRowCell -= 1
                nextSourceCell -= 1
                return
            }
        }
        let scaled = incoming.coefficient * factor
        if !nearZero(scaled) {
            write(Cell(symbol: incoming.symbol, coefficient: scaled))
            changes.added(incoming.symbol)
        }
        nextSourceCell -= 1
    }

    @inline(__always)
    private mutating func write(_ cell: Cell) {
        cells[nextFreeCell] = cell
        nextFreeCell -= 1
    }

    /// Joins the unmerged start `cells[0...nextRowCell]` (less the dropped cell) and the merged tail
    /// `cells[nextFreeCell + 1 ..< count]`; returns the joined count.
    @inline(__always)
    private func close() -> Int {
        let base = cells.baseAddress!
        var startCount = nextRowCell + 1
        if dropped < startCount {
            (base + dropped).update(from: base + dropped + 1, count: startCount - dropped - 1)
            startCount -= 1
        }
        let tailStart = nextFreeCell + 1
        let tailCount = cells.count - tailStart
        if tailStart > startCount { (base + startCount).update(from: base + tailStart, count: tailCount) }
        return startCount + tailCount
    }
}
