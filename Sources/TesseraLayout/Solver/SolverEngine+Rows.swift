// Tableau row storage that keeps the column index (for each symbol, the slots of the rows holding the
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

    /// Replaces `symbol` in the tableau row at `slot` by `source` (the row defining it): the cell of
    /// `symbol`, with coefficient c, is dropped and `c · source` is added, indexing new cells (cells
    /// that cancel leave stale column entries, see `compactColumn`). The column of `symbol` itself is left to the caller. Returns false
    /// when the row does not hold `symbol`.
    ///
    /// Merges in place from the back: the row grows by `source.count` placeholder cells, the merge
    /// writes downwards from the end, then the result slides down over the gap. No buffer is allocated
    /// once the row has the capacity, and the outer row array is borrowed once for the whole merge.
    @discardableResult
    mutating func substituteCells(inRowAt slot: Int, _ symbol: Int, _ source: ContiguousArray<Cell>,
                                  sourceConstant: Double) -> Bool {
        var added = ContiguousArray<Int>()
        swap(&added, &pendingAdded)
        var cancelled = ContiguousArray<Int>()
        swap(&cancelled, &pendingCancelled)
        let found = rows.withUnsafeMutableBufferPointer { rowBuffer -> Bool in
            let position = rowBuffer[slot].position(of: symbol)
            guard position >= 0 else { return false }
            let factor = rowBuffer[slot].cells[position].coefficient
            rowBuffer[slot].constant += sourceConstant * factor
            let sourceCount = source.count
            let targetCount = rowBuffer[slot].cells.count
            let total = targetCount + sourceCount
            if sourceCount > 0 {
                rowBuffer[slot].cells.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: sourceCount))
            }
            let newCount = rowBuffer[slot].cells.withUnsafeMutableBufferPointer { target -> Int in
                source.withUnsafeBufferPointer { b -> Int in
                    var i = targetCount - 1, j = sourceCount - 1, k = total - 1
                    while j >= 0 {
                        let sb = b[j].symbol
                        if i >= 0 {
                            if i == position {
                                i -= 1
                                continue
                            }
                            let sa = target[i].symbol
                            if sa > sb {
                                target[k] = target[i]
                                i -= 1
                                k -= 1
                                continue
                            }
                            if sa == sb {
                                let value = target[i].coefficient + b[j].coefficient * factor
                                if nearZero(value) {
                                    cancelled.append(sa)
                                } else {
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
                            added.append(sb)
                        }
                        j -= 1
                    }
                    // target[0...i] is untouched (it may still hold `symbol`); the merged tail is
                    // target[k+1 ..< total].
                    var prefix = i + 1
                    if position < prefix {
                        var index = position
                        while index + 1 < prefix {
                            target[index] = target[index + 1]
                            index += 1
                        }
                        prefix -= 1
                    }
                    let tail = total - (k + 1)
                    if k + 1 > prefix {
                        for offset in 0..<tail { target[prefix + offset] = target[k + 1 + offset] }
                    }
                    return prefix + tail
                }
            }
            rowBuffer[slot].cells.removeLast(total - newCount)
            return true
        }
        let slot32 = Int32(slot)
        for added in added { appendToColumn(added, slot32) }
        for symbol in cancelled { columnDirty[Symbol.serial(symbol)] = true }
        cancelled.removeAll(keepingCapacity: true)
        swap(&cancelled, &pendingCancelled)
        added.removeAll(keepingCapacity: true)
        swap(&added, &pendingAdded)
        return found
    }

    /// Replaces every parametric occurrence of `symbol` (in the tableau rows except `skipping`, the
    /// objective and the artificial objective) by `row`, which defines it. Restricted rows whose
    /// constant turns negative are queued for `dualOptimize`.
    mutating func substitute(_ symbol: Int, with row: Row, skipping: Int) {
        // The symbol's own column does not change while its rows are rewritten: `row` does not hold it.
        let serial = Symbol.serial(symbol)
        for index in 0..<columnCount(serial) {
            let slot = columnSlot(serial, index)
            if slot == skipping { continue }
            substituteCells(inRowAt: slot, symbol, row.cells, sourceConstant: row.constant)
            let basic = rows[slot].basic
            if !Symbol.isExternal(basic) && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        clearColumn(serial)
        substituteInObjective(symbol, with: row)
        if artificial != nil {
            let coefficient = artificial!.remove(symbol)
            if coefficient != 0 { artificial!.add(row, factor: coefficient) }
        }
    }
}
