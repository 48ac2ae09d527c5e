// Edit variables, suggested values and constant changes. All three move a constraint's constant
// without rebuilding it: with the constraint row `E + c + m·marker + o·other = 0`, changing c by δ is
// the same system with `marker` shifted by δ/m, so only the rows holding the marker change (Kiwi's
// suggestValue, generalised to every relation and strength).

/// What moving the constant of a recorded constraint (`SolverEngine.updateConstant`) did.
enum ConstantUpdate {
    case updated
    /// A required row cannot hold with the new constant (the old one is kept): the other records of
    /// a conflicting set.
    case unsatisfiable(conflicting: [Int])
    /// The new constant is finite but would take a value past `largestSolverValue` (the old one is
    /// kept).
    case nonFinite
}

/// What shifting a recorded constraint's constant did to the rows.
enum ConstantShift {
    case shifted
    /// A required equality's row of dummies became inconsistent (its constant is no longer zero).
    case inconsistent(Row)
    /// A row constant would pass `largestSolverValue`; nothing changed.
    case nonFinite
}

extension SolverEngine {
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard editIndex.value(for: key) == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(variable.expression, .equal, strength: strength, label: "edit(\(variable))")
        try add(constraint)
        let index = recordIndex.value(for: ObjectIdentifier(constraint))!
        let edit = EditRecord(variable: variable, constraint: constraint, record: index, value: 0)
        if let free = freeEdits.popLast() {
            editRecords[free] = edit
            editIndex.set(free, for: key)
        } else {
            editRecords.append(edit)
            editIndex.set(editRecords.count - 1, for: key)
        }
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = editIndex.removeValue(for: ObjectIdentifier(variable)), let edit = editRecords[index] else {
            throw .unknownEditVariable(variable)
        }
        editRecords[index] = nil
        freeEdits.append(index)
        try remove(edit.constraint)
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let index = editIndex.value(for: ObjectIdentifier(variable)), let old = editRecords[index]?.value else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        // The edit constraint is `variable - value == 0`: its constant moves by -(value - old).
        let record = editRecords[index]!.record
        if case .nonFinite = shiftConstant(ofRecord: record, by: old - value) {
            throw .nonFiniteSuggestion(variable, value)
        }
        editRecords[index]!.value = value
        _ = dualOptimize()
        if overflowed {
            overflowed = false
            editRecords[index]!.value = old
            infeasible.removeAll()
            _ = shiftConstant(ofRecord: record, by: value - old)
            _ = dualOptimize()
            overflowed = false
            throw .nonFiniteSuggestion(variable, value)
        }
    }

    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let index = recordIndex.value(for: ObjectIdentifier(constraint)), records[index] != nil else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteValue(constraint) }
        switch updateConstant(ofRecord: index, to: constant) {
        case .updated: break
        case .unsatisfiable(let conflicting):
            throw .unsatisfiable(constraint, conflicting: constraints(ofRecords: conflicting))
        case .nonFinite:
            throw .nonFiniteValue(constraint)
        }
    }

    /// Moves the constant of record `index` to `constant` and re-solves; on failure the old constant
    /// is kept.
    /// - Precondition: the record exists and `constant` is finite.
    mutating func updateConstant(ofRecord index: Int, to constant: Double) -> ConstantUpdate {
        let delta = constant - records[index]!.constant
        if delta == 0 { return .updated }
        if needsRebuild(toChange: records[index]!) { return rebuild(changingConstantOf: index, to: constant) }
        var failure: Row?
        switch shiftConstant(ofRecord: index, by: delta) {
        case .nonFinite: return .nonFinite
        case .inconsistent(let row): failure = row
        case .shifted: failure = dualOptimize()
        }
        guard failure != nil || overflowed else { return .updated }
        // Restore the previous constant; the old system was feasible, so this always succeeds.
        let overflow = overflowed
        infeasible.removeAll()
        _ = shiftConstant(ofRecord: index, by: -delta)
        _ = dualOptimize()
        overflowed = false
        guard let failedRow = failure, !overflow else { return .nonFinite }
        return .unsatisfiable(conflicting: requiredOwnerRecords(of: failedRow).filter { $0 != index })
    }

    /// Moves the constant of a recorded constraint by `delta`, queueing rows that turn infeasible.
    /// When a row constant would pass `largestSolverValue`, changes nothing and returns `.nonFinite`.
    mutating func shiftConstant(ofRecord index: Int, by delta: Double) -> ConstantShift {
        guard var record = records[index] else { return .shifted }
        let markerSlot = Int(rowOf[Symbol.serial(record.marker)])
        let otherSlot = record.other == Symbol.invalid ? -1 : Int(rowOf[Symbol.serial(record.other)])
        let outcome: ConstantShift
        if markerSlot >= 0 || otherSlot >= 0 {
            // The marker (or other) symbol is basic: only its row moves.
            let (slot, coefficient) =
                markerSlot >= 0
                ? (markerSlot, record.markerCoefficient) : (otherSlot, record.otherCoefficient)
            let amount = -delta / coefficient
            guard isWithinSolverLimit(rows[slot].constant + amount) else { return .nonFinite }
            outcome = Self.shift(&rows[slot], by: amount, infeasible: &infeasible).map { .inconsistent($0) } ?? .shifted
        } else {
            outcome = shiftMarkerColumn(record.marker, by: delta / record.markerCoefficient)
            if case .nonFinite = outcome { return outcome }
        }
        record.constant += delta
        records[index] = record
        return outcome
    }

    /// Shifts every row holding the parametric `marker` by its coefficient times `shift`; when a
    /// constant would pass the limit, puts the rows already shifted back and returns `.nonFinite`.
    private mutating func shiftMarkerColumn(_ marker: Int, by shift: Double) -> ConstantShift {
        compactColumn(marker)
        let serial = Symbol.serial(marker)
        let header = columns[serial]
        let count = Int(header.count)
        let overflow = count > Self.inlineColumnCapacity ? columnOverflow[serial] : []
        // The rows and the infeasible list are moved out while the column is walked, so that the
        // loop works on plain buffers (no uniqueness or exclusivity check per row).
        var rows: ContiguousArray<Row> = []
        swap(&rows, &self.rows)
        var infeasible: [Int] = []
        swap(&infeasible, &self.infeasible)
        defer {
            swap(&rows, &self.rows)
            swap(&infeasible, &self.infeasible)
        }
        return rows.withUnsafeMutableBufferPointer { rows in
            overflow.withUnsafeBufferPointer { overflow in
                func slotAt(_ position: Int) -> Int {
                    position < Self.inlineColumnCapacity
                        ? Int(header.inline[position]) : Int(overflow[position - Self.inlineColumnCapacity])
                }
                var failure: Row?
                for position in 0..<count {
                    let slot = slotAt(position)
                    let amount = rows[slot].coefficient(of: marker) * shift
                    guard isWithinSolverLimit(rows[slot].constant + amount) else {
                        for earlier in 0..<position {
                            let earlierSlot = slotAt(earlier)
                            rows[earlierSlot].constant -= rows[earlierSlot].coefficient(of: marker) * shift
                        }
                        return .nonFinite
                    }
                    if let failed = Self.shift(&rows[slot], by: amount, infeasible: &infeasible) { failure = failed }
                }
                return failure.map { .inconsistent($0) } ?? .shifted
            }
        }
    }

    /// Adds `amount` to a row's constant: a row of dummies that is no longer zero is returned (its
    /// required equality is inconsistent); a restricted row that turns negative joins `infeasible`.
    @inline(__always)
    static func shift(_ row: inout Row, by amount: Double, infeasible: inout [Int]) -> Row? {
        row.constant += amount
        if Symbol.isDummy(row.basic) {
            return nearZero(row.constant) ? nil : row
        }
        if !Symbol.isExternal(row.basic) && row.constant < 0 { infeasible.append(row.basic) }
        return nil
    }

    /// `updateConstant` for a constraint whose dummy marker some row no longer records: the tableau is
    /// rebuilt with the new constant, or again with the old one when that contradicts the rest.
    private mutating func rebuild(changingConstantOf index: Int, to constant: Double) -> ConstantUpdate {
        let previous = records[index]!.constant
        records[index]!.constant = constant
        let outcome = rebuildTableau()
        if case .entered = outcome { return .updated }
        records[index]!.constant = previous
        rebuildTableau(skippingFailures: true)
        guard case .unsatisfiable(let conflicting) = outcome else { return .nonFinite }
        return .unsatisfiable(conflicting: conflicting.filter { $0 != index })
    }
}
