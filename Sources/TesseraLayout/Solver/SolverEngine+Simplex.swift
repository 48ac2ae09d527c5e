// Pivoting and the primal and dual simplex iterations (Kiwi's optimize / dualOptimize).

extension SolverEngine {
    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves, and substitutes the new
    /// row everywhere else.
    mutating func pivot(entering: Int, slot: Int) {
        let leaving = rows[slot].basic
        rows[slot].solve(for: entering, replacing: leaving)
        rows[slot].basic = entering
        rowOf[Symbol.serial(leaving)] = -1
        rowOf[Symbol.serial(entering)] = Int32(slot)
        if !isWithinSolverLimit(rows[slot].constant) { overflowed = true }
        appendToColumn(leaving, Int32(slot))
        let row = rows[slot]
        substitute(entering, with: row, skipping: slot)
    }

    /// The restricted row that limits `entering` first (minimum `-constant / coefficient` over the
    /// negative coefficients), ties to the lowest basic symbol as in Kiwi; nil when unbounded.
    mutating func leavingRow(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Int.max
        let serial = Symbol.serial(entering)
        for index in 0..<columnCount(serial) {
            let slot = columnSlot(serial, index)
            let basic = rows[slot].basic
            if Symbol.isExternal(basic) { continue }
            let coefficient = rows[slot].coefficient(of: entering)
            if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                    bestRatio = ratio
                    bestBasic = basic
                    best = slot
                }
            }
        }
        return best
    }

    /// Primal simplex on the (lexicographic) objective until no improving symbol remains.
    mutating func optimize() {
        while let entering = enteringSymbol() {
            // unbounded: cannot happen with non-negative weights
            guard let slot = leavingRow(for: entering) else { return }
            pivot(entering: entering, slot: slot)
        }
    }

    /// Primal simplex on the artificial objective (phase one of an add without a subject).
    ///
    /// The entering symbol is the one with the most negative coefficient (Dantzig's rule): Kiwi's
    /// lowest-symbol choice needs several times the pivots on dense systems (a 200 × 2,000 random
    /// system took 18,000 pivots instead of 2,600, and Kiwi did not finish it). Dantzig's rule can
    /// cycle on degenerate pivots, so after `degeneratePivotLimit` of them in a row the run finishes
    /// with Bland's rule (lowest symbol in, lowest basic symbol out among ties), which cannot cycle.
    mutating func optimizeArtificial() {
        var degenerateRun = 0
        while let objectiveRow = artificial {
            let useBlandsRule = degenerateRun >= Self.degeneratePivotLimit
            guard let entering = Self.artificialEnteringSymbol(objectiveRow, useBlandsRule: useBlandsRule),
                let slot = leavingRow(for: entering)
            else { return }
            degenerateRun = nearZero(rows[slot].constant) ? degenerateRun + 1 : (useBlandsRule ? degenerateRun : 0)
            pivot(entering: entering, slot: slot)
        }
    }

    /// Degenerate pivots (the leaving row's constant is zero, so the objective does not move) in a row
    /// after which the simplex loops switch to Bland's rule.
    static let degeneratePivotLimit = 50

    /// The non-dummy symbol of the artificial objective with the most negative coefficient, or with
    /// Bland's rule the lowest such symbol; nil when none is negative.
    private static func artificialEnteringSymbol(_ objectiveRow: Row, useBlandsRule: Bool) -> Int? {
        var entering: Int?
        var lowest = 0.0
        for cell in objectiveRow.cells where cell.coefficient < 0 && !Symbol.isDummy(cell.symbol) {
            if useBlandsRule { return cell.symbol }
            if cell.coefficient < lowest {
                lowest = cell.coefficient
                entering = cell.symbol
            }
        }
        return entering
    }

    /// Dual simplex: restores feasibility of queued rows while keeping the objective optimal.
    /// Returns nil on success, or the infeasible row that no pivot can repair.
    ///
    /// Rows are repaired last queued first. After `degeneratePivotLimit` degenerate pivots in a row
    /// (the entering symbol's objective ratio is zero, so the objective does not move) it switches to
    /// Bland's rule for the rest of the run: the infeasible row with the lowest basic symbol leaves.
    mutating func dualOptimize() -> Row? {
        var degenerateRun = 0
        while let leaving = nextInfeasibleRow(useBlandsRule: degenerateRun >= Self.degeneratePivotLimit) {
            let slot = Int(rowOf[Symbol.serial(leaving)])
            guard slot >= 0 else { continue }
            let constant = rows[slot].constant
            guard constant < 0 && !nearZero(constant) else { continue }
            guard let entering = dualEnteringSymbol(slot: slot) else {
                infeasible.removeAll()
                return rows[slot]
            }
            if isObjectiveFree(entering) {
                degenerateRun += 1
            } else if degenerateRun < Self.degeneratePivotLimit {
                degenerateRun = 0
            }
            pivot(entering: entering, slot: slot)
        }
        return nil
    }

    /// Takes the next queued basic symbol: the last queued, or with Bland's rule the lowest.
    private mutating func nextInfeasibleRow(useBlandsRule: Bool) -> Int? {
        guard useBlandsRule, let lowest = infeasible.indices.min(by: { infeasible[$0] < infeasible[$1] }) else {
            return infeasible.popLast()
        }
        infeasible.swapAt(lowest, infeasible.count - 1)
        return infeasible.popLast()
    }

    /// Whether `symbol` has no weight at any objective level (pivoting it in leaves the objective).
    private mutating func isObjectiveFree(_ symbol: Int) -> Bool {
        let serial = Symbol.serial(symbol)
        for level in levelOrder where objective[level][serial] != 0 { return false }
        return true
    }

    /// The positive-coefficient non-dummy symbol of the row with the smallest objective ratio.
    mutating func dualEnteringSymbol(slot: Int) -> Int? {
        var entering: Int?
        var enteringCoefficient = 0.0
        for cell in rows[slot].cells where cell.coefficient > 0 && !Symbol.isDummy(cell.symbol) {
            if let current = entering {
                if ratio(cell.symbol, cell.coefficient, isBelow: current, enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            } else {
                entering = cell.symbol
                enteringCoefficient = cell.coefficient
            }
        }
        return entering
    }

    /// The row to pivot a parametric marker out with: first a row whose basic symbol is a dummy;
    /// then by Kiwi's precedence, a restricted row with a negative coefficient and the least
    /// `-constant / c`; else a restricted row with the least `constant / c`; else an unrestricted row.
    ///
    /// A dummy is basic only in the row of a required equality that repeats others (its constant is
    /// always 0); pivoting the marker there hands the removed constraint's part to that equality.
    /// Kiwi skips this step, and any other row can leave the dummy basic with a non-zero constant: the
    /// repeated equality then silently stops holding (remove one of two `x == 35` next to an optional
    /// `x == 10` and x became 10).
    mutating func markerLeavingRow(for marker: Int) -> Int? {
        var redundant: Int?
        var first: Int?
        var second: Int?
        var third: Int?
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        var b1 = Int.max
        var b2 = Int.max
        var b3 = Int.min
        let serial = Symbol.serial(marker)
        for index in 0..<columnCount(serial) {
            let slot = columnSlot(serial, index)
            let basic = rows[slot].basic
            let c = rows[slot].coefficient(of: marker)
            if c == 0 { continue }
            if Symbol.isDummy(basic) {
                if redundant.map({ basic < rows[$0].basic }) ?? true { redundant = slot }
            } else if Symbol.isExternal(basic) {
                if basic > b3 {
                    b3 = basic
                    third = slot
                }
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if r < r1 || (r == r1 && basic < b1) {
                    r1 = r
                    b1 = basic
                    first = slot
                }
            } else {
                let r = rows[slot].constant / c
                if r < r2 || (r == r2 && basic < b2) {
                    r2 = r
                    b2 = basic
                    second = slot
                }
            }
        }
        return redundant ?? first ?? second ?? third
    }
}
