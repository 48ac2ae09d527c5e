// Tableau row storage that keeps the column index (for each symbol, the slots of the rows holding the
// symbol as a parametric cell) in step with the rows.

/// The symbols a row merge added to one row or cancelled from it, for the column index.
///
/// Both lists share one buffer with a cell per source cell: each source cell adds, cancels or does
/// neither, so added symbols fill it from the front and cancelled ones from the back without meeting.
struct ColumnChanges: CellChanges {
    let buffer: UnsafeMutableBufferPointer<Int>
    private var addedCount = 0
    private var cancelledCount = 0

    /// - Precondition: `buffer` has at least as many cells as the merge's source.
    init(buffer: UnsafeMutableBufferPointer<Int>) {
        self.buffer = buffer
    }

    @inline(__always) mutating func added(_ symbol: Int) {
        buffer[addedCount] = symbol
        addedCount += 1
    }

    @inline(__always) mutating func cancelled(_ symbol: Int) {
        cancelledCount += 1
        buffer[buffer.count - cancelledCount] = symbol
    }

    var addedSymbols: UnsafeMutableBufferPointer<Int>.SubSequence { buffer[..<addedCount] }
    var cancelledSymbols: UnsafeMutableBufferPointer<Int>.SubSequence { buffer[(buffer.count - cancelledCount)...] }
}

extension SolverEngine {
    /// Stores `row` (whose `basic` is set) in a free slot and indexes its cells. Returns the slot.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
        } else {
            slot = rows.count
            rows.append(row)
            slotStamps.append(0)
        }
        rowOf[Symbol.serial(row.basic)] = Int32(slot)
        let slot32 = Int32(slot)
        for cell in row.cells { appendToColumn(cell.symbol, slot32) }
        return slot
    }

    /// Takes the row out of the tableau and returns it (its column entries go stale, see
    /// `compactColumn`).
    mutating func removeRow(at slot: Int) -> Row {
        var row = Row(constant: 0)
        swap(&row, &rows[slot])
        for cell in row.cells { columns[Symbol.serial(cell.symbol)].isDirty = true }
        rowOf[Symbol.serial(row.basic)] = -1
        freeSlots.append(slot)
        return row
    }

    /// Replaces every parametric occurrence of `symbol` (in the tableau rows except `skipping`, the
    /// objective and the artificial objective) by `row`, which defines it. Restricted rows whose
    /// constant turns negative are queued for `dualOptimize`.
    mutating func substitute(_ symbol: Int, with row: Row, skipping: Int) {
        // The symbol's own column does not change while its rows are rewritten: `row` does not hold it.
        let serial = Symbol.serial(symbol)
        let changeCapacity = Swift.max(1, row.cells.count)
        row.cells.withUnsafeBufferPointer { definition in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: changeCapacity) { changeBuffer in
                for index in 0..<columnCount(serial) {
                    let slot = columnSlot(serial, index)
                    if slot == skipping { continue }
                    substitute(
                        symbol, inRowAt: slot, definitionCells: definition, definitionConstant: row.constant,
                        changeBuffer: changeBuffer)
                    let basic = rows[slot].basic
                    let constant = rows[slot].constant
                    if !Symbol.isExternal(basic) && constant < 0 { infeasible.append(basic) }
                    if !isWithinSolverLimit(constant) { overflowed = true }
                }
            }
        }
        clearColumn(serial)
        substituteInObjective(symbol, with: row)
        if var objectiveRow = artificial {
            artificial = nil  // keeps the moved-out row uniquely referenced, so it is not copied
            var ignored = IgnoredCellChanges()
            _ = row.cells.withUnsafeBufferPointer {
                objectiveRow.substitute(
                    symbol, definitionCells: $0, definitionConstant: row.constant, reportingTo: &ignored)
            }
            artificial = objectiveRow
        }
    }

    /// `Row.substitute` on the tableau row at `slot`, indexing the cells it adds (cells that cancel
    /// leave stale column entries, see `compactColumn`). The column of `symbol` is left to the caller.
    /// `changeBuffer` is scratch room for the merge's changes, one cell per definition cell.
    private mutating func substitute(
        _ symbol: Int, inRowAt slot: Int, definitionCells: UnsafeBufferPointer<Cell>, definitionConstant: Double,
        changeBuffer: UnsafeMutableBufferPointer<Int>
    ) {
        var changes = ColumnChanges(buffer: changeBuffer)
        let found = rows.withUnsafeMutableBufferPointer { rowBuffer in
            rowBuffer[slot].substitute(
                symbol, definitionCells: definitionCells, definitionConstant: definitionConstant, reportingTo: &changes)
        }
        guard found else { return }
        let slot32 = Int32(slot)
        for added in changes.addedSymbols { appendToColumn(added, slot32) }
        for cancelled in changes.cancelledSymbols { columns[Symbol.serial(cancelled)].isDirty = true }
        capDummyCells(inRowAt: slot)
    }
}
