// The column index: for each symbol, the slots of the tableau rows holding it as a parametric cell.
//
// Most columns hold one to four rows, so the first four slots live inline in a flat array (no heap
// object per symbol) and only longer columns spill into an overflow array. Order within a column is
// not meaningful; every choice made from a column breaks ties by basic symbol.

/// Four inline column slots.
struct InlineSlots {
    var slot0: Int32 = 0, slot1: Int32 = 0, slot2: Int32 = 0, slot3: Int32 = 0

    @inline(__always)
    subscript(index: Int) -> Int32 {
        get {
            switch index {
            case 0: slot0
            case 1: slot1
            case 2: slot2
            default: slot3
            }
        }
        set {
            switch index {
            case 0: slot0 = newValue
            case 1: slot1 = newValue
            case 2: slot2 = newValue
            default: slot3 = newValue
            }
        }
    }
}

extension SolverEngine {
    static let inlineColumnCapacity = 4

    @inline(__always)
    mutating func columnCount(_ serial: Int) -> Int {
        Int(columnCounts[serial])
    }

    /// The slot at `index` (0 ..< `columnCount(serial)`) of the symbol's column.
    @inline(__always)
    mutating func columnSlot(_ serial: Int, _ index: Int) -> Int {
        index < Self.inlineColumnCapacity
            ? Int(columnInline[serial][index])
            : Int(columnOverflow[serial][index - Self.inlineColumnCapacity])
    }

    @inline(__always)
    mutating func appendToColumn(_ symbol: Int, _ slot: Int32) {
        let serial = Symbol.serial(symbol)
        var count = Int(columnCounts[serial])
        if count >= Int(columnCompactAt[serial]) && columnDirty[serial] {
            // Bound the stale entries: compact when the column has doubled since the last compaction
            // (amortised O(1) per append).
            compactColumn(symbol)
            count = Int(columnCounts[serial])
            columnCompactAt[serial] = Int32(Swift.max(64, 2 * count))
        }
        if count < Self.inlineColumnCapacity {
            columnInline[serial][count] = slot
        } else {
            // A column that outgrows its inline slots usually keeps growing (the symbol of a container
            // reaches every row below it): start with room for twelve instead of doubling from one.
            if columnOverflow[serial].capacity == 0 { columnOverflow[serial].reserveCapacity(12) }
            columnOverflow[serial].append(slot)
        }
        columnCounts[serial] = Int32(count + 1)
    }

    /// Drops the column entries whose row no longer holds `symbol` and repeated entries.
    ///
    /// Entries are removed lazily: a row that loses a symbol (a cancelled coefficient, a removed row)
    /// leaves its slot in the column, so removal costs nothing; readers skip rows that do not hold the
    /// symbol, and the readers to which a repeated slot would matter compact the column first. Slots of
    /// removed rows may be reused; a reused slot that holds the symbol again is simply a valid entry.
    mutating func compactColumn(_ symbol: Int) {
        let serial = Symbol.serial(symbol)
        guard columnDirty[serial] else { return }
        columnDirty[serial] = false
        let count = columnCount(serial)
        if count == 0 { return }
        stamp &+= 1
        if stamp == 0 {
            for index in slotStamps.indices { slotStamps[index] = 0 }
            stamp = 1
        }
        var kept = 0
        for index in 0..<count {
            let slot = columnSlot(serial, index)
            guard slotStamps[slot] != stamp, rows[slot].position(of: symbol) >= 0 else { continue }
            slotStamps[slot] = stamp
            if kept < Self.inlineColumnCapacity {
                columnInline[serial][kept] = Int32(slot)
            } else {
                columnOverflow[serial][kept - Self.inlineColumnCapacity] = Int32(slot)
            }
            kept += 1
        }
        if count > Self.inlineColumnCapacity {
            columnOverflow[serial].removeLast(count - max(kept, Self.inlineColumnCapacity))
        }
        columnCounts[serial] = Int32(kept)
    }

    @inline(__always)
    mutating func clearColumn(_ serial: Int) {
        if columnCounts[serial] > Int32(Self.inlineColumnCapacity) {
            columnOverflow[serial].removeAll(keepingCapacity: true)
        }
        columnCounts[serial] = 0
        columnDirty[serial] = false
    }
}
