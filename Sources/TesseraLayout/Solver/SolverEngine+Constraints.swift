// Adding and removing constraints (Kiwi's addConstraint / removeConstraint).

/// What adding a row by record index (`SolverEngine.addRow`) did.
enum RowOutcome {
    /// The row is in; its record has this index.
    case added(Int)
    /// The row is required and contradicts the required rows already in (the solver is unchanged):
    /// the records of a conflicting set.
    case unsatisfiable(conflicting: [Int])
    /// The row's values are finite but would take the solution past `largestSolverValue`; the row
    /// is not added.
    case nonFinite
}

extension SolverEngine {
    /// Adds a public constraint: its variables become external symbols, then `addRow`.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard recordIndex.value(for: key) == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.isFinite else {
            throw .nonFiniteValue(constraint)
        }
        let terms = constraint.expression.terms
        let outcome = withUnsafeTemporaryAllocation(of: Cell.self, capacity: terms.count) { cells -> RowOutcome in
            var count = 0
            for term in terms where !nearZero(term.coefficient) {
                cells.initializeElement(
                    at: count, to: Cell(symbol: symbol(for: term.variable), coefficient: term.coefficient))
                count += 1
            }
            return addRow(
                UnsafeBufferPointer(rebasing: cells[..<count]), constant: constraint.expression.constant,
                relation: constraint.relation, strength: constraint.strength, strengthAbove: constraint.strengthAbove,
                constraint: constraint)
        }
        switch outcome {
        case .added(let index):
            recordIndex.set(index, for: key)
        case .unsatisfiable(let conflicting):
            throw .unsatisfiable(constraint, conflicting: constraints(ofRecords: conflicting))
        case .nonFinite:
            throw .nonFiniteValue(constraint)
        }
    }

    /// Adds the row `Σ cells + constant (relation) 0` at `strength` (`strengthAbove` for rising above
    /// zero in an optional equality) and re-solves. The cells' symbols are external symbols of this
    /// engine; a symbol may repeat. `constraint` is the public constraint the row stands for, if any.
    /// - Precondition: every coefficient, the constant and the strengths are finite.
    mutating func addRow(
        _ cells: UnsafeBufferPointer<Cell>, constant: Double, relation: Constraint.Relation, strength: Strength,
        strengthAbove: Strength, constraint: Constraint?
    ) -> RowOutcome {
        var (row, record) = makeRow(
            cells, constant: constant, relation: relation, strength: strength, strengthAbove: strengthAbove,
            constraint: constraint)
        if dummyCellLimit != nil { record.terms = ContiguousArray(cells) }
        switch enter(&row, for: record) {
        case .entered: break
        case .unsatisfiable(let conflicting): return .unsatisfiable(conflicting: conflicting)
        case .nonFinite: return abandon(record)
        }
        let index = register(record)
        optimize()
        if overflowed {
            // A row went past the limit on the way: take the row out again (see `overflowed`).
            overflowed = false
            removeRecord(index)
            overflowed = false
            return .nonFinite
        }
        return .added(index)
    }

    /// What entering a constraint's row into the tableau did (`enter(_:for:)`).
    enum RowEntry {
        case entered
        /// The row contradicts the required rows in the tableau: the records of a conflicting set.
        case unsatisfiable(conflicting: [Int])
        /// The row's values would pass `largestSolverValue`; nothing of it is in the tableau.
        case nonFinite
    }

    /// Puts the row made for `record` into the tableau: solved for Kiwi's subject and substituted
    /// everywhere, or through an artificial variable when it has no subject. Does not optimize.
    mutating func enter(_ row: inout Row, for record: ConstraintRecord) -> RowEntry {
        var subject = chooseSubject(row, record)
        if subject == Symbol.invalid && row.cells.allSatisfy({ Symbol.isDummy($0.symbol) }) {
            guard nearZero(row.constant) else {
                return .unsatisfiable(conflicting: requiredOwnerRecords(of: row))
            }
            subject = record.marker
        }
        if subject == Symbol.invalid {
            guard isWithinSolverLimit(row.constant), isWithinSolverLimit(row.largestCoefficient) else {
                return .nonFinite
            }
            if let conflicting = addWithArtificialVariable(row) {
                return .unsatisfiable(conflicting: conflicting)
            }
        } else {
            row.solve(for: subject)
            row.basic = subject
            guard substitutionStaysWithinLimit(subject, with: row) else { return .nonFinite }
            substitute(subject, with: row, skipping: -1)
            insertRow(row)
        }
        return .entered
    }

    /// Gives up a row whose values exceed `largestSolverValue` before anything of it is in the
    /// tableau: its new error symbols leave the objective again.
    private mutating func abandon(_ record: ConstraintRecord) -> RowOutcome {
        for symbol in [record.marker, record.other] where symbol != Symbol.invalid {
            for level in objective.indices { objective[level][Symbol.serial(symbol)] = 0 }
        }
        return .nonFinite
    }

    /// Whether `row` (which defines `symbol`) and the rows it is substituted into keep their constants,
    /// and the coefficients it brings in, within `largestSolverValue`.
    mutating func substitutionStaysWithinLimit(_ symbol: Int, with row: Row) -> Bool {
        let largestCoefficient = row.largestCoefficient
        guard isWithinSolverLimit(row.constant), isWithinSolverLimit(largestCoefficient) else { return false }
        let serial = Symbol.serial(symbol)
        for index in 0..<columnCount(serial) {
            let slot = columnSlot(serial, index)
            let factor = rows[slot].coefficient(of: symbol)
            guard isWithinSolverLimit(rows[slot].constant + factor * row.constant),
                isWithinSolverLimit(factor * largestCoefficient)
            else { return false }
        }
        return true
    }

    mutating func register(_ record: ConstraintRecord) -> Int {
        let index: Int
        if let free = freeRecords.popLast() {
            index = free
            records[index] = record
        } else {
            index = records.count
            records.append(record)
        }
        owner[Symbol.serial(record.marker)] = Int32(index)
        if record.other != Symbol.invalid { owner[Symbol.serial(record.other)] = Int32(index) }
        return index
    }

    /// The row's cells with current basic rows substituted and its slack/error/dummy symbols added
    /// (error symbols enter the objective at once), with a non-negative constant.
    mutating func makeRow(
        _ cells: UnsafeBufferPointer<Cell>, constant: Double, relation: Constraint.Relation, strength: Strength,
        strengthAbove: Strength, constraint: Constraint?
    ) -> (Row, ConstraintRecord) {
        var row = substitutedRow(cells, constant: constant)
        let level = strength.isRequired ? -1 : level(for: strength.tier)
        var record = ConstraintRecord(
            constraint: constraint, marker: Symbol.invalid, other: Symbol.invalid, markerCoefficient: 0,
            otherCoefficient: 0, level: level, weight: strength.weight, otherLevel: level,
            otherWeight: strength.weight, constant: constant)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            record.marker = slack
            record.markerCoefficient = coefficient
            row.add(slack, coefficient)
            if level >= 0 {
                let error = newSymbol(.error)
                record.other = error
                record.otherCoefficient = -coefficient
                row.add(error, -coefficient)
                addToObjective(error, level: level, weight: strength.weight)
            }
        case .equal:
            if level >= 0 {
                // expression = plus − minus: plus measures the excess above zero, minus the shortfall.
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                record.marker = plus
                record.markerCoefficient = -1
                record.level = strengthAbove == strength ? level : self.level(for: strengthAbove.tier)
                record.weight = strengthAbove.weight
                record.other = minus
                record.otherCoefficient = 1
                row.add(plus, -1)
                row.add(minus, 1)
                addToObjective(plus, level: record.level, weight: record.weight)
                addToObjective(minus, level: level, weight: strength.weight)
            } else {
                let dummy = newSymbol(.dummy)
                record.marker = dummy
                record.markerCoefficient = 1
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        capDummyCells(of: &row, keeping: record.marker)
        return (row, record)
    }

    /// `constant + Σ cells` with the rows of basic symbols substituted: only parametric symbols remain.
    mutating func substitutedRow(_ cells: UnsafeBufferPointer<Cell>, constant: Double) -> Row {
        var row = Row(constant: constant)
        // Room for every cell the basic rows bring in, plus the slack/error/dummy symbols, so that the
        // row is allocated once (the cells of a deep view's row outnumber its terms many times over).
        var capacity = 2
        for cell in cells {
            let slot = Int(rowOf[Symbol.serial(cell.symbol)])
            capacity += slot >= 0 ? rows[slot].cells.count : 1
        }
        row.cells.reserveCapacity(capacity)
        for cell in cells where !nearZero(cell.coefficient) {
            let slot = Int(rowOf[Symbol.serial(cell.symbol)])
            if slot >= 0 {
                row.add(rows[slot], factor: cell.coefficient)
            } else {
                row.add(cell.symbol, cell.coefficient)
            }
        }
        return row
    }

    /// Kiwi's subject choice: the first external symbol; else the marker or other symbol when it is a
    /// slack or error with a negative coefficient; else invalid.
    mutating func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int {
        if let cell = row.cells.first(where: { Symbol.isExternal($0.symbol) }) { return cell.symbol }
        if Symbol.isPivotable(record.marker) && row.coefficient(of: record.marker) < 0 { return record.marker }
        if record.other != Symbol.invalid && Symbol.isPivotable(record.other)
            && row.coefficient(of: record.other) < 0
        {
            return record.other
        }
        return Symbol.invalid
    }

    /// Adds a row with no valid subject through an artificial variable (phase one). Returns nil on
    /// success, or the required constraints it conflicts with (the tableau is then left as before).
    mutating func addWithArtificialVariable(_ row: Row) -> [Int]? {
        let art = newSymbol(.slack)
        var artRow = row
        artRow.basic = art
        insertRow(artRow)
        artificial = row
        optimizeArtificial()
        let success = nearZero(artificial?.constant ?? 0)
        artificial = nil
        let slot = Int(rowOf[Symbol.serial(art)])
        if slot >= 0 {
            var basicRow = removeRow(at: slot)
            if !success {
                optimize()
                return requiredOwnerRecords(of: basicRow)
            }
            if basicRow.cells.isEmpty { return nil }
            let entering =
                basicRow.cells.first(where: { Symbol.isPivotable($0.symbol) })?.symbol
                ?? basicRow.cells[0].symbol
            basicRow.solve(for: entering, replacing: art)
            basicRow.basic = entering
            substitute(entering, with: basicRow, skipping: -1)
            insertRow(basicRow)
        }
        // The artificial variable is parametric now (value 0): drop it from the tableau and objective.
        let serial = Symbol.serial(art)
        for index in 0..<columnCount(serial) { rows[columnSlot(serial, index)].remove(art) }
        clearColumn(serial)
        for level in objective.indices { objective[level][serial] = 0 }
        releaseSymbol(art)
        return nil
    }

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordIndex.removeValue(for: ObjectIdentifier(constraint)), records[index] != nil else {
            throw .unknownConstraint(constraint)
        }
        removeRecord(index)
    }

    /// Removes the row of record `index` and re-solves.
    /// - Precondition: the record exists.
    mutating func removeRecord(_ index: Int) {
        let record = records[index]!
        records[index] = nil
        freeRecords.append(index)
        owner[Symbol.serial(record.marker)] = -1
        if record.other != Symbol.invalid { owner[Symbol.serial(record.other)] = -1 }

        // Remove the error weights from the objective before pivoting (Kiwi's order).
        if record.level >= 0 {
            if Symbol.kind(record.marker) == .error {
                removeObjectiveWeight(of: record.marker, level: record.level, weight: record.weight)
            }
            if record.other != Symbol.invalid && Symbol.kind(record.other) == .error {
                removeObjectiveWeight(of: record.other, level: record.otherLevel, weight: record.otherWeight)
            }
        }
        if needsRebuild(toChange: record) {
            rebuildTableau(skippingFailures: true)
            releaseSymbol(record.marker)
            return
        }
        let markerSlot = Int(rowOf[Symbol.serial(record.marker)])
        if markerSlot >= 0 {
            _ = removeRow(at: markerSlot)
        } else if let slot = markerLeavingRow(for: record.marker) {
            var row = removeRow(at: slot)
            row.solve(for: record.marker, replacing: row.basic)
            row.basic = record.marker
            substitute(record.marker, with: row, skipping: -1)
        }
        optimize()
        releaseSymbol(record.marker)
        releaseSymbol(record.other)
    }

    mutating func removeObjectiveWeight(of symbol: Int, level: Int, weight: Double) {
        let slot = Int(rowOf[Symbol.serial(symbol)])
        if slot >= 0 {
            addToObjective(rows[slot], level: level, weight: -weight)
        } else {
            addToObjective(symbol, level: level, weight: -weight)
        }
    }
}
