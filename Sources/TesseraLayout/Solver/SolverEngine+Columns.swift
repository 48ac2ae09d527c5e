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
    mutating func appendToColumn(_ serial: Int, _ slot: Int32) {
        let count = Int(columnCounts[serial])
        if count < Self.inlineColumnCapacity {
            columnInline[serial][count] = slot
        } else {
            columnOverflow[serial].append(slot)
        }
        columnCounts[serial] = Int32(count + 1)
    }

    /// Removes one occurrence of `slot` (absent: no change), moving the last slot into its place.
    mutating func removeFromColumn(_ serial: Int, _ slot: Int32) {
        let count = Int(columnCounts[serial])
        var index = count - 1
        while index >= 0 {
            let value = index < Self.inlineColumnCapacity
                ? columnInline[serial][index]
                : columnOverflow[serial][index - Self.inlineColumnCapacity]
            if value == slot { break }
            index -= 1
        }
        guard index >= 0 else { return }
        let last = count - 1
        let lastValue = last < Self.inlineColumnCapacity
            ? columnInline[serial][last]
            : columnOverflow[serial].removeLast()
        if index != last {
            if index < Self.inlineColumnCapacity {
                columnInline[serial][index] = lastValue
            } else {
                columnOverflow[serial][index - Self.inlineColumnCapacity] = lastValue
            }
        }
        columnCounts[serial] = Int32(last)
    }

    @inline(__always)
    mutating func clearColumn(_ serial: Int) {
        if columnCounts[serial] > Int32(Self.inlineColumnCapacity) {
            columnOverflow[serial].removeAll(keepingCapacity: true)
        }
        columnCounts[serial] = 0
    }
}
