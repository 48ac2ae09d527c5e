// Edit variables, suggested values and constant changes. All three move a constraint's constant
// without rebuilding it: with the constraint row `E + c + m·marker + o·other = 0`, changing c by δ is
// the same system with `marker` shifted by δ/m, so only the rows holding the marker change (Kiwi's
// suggestValue, generalised to every relation and strength).

extension SolverEngine {
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(variable.expression, .equal, strength: strength, label: "edit(\(variable))")
        try add(constraint)
        edits[key] = EditRecord(constraint: constraint, value: 0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint)
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        let delta = value - edit.value
        edit.value = value
        edits[key] = edit
        guard let index = recordIndex[ObjectIdentifier(edit.constraint)] else { return }
        // The edit constraint is `variable - value == 0`: its constant moves by -delta.
        _ = shiftConstant(ofRecord: index, by: -delta)
        _ = dualOptimize()
    }

    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let index = recordIndex[ObjectIdentifier(constraint)], let record = records[index] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteValue(constraint) }
        let delta = constant - record.constant
        if delta == 0 { return }
        var failure = shiftConstant(ofRecord: index, by: delta)
        if failure == nil { failure = dualOptimize() }
        if let failedRow = failure {
            // Restore the previous constant; the old system was feasible, so this always succeeds.
            infeasible.removeAll()
            _ = shiftConstant(ofRecord: index, by: -delta)
            _ = dualOptimize()
            throw .unsatisfiable(constraint, conflicting: requiredOwners(of: failedRow).filter { $0 !== constraint })
        }
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
        for slot32 in columns[Symbol.serial(record.marker)] {
            let slot = Int(slot32)
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
