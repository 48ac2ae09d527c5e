// Bounded rows for long chains of required equalities (issue 19, D15).
//
// A required equality carries a dummy marker that never enters the basis: it is zero in every
// solution and only records which rows a constraint's constant reaches, for `updateConstant` and
// `removeRecord`. Along a chain (`view[i].leading == view[i - 1].trailing + 1`) every basic row is the
// sum of all the rows before it, so row i holds i dummies and the tableau grows quadratically (Kiwi's
// does too). With `dummyCellLimit` set, a row keeps at most that many dummy cells; a dropped dummy is
// remembered in `untrackedDummies`, and changing or removing its constraint rebuilds the tableau from
// the constraints' own terms instead of walking its (incomplete) column. Dummies never change a
// solution, so dropping them changes no value; every other symbol is kept exactly.

extension SolverEngine {
    /// Drops dummy cells of `row` beyond `dummyCellLimit`, the highest symbols first, never `kept`.
    /// Returns the dropped symbols' serials (already added to `untrackedDummies`).
    @discardableResult
    mutating func capDummyCells(of row: inout Row, keeping kept: Int = Symbol.invalid) -> [Int] {
        guard let limit = dummyCellLimit, row.cells.count > limit else { return [] }
        var dummies = 0
        for cell in row.cells where Symbol.isDummy(cell.symbol) { dummies += 1 }
        guard dummies > limit else { return [] }
        var dropped: [Int] = []
        var keptDummies = kept == Symbol.invalid ? 0 : 1
        var write = 0
        row.cells.withUnsafeMutableBufferPointer { cells in
            for read in cells.indices {
                let cell = cells[read]
                if Symbol.isDummy(cell.symbol) && cell.symbol != kept {
                    guard keptDummies < limit else {
                        dropped.append(Symbol.serial(cell.symbol))
                        continue
                    }
                    keptDummies += 1
                }
                cells[write] = cell
                write += 1
            }
        }
        row.cells.removeLast(row.cells.count - write)
        for serial in dropped { untrackedDummies.insert(serial) }
        return dropped
    }

    /// `capDummyCells` on the tableau row at `slot`; the dropped dummies' column entries go stale.
    mutating func capDummyCells(inRowAt slot: Int) {
        guard let limit = dummyCellLimit, rows[slot].cells.count > limit else { return }
        var row = Row(constant: 0)
        swap(&row, &rows[slot])
        for serial in capDummyCells(of: &row) { columns[serial].isDirty = true }
        swap(&row, &rows[slot])
    }

    /// Whether changing or removing `record`'s constraint needs `rebuildTableau()`: its marker is a
    /// parametric dummy that some row no longer records.
    mutating func needsRebuild(toChange record: ConstraintRecord) -> Bool {
        let serial = Symbol.serial(record.marker)
        return Symbol.isDummy(record.marker) && rowOf[serial] < 0 && untrackedDummies.contains(serial)
    }

    /// Builds the tableau again from every live record's terms and constant, in record order, as if
    /// each were added afresh (symbols, records and their markers stay). Returns `.entered`, or what
    /// stopped it (only a changed constant can): the records of a conflicting set when the required
    /// constraints contradict each other, or `.nonFinite` when a value would pass `largestSolverValue`.
    /// The tableau then holds the records entered before, and the caller rebuilds with the old constant.
    /// With `skippingFailures` (after a removal, when none can fail but by rounding) a record that
    /// fails is left out of the tableau and the rest go on.
    /// - Precondition: `dummyCellLimit` is set (records keep their terms only then).
    /// - Complexity: O(records × row length), with rows bounded by `dummyCellLimit` on chains.
    @discardableResult
    mutating func rebuildTableau(skippingFailures: Bool = false) -> RowEntry {
        clearTableau()
        for index in records.indices {
            guard let record = records[index] else { continue }
            var row = record.terms.withUnsafeBufferPointer { substitutedRow($0, constant: record.constant) }
            row.add(record.marker, record.markerCoefficient)
            if Symbol.kind(record.marker) == .error {
                addToObjective(record.marker, level: record.level, weight: record.weight)
            }
            if record.other != Symbol.invalid {
                row.add(record.other, record.otherCoefficient)
                if Symbol.kind(record.other) == .error {
                    addToObjective(record.other, level: record.otherLevel, weight: record.otherWeight)
                }
            }
            if row.constant < 0 { row.reverseSign() }
            capDummyCells(of: &row, keeping: record.marker)
            var outcome = enter(&row, for: record)
            if case .entered = outcome {
                optimize()
                if overflowed { outcome = .nonFinite }
                overflowed = false
            }
            switch outcome {
            case .entered: continue
            case _ where skippingFailures: continue
            case .unsatisfiable(let conflicting):
                return .unsatisfiable(conflicting: conflicting.contains(index) ? conflicting : conflicting + [index])
            case .nonFinite: return .nonFinite
            }
        }
        return .entered
    }

    /// Empties the tableau, the column index and the objective, keeping symbols and records.
    private mutating func clearTableau() {
        rows.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        slotStamps.removeAll(keepingCapacity: true)
        for serial in 0..<symbolCount {
            rowOf[serial] = -1
            clearColumn(serial)
        }
        for level in objective.indices {
            objective[level].withUnsafeMutableBufferPointer { values in
                for index in values.indices { values[index] = 0 }
            }
        }
        candidates.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
        artificial = nil
        untrackedDummies.removeAll(keepingCapacity: true)
    }
}
