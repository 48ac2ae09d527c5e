/// What the engine remembers about one added constraint: its marker and other symbols (Kiwi's tag),
/// how each appeared in the constraint's original row, its objective level and its current constant.
struct ConstraintRecord {
    /// The public constraint the row stands for; nil for a row its client addresses by record index.
    var constraint: Constraint?
    var marker: Int
    var other: Int
    /// The coefficient of `marker` (and `other`) in the row `expression + slack/error/dummy terms = 0`.
    var markerCoefficient: Double
    var otherCoefficient: Double
    /// The objective level and weight of the marker when it is an error symbol; -1 for a required
    /// constraint.
    var level: Int
    var weight: Double
    /// The objective level and weight of the other symbol when it is an error symbol (they differ
    /// from the marker's only for a two-sided equality).
    var otherLevel: Int
    var otherWeight: Double
    /// The expression constant now in force (changed by `updateConstant`).
    var constant: Double
    /// The constraint's own cells (external symbols), kept for `rebuildTableau` when the engine has a
    /// `dummyCellLimit`; empty otherwise.
    var terms: ContiguousArray<Cell> = []
}

/// An edit variable: the optional `variable == value` constraint and the value last suggested.
struct EditRecord {
    var variable: Variable
    var constraint: Constraint
    /// The index of the constraint's record.
    var record: Int
    var value: Double
}

/// The incremental Cassowary simplex as refined by Kiwi, over dense integer symbols.
///
/// A value type so that the hot loops touch its arrays without the dynamic exclusivity checks that
/// class properties need; ``Solver`` owns one out of line and forwards to it. Helpers that only read are
/// still declared `mutating`: a non-mutating call on this large struct makes Swift copy all of it
/// (over 200 bytes) to the stack first, which profiling showed dominating reads and pivots.
///
/// Data structures (all indexed by symbol serial):
/// - `rowOf`: the tableau slot of the row whose basic symbol it is, or -1 when parametric.
/// - columns (`SolverEngine+Columns.swift`): the slots of the rows in which the symbol appears as a parametric cell. Kiwi scans every
///   row on each substitution; the column index makes each pivot cost proportional to the rows it
///   really changes, so independent subsystems in one solver do not slow each other down.
/// - `objective[level]`: the dense objective coefficients of one priority tier.
/// - `owner`: the constraint record whose marker or other symbol it is, or -1.
struct SolverEngine {
    var rows: ContiguousArray<Row> = []
    var freeSlots: [Int] = []
    var rowOf: ContiguousArray<Int32> = []
    var columns: ContiguousArray<ColumnHeader> = []
    var columnOverflow: ContiguousArray<ContiguousArray<Int32>> = []
    /// Per row slot, the last `stamp` that visited it (for de-duplicating columns).
    var slotStamps: ContiguousArray<UInt32> = []
    var stamp: UInt32 = 0
    var owner: ContiguousArray<Int32> = []
    var symbolCount = 0
    /// How many symbols the per-symbol arrays (and every objective level) hold: they grow in blocks
    /// filled with a fresh symbol's values, so making a symbol only counts it.
    var symbolCapacity = 0

    var objective: ContiguousArray<ContiguousArray<Double>> = []
    var levelTiers: [Double] = []
    /// Level indices from the highest tier down: the lexicographic order of the objective.
    var levelOrder: [Int] = []
    /// A min-heap of symbols whose objective coefficient may be lexicographically negative.
    var candidates: ContiguousArray<Int> = []
    /// The objective of the artificial-variable phase, when one is running.
    var artificial: Row?
    /// Basic symbols of rows that may have become infeasible (negative constant), for `dualOptimize`.
    var infeasible: [Int] = []
    /// Set when a pivot took a row constant past `largestSolverValue` (the checks made before a change
    /// cannot foresee every pivot). The operation that caused it is undone as far as the tableau
    /// allows and reported as non-finite.
    var overflowed = false

    var records: ContiguousArray<ConstraintRecord?> = []
    var freeRecords: [Int] = []
    var recordIndex = IdentityTable()
    var variableSymbols = IdentityTable()
    /// Retains every variable seen, so their `ObjectIdentifier`s stay unique while mapped.
    var variables: [Variable] = []
    /// Edit variable → index in `editRecords`.
    var editIndex = IdentityTable()
    var editRecords: ContiguousArray<EditRecord?> = []
    var freeEdits: [Int] = []

    /// Whether serials of symbols that no longer occur anywhere are used again (`releaseSymbol`).
    /// The layout engine turns it on: a window lives for hours while screens come and go, and every
    /// symbol ever made costs per-symbol storage. Off for the public `Solver` API, which keeps Kiwi's
    /// creation order of symbols (and so its choice among equally good solutions).
    var recyclesSymbols = false
    /// The most dummy cells a row keeps, or nil for none dropped (Kiwi's exact tableau). See
    /// `SolverEngine+Rebuild.swift`.
    var dummyCellLimit: Int?
    /// Serials of dummies dropped from some row: changing their constraint rebuilds the tableau.
    var untrackedDummies = Set<Int>()
    /// Serials given back by `releaseSymbol`, reused before new ones are made.
    var freeSerials: [Int] = []
    /// Symbols given up while something still referred to them, tried again by `releaseRetiredSymbols`.
    var retiredSymbols: [Int] = []

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        if let serial = freeSerials.popLast() { return Symbol.make(serial: serial, kind: kind) }
        let serial = symbolCount
        if serial == symbolCapacity { growSymbolStorage() }
        symbolCount += 1
        return Symbol.make(serial: serial, kind: kind)
    }

    /// Gives `symbol`'s serial back for reuse when recycling is on and nothing refers to it any more:
    /// it is basic in no row, owned by no record, weighs nothing in the objective and occurs in no
    /// row (its column, which lists every row it may occur in, is checked row by row). A symbol
    /// still in use is left alone.
    /// - Complexity: O(objective levels + rows in its column × row length).
    ///
    /// A symbol still in use is kept in `retiredSymbols` and tried again by `releaseRetiredSymbols()`
    /// (the symbols of a view are often still in its subviews' rows when the view itself goes).
    mutating func releaseSymbol(_ symbol: Int) {
        guard recyclesSymbols, symbol != Symbol.invalid else { return }
        if !tryRelease(symbol) { retiredSymbols.append(symbol) }
    }

    /// Tries every retired symbol again; those still in use stay retired.
    /// - Complexity: O(retired symbols × their columns).
    mutating func releaseRetiredSymbols() {
        guard !retiredSymbols.isEmpty else { return }
        var kept: [Int] = []
        for symbol in retiredSymbols where !tryRelease(symbol) { kept.append(symbol) }
        retiredSymbols = kept
    }

    /// Releases `symbol` if it is basic in no row, owned by no record and occurs in no row. Its
    /// objective weight is then irrelevant (a parametric symbol is 0) and is cleared, whatever
    /// rounding left of it.
    private mutating func tryRelease(_ symbol: Int) -> Bool {
        let serial = Symbol.serial(symbol)
        guard serial < symbolCount, rowOf[serial] < 0, owner[serial] < 0, artificial == nil else { return false }
        for index in 0..<columnCount(serial) {
            let slot = columnSlot(serial, index)
            if slot < rows.count, rows[slot].coefficient(of: symbol) != 0 { return false }
        }
        for level in objective.indices { objective[level][serial] = 0 }
        columns[serial] = ColumnHeader()
        columnOverflow[serial] = []
        untrackedDummies.remove(serial)
        freeSerials.append(serial)
        return true
    }

    /// Makes room for `count` more constraints (their rows, records and symbols) at once, so that a
    /// large batch fills each array in one allocation instead of growing it step by step, copying
    /// it and touching fresh pages at every doubling.
    mutating func reserveCapacity(forAdditionalConstraints count: Int) {
        func reserve<Element>(_ array: inout ContiguousArray<Element>, _ needed: Int) {
            // Geometric, so that many small batches do not each reallocate to an exact size.
            if array.capacity < needed { array.reserveCapacity(Swift.max(needed, 2 * array.capacity)) }
        }
        // Freed slots, records and serials are used first; only the rest needs new room.
        reserve(&records, records.count + Swift.max(0, count - freeRecords.count))
        let newRows = Swift.max(0, count - freeSlots.count)
        reserve(&rows, rows.count + newRows)
        reserve(&slotStamps, slotStamps.count + newRows)
        // A constraint makes at most two symbols of its own (marker and other).
        let symbols = symbolCount + Swift.max(0, 2 * count - freeSerials.count)
        if symbols > symbolCapacity { growSymbolStorage(toHold: symbols) }
    }

    /// Doubles the room for symbols (at least 64 more, and at least `minimum` in all), filling it with
    /// a fresh symbol's values: parametric, an empty clean column, no owner, no objective weight.
    private mutating func growSymbolStorage(toHold minimum: Int = 0) {
        let extra = Swift.max(64, symbolCapacity, minimum - symbolCapacity)
        rowOf.append(contentsOf: repeatElement(-1, count: extra))
        columns.append(contentsOf: repeatElement(ColumnHeader(), count: extra))
        columnOverflow.append(contentsOf: repeatElement([], count: extra))
        owner.append(contentsOf: repeatElement(-1, count: extra))
        for level in objective.indices { objective[level].append(contentsOf: repeatElement(0, count: extra)) }
        symbolCapacity += extra
    }

    mutating func symbol(for variable: Variable) -> Int {
        let key = ObjectIdentifier(variable)
        if let symbol = variableSymbols.value(for: key) { return symbol }
        let symbol = newSymbol(.external)
        variableSymbols.set(symbol, for: key)
        variables.append(variable)
        return symbol
    }

    /// `mutating` although it only reads: a non-mutating call through `Solver`'s addressor would copy
    /// the whole engine struct to the stack first.
    mutating func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols.value(for: ObjectIdentifier(variable)) else { return 0 }
        let slot = Int(rowOf[Symbol.serial(symbol)])
        return slot >= 0 ? rows[slot].constant : 0
    }

    /// Whether required equalities alone fix an external symbol's value: it is basic and its row holds
    /// only dummy markers, which are zero in every solution. No optional constraint, inequality or
    /// edit can then move it, whatever their constants.
    mutating func isFixedByRequiredEqualities(_ symbol: Int) -> Bool {
        let slot = Int(rowOf[Symbol.serial(symbol)])
        guard slot >= 0 else { return false }
        return rows[slot].cells.allSatisfy { Symbol.isDummy($0.symbol) }
    }

    mutating func contains(_ constraint: Constraint) -> Bool {
        recordIndex.value(for: ObjectIdentifier(constraint)) != nil
    }

    /// The records of the required constraints owning the basic symbol or the cell symbols of `row`,
    /// in symbol order: the conflicting set read off an infeasible row.
    mutating func requiredOwnerRecords(of row: Row) -> [Int] {
        var result: [Int] = []
        let symbols = (row.basic >= 0 ? [row.basic] : []) + row.cells.map(\.symbol)
        for symbol in symbols {
            let index = Int(owner[Symbol.serial(symbol)])
            guard index >= 0, let record = records[index], record.level < 0, !result.contains(index) else { continue }
            result.append(index)
        }
        return result
    }

    /// The public constraints of `indices` (rows added by index have none).
    func constraints(ofRecords indices: [Int]) -> [Constraint] {
        indices.compactMap { records[$0]?.constraint }
    }

    /// A new external symbol, for a client that addresses rows by record index.
    mutating func newExternalSymbol() -> Int {
        newSymbol(.external)
    }

    /// The value of an external symbol in the current solution.
    mutating func value(ofSymbol symbol: Int) -> Double {
        let slot = Int(rowOf[Symbol.serial(symbol)])
        return slot >= 0 ? rows[slot].constant : 0
    }

    mutating func reset() {
        self = SolverEngine()
    }
}
