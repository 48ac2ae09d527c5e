// Tableau row storage that keeps the column index (for each symbol, the slots of the rows holding the
// symbol as a parametric cell) in step with the rows.

/// The symbols a row merge added to one row or cancelled from it, for the column index.
struct ColumnChanges: CellChanges {
    var addedSymbols: ContiguousArray<Int> = []
    var cancelledSymbols: ContiguousArray<Int> = []

    @inline(__always) mutating func added(_ symbol: Int) { addedSymbols.append(symbol) }
    @inline(__always) mutating func cancelled(_ symbol: Int) { cancelledSymbols.append(symbol) }
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
        for cell in row.cells { columnDirty[Symbol.serial(cell.symbol)] = true }
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
        row.cells.withUnsafeBufferPointer { definition in
            for index in 0..<columnCount(serial) {
                let slot = columnSlot(serial, index)
                if slot == skipping { continue }
                substitute(symbol, inRowAt: slot, definitionCells: definition, definitionConstant: row.constant)
                let basic = rows[slot].basic
                let constant = rows[slot].constant
                if !Symbol.isExternal(basic) && constant < 0 { infeasible.append(basic) }
                if !isWithinSolverLimit(constant) { overflowed = true }
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
    private mutating func substitute(
        _ symbol: Int, inRowAt slot: Int, definitionCells: UnsafeBufferPointer<Cell>, definitionConstant: Double
    ) {
        var changes = ColumnChanges()
        swap(&changes, &columnChanges)  // reuses the buffers without holding two accesses to self
        let found = rows.withUnsafeMutableBufferPointer { rowBuffer in
            rowBuffer[slot].substitute(
                symbol, definitionCells: definitionCells, definitionConstant: definitionConstant, reportingTo: &changes)
        }
        if found {
            let slot32 = Int32(slot)
            for added in changes.addedSymbols { appendToColumn(added, slot32) }
            for cancelled in changes.cancelledSymbols { columnDirty[Symbol.serial(cancelled)] = true }
            changes.addedSymbols.removeAll(keepingCapacity: true)
            changes.cancelledSymbols.removeAll(keepingCapacity: true)
        }
        swap(&changes, &columnChanges)
        if found { capDummyCells(inRowAt: slot) }
    }
}
