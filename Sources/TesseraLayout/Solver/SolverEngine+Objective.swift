// The lexicographic objective: one dense coefficient array per priority tier (level), compared from the
// highest tier down, plus a min-heap of symbols that may have a negative (improving) coefficient so
// that `optimize` finds Kiwi's entering symbol (the lowest negative one) without scanning the objective.

extension SolverEngine {
    /// The objective level for a tier, created on first use.
    mutating func level(for tier: Double) -> Int {
        if let index = levelTiers.firstIndex(of: tier) { return index }
        let index = levelTiers.count
        levelTiers.append(tier)
        objective.append(ContiguousArray(repeating: 0, count: symbolCapacity))
        levelOrder = levelTiers.indices.sorted { levelTiers[$0] > levelTiers[$1] }
        return index
    }

    /// True when the first non-zero coefficient of `symbol`, from the highest tier down, is negative.
    @inline(__always)
    mutating func isImproving(_ symbol: Int) -> Bool {
        let serial = Symbol.serial(symbol)
        for level in levelOrder {
            let value = objective[level][serial]
            if value < 0 { return true }
            if value > 0 { return false }
        }
        return false
    }

    @inline(__always)
    mutating func noteObjectiveChange(_ symbol: Int) {
        if !Symbol.isDummy(symbol) && isImproving(symbol) { pushCandidate(symbol) }
    }

    /// Adds `weight · symbol` to one level's objective (the symbol must be parametric).
    mutating func addToObjective(_ symbol: Int, level: Int, weight: Double) {
        let serial = Symbol.serial(symbol)
        let value = objective[level][serial] + weight
        objective[level][serial] = nearZero(value) ? 0 : value
        noteObjectiveChange(symbol)
    }

    /// Adds `weight · row` to one level's objective.
    mutating func addToObjective(_ row: Row, level: Int, weight: Double) {
        objective[level].withUnsafeMutableBufferPointer { values in
            for cell in row.cells {
                let serial = Symbol.serial(cell.symbol)
                let value = values[serial] + weight * cell.coefficient
                values[serial] = nearZero(value) ? 0 : value
            }
        }
        for cell in row.cells { noteObjectiveChange(cell.symbol) }
    }

    /// Replaces the symbol in every level of the objective by the row defining it.
    mutating func substituteInObjective(_ symbol: Int, with row: Row) {
        let serial = Symbol.serial(symbol)
        var changed = false
        for level in objective.indices {
            let coefficient = objective[level][serial]
            if coefficient == 0 { continue }
            objective[level][serial] = 0
            changed = true
            objective[level].withUnsafeMutableBufferPointer { values in
                for cell in row.cells {
                    let cellSerial = Symbol.serial(cell.symbol)
                    let value = values[cellSerial] + coefficient * cell.coefficient
                    values[cellSerial] = nearZero(value) ? 0 : value
                }
            }
        }
        if changed {
            for cell in row.cells { noteObjectiveChange(cell.symbol) }
        }
    }

    /// Whether the objective ratio `objective(a)/ca` is lexicographically below `objective(b)/cb`.
    /// The lowest level compares exactly (as Kiwi does); higher levels with a relative tolerance.
    mutating func ratio(_ a: Int, _ ca: Double, isBelow b: Int, _ cb: Double) -> Bool {
        let sa = Symbol.serial(a)
        let sb = Symbol.serial(b)
        let last = levelOrder.count - 1
        for (position, level) in levelOrder.enumerated() {
            let x = objective[level][sa] / ca
            let y = objective[level][sb] / cb
            if position == last { return x < y }
            let tolerance = 1e-8 * max(1, abs(x), abs(y))
            if x < y - tolerance { return true }
            if x > y + tolerance { return false }
        }
        return false
    }

    // MARK: Candidate heap (min-heap of symbols; stale entries are skipped when popped)

    mutating func pushCandidate(_ symbol: Int) {
        candidates.append(symbol)
        var child = candidates.count - 1
        candidates.withUnsafeMutableBufferPointer { heap in
            while child > 0 {
                let parent = (child - 1) >> 1
                if heap[parent] <= symbol { break }
                heap[child] = heap[parent]
                child = parent
            }
            heap[child] = symbol
        }
    }

    mutating func popCandidate() -> Int? {
        guard let last = candidates.popLast() else { return nil }
        if candidates.isEmpty { return last }
        let top = candidates[0]
        candidates.withUnsafeMutableBufferPointer { heap in
            let count = heap.count
            var parent = 0
            while true {
                var child = 2 * parent + 1
                if child >= count { break }
                if child + 1 < count && heap[child + 1] < heap[child] { child += 1 }
                if heap[child] >= last { break }
                heap[parent] = heap[child]
                parent = child
            }
            heap[parent] = last
        }
        return top
    }

    /// The lowest non-dummy parametric symbol with an improving objective coefficient, if any.
    mutating func enteringSymbol() -> Int? {
        while let symbol = popCandidate() {
            if rowOf[Symbol.serial(symbol)] < 0 && isImproving(symbol) { return symbol }
        }
        return nil
    }
}
