// Edit variables, suggested values and constant changes. All three move a constraint's constant
// without rebuilding it: with the constraint row `E + c + m·marker + o·other = 0`, changing c by δ is
// the same system with `marker` shifted by δ/m, so only the rows holding the marker change (Kiwi's
// suggestValue, generalised to every relation and strength).

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
        editRecords[index]!.value = value
        // The edit constraint is `variable - value == 0`: its constant moves by -(value - old).
        _ = shiftConstant(ofRecord: editRecords[index]!.record, by: old - value)
        _ = dualOptimize()
    }

    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let index = recordIndex.value(for: ObjectIdentifier(constraint)), records[index] != nil else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteValue(constraint) }
        if let conflicting = updateConstant(ofRecord: index, to: constant) {
            throw .unsatisfiable(constraint, conflicting: constraints(ofRecords: conflicting))
        }
    }

    /// Moves the constant of record `index` to `constant` and re-solves. Returns nil, or — when a
    /// required row cannot hold with it, and the old constant is kept — the other records of a
    /// conflicting set.
    /// - Precondition: the record exists and `constant` is finite.
    mutating func updateConstant(ofRecord index: Int, to constant: Double) -> [Int]? {
        let delta = constant - records[index]!.constant
        if delta == 0 { return nil }
        var failure = shiftConstant(ofRecord: index, by: delta)
        if failure == nil { failure = dualOptimize() }
        guard let failedRow = failure else { return nil }
        // Restore the previous constant; the old system was feasible, so this always succeeds.
        infeasible.removeAll()
        _ = shiftConstant(ofRecord: index, by: -delta)
        _ = dualOptimize()
        return requiredOwnerRecords(of: failedRow).filter { $0 != index }
    }

    /// Moves the constant of a recorded constraint by `delta`, queueing rows that turn infeasible.
    /// Returns a row of dummies that the change made inconsistent (only possible for required
    /// equalities), or nil.
    mutating func shiftConstant(ofRecord index: Int, by delta: Double) -> Row? {
        guard var record = records[index] else { return nil }
        record.constant += delta
        records[index] = record
        let markerSlot = Int(rowOf[Symbol.serial(record.marker)])
        if markerSlot >= 0 {
            return shiftRow(at: markerSlot, by: -delta / record.markerCoefficient)
        }
        if record.other != Symbol.invalid {
            let otherSlot = Int(rowOf[Symbol.serial(record.other)])
            if otherSlot >= 0 { return shiftRow(at: otherSlot, by: -delta / record.otherCoefficient) }
        }
        let shift = delta / record.markerCoefficient
        var failure: Row?
        compactColumn(record.marker)
        let serial = Symbol.serial(record.marker)
        for index in 0..<columnCount(serial) {
            let slot = columnSlot(serial, index)
            let coefficient = rows[slot].coefficient(of: record.marker)
            if let failed = shiftRow(at: slot, by: coefficient * shift) { failure = failed }
        }
        return failure
    }

    @inline(__always)
    mutating func shiftRow(at slot: Int, by amount: Double) -> Row? {
        rows[slot].constant += amount
        let basic = rows[slot].basic
        if Symbol.isDummy(basic) {
            return nearZero(rows[slot].constant) ? nil : rows[slot]
        }
        if !Symbol.isExternal(basic) && rows[slot].constant < 0 { infeasible.append(basic) }
        return nil
    }
}
