// Tableau row storage that keeps the column index (`columns[serial]` = slots of the rows holding the
// symbol as a parametric cell) exactly in step with the rows.

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
        }
        rowOf[Symbol.serial(row.basic)] = Int32(slot)
        let slot32 = Int32(slot)
        for cell in row.cells { columns[Symbol.serial(cell.symbol)].append(slot32) }
        return slot
    }

    /// Takes the row out of the tableau, unindexing its cells, and returns it.
    mutating func removeRow(at slot: Int) -> Row {
        var row = Row(constant: 0)
        swap(&row, &rows[slot])
        let slot32 = Int32(slot)
        for cell in row.cells { removeFromColumn(Symbol.serial(cell.symbol), slot32) }
        rowOf[Symbol.serial(row.basic)] = -1
        freeSlots.append(slot)
        return row
    }

    @inline(__always)
    mutating func removeFromColumn(_ serial: Int, _ slot: Int32) {
        let found = columns[serial].withUnsafeMutableBufferPointer { column -> Bool in
            var index = column.count - 1
            while index >= 0 && column[index] != slot { index -= 1 }
            guard index >= 0 else { return false }
            column[index] = column[column.count - 1]
            return true
        }
        if found { columns[serial].removeLast() }
    }

    /// Adds `factor · source` to the tableau row at `slot`, indexing new cells and unindexing cells
    /// that cancel. `source` must not be that row.
    mutating func addScaled(into slot: Int, _ source: ContiguousArray<Cell>, constant: Double, factor: Double) {
        rows[slot].constant += constant * factor
        if source.isEmpty { return }
        var merged = ContiguousArray<Cell>()
        swap(&merged, &scratch)
        merged.removeAll(keepingCapacity: true)
        var old = ContiguousArray<Cell>()
        swap(&old, &rows[slot].cells)
        let slot32 = Int32(slot)
        merged.reserveCapacity(old.count + source.count)
        old.withUnsafeBufferPointer { a in
            source.withUnsafeBufferPointer { b in
                var i = 0, j = 0
                let aCount = a.count, bCount = b.count
                while i < aCount && j < bCount {
                    let sa = a[i].symbol, sb = b[j].symbol
                    if sa < sb {
                        merged.append(a[i])
                        i += 1
                    } else if sb < sa {
                        let value = b[j].coefficient * factor
                        if !nearZero(value) {
                            merged.append(Cell(symbol: sb, coefficient: value))
                            columns[Symbol.serial(sb)].append(slot32)
                        }
                        j += 1
                    } else {
                        let value = a[i].coefficient + b[j].coefficient * factor
                        if nearZero(value) {
                            removeFromColumn(Symbol.serial(sa), slot32)
                        } else {
                            merged.append(Cell(symbol: sa, coefficient: value))
                        }
                        i += 1
                        j += 1
                    }
                }
                while i < aCount {
                    merged.append(a[i])
                    i += 1
                }
                while j < bCount {
                    let value = b[j].coefficient * factor
                    if !nearZero(value) {
                        merged.append(Cell(symbol: b[j].symbol, coefficient: value))
                        columns[Symbol.serial(b[j].symbol)].append(slot32)
                    }
                    j += 1
                }
            }
        }
        swap(&rows[slot].cells, &merged)
        old.removeAll(keepingCapacity: true)
        swap(&scratch, &old)
    }

    /// Replaces every parametric occurrence of `symbol` (in the tableau rows except `skipping`, the
    /// objective and the artificial objective) by `row`, which defines it. Restricted rows whose
    /// constant turns negative are queued for `dualOptimize`.
    mutating func substitute(_ symbol: Int, with row: Row, skipping: Int) {
        let serial = Symbol.serial(symbol)
        var column = ContiguousArray<Int32>()
        swap(&column, &columns[serial])
        let skip32 = Int32(truncatingIfNeeded: skipping)
        for slot32 in column where slot32 != skip32 {
            let slot = Int(slot32)
            let coefficient = rows[slot].remove(symbol)
            addScaled(into: slot, row.cells, constant: row.constant, factor: coefficient)
            let basic = rows[slot].basic
            if !Symbol.isExternal(basic) && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        substituteInObjective(symbol, with: row)
        if artificial != nil {
            let coefficient = artificial!.remove(symbol)
            if coefficient != 0 { artificial!.add(row, factor: coefficient) }
        }
    }
}
