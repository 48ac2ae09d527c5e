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

/// The fixed part of one symbol's column, kept together so that an append touches one array element.
struct ColumnHeader {
    /// How many slots the column holds (inline first, then in the overflow array).
    var count: Int32 = 0
    /// The column length at which a dirty column is compacted on append.
    var compactAt: Int32 = 64
    /// Whether the column may hold stale or repeated entries.
    var isDirty = false
    var inline = InlineSlots()
}

extension SolverEngine {
    static let inlineColumnCapacity = 4

    @inline(__always)
    mutating func columnCount(_ serial: Int) -> Int {
        Int(columns[serial].count)
    }

    /// The slot at `index` (0 ..< `columnCount(serial)`) of the symbol's column.
    @inline(__always)
    mutating func columnSlot(_ serial: Int, _ index: Int) -> Int {
        index < Self.inlineColumnCapacity
            ? Int(columns[serial].inline[index])
            : Int(columnOverflow[serial][index - Self.inlineColumnCapacity])
    }

    @inline(__always)
    mutating func appendToColumn(_ symbol: Int, _ slot: Int32) {
        let serial = Symbol.serial(symbol)
        var count = Int(columns[serial].count)
        if count >= Int(columns[serial].compactAt) && columns[serial].isDirty {
            // Bound the stale entries: compact when the column has doubled since the last compaction
            // (amortised O(1) per append).
            compactColumn(symbol)
            count = Int(columns[serial].count)
            columns[serial].compactAt = Int32(Swift.max(64, 2 * count))
        }
        if count < Self.inlineColumnCapacity {
            columns[serial].inline[count] = slot
        } else {
            // A column that outgrows its inline slots usually keeps growing (the symbol of a container
            // reaches every row below it): start with room for twelve instead of doubling from one.
            if columnOverflow[serial].capacity == 0 { columnOverflow[serial].reserveCapacity(12) }
            columnOverflow[serial].append(slot)
        }
        columns[serial].count = Int32(count + 1)
    }

    /// Drops the column entries whose row no longer holds `symbol` and repeated entries.
    ///
    /// Entries are removed lazily: a row that loses a symbol (a cancelled coefficient, a removed row)
    /// leaves its slot in the column, so removal costs nothing; readers skip rows that do not hold the
    /// symbol, and the readers to which a repeated slot would matter compact the column first. Slots of
    /// removed rows may be reused; a reused slot that holds the symbol again is simply a valid entry.
    mutating func compactColumn(_ symbol: Int) {
        let serial = Symbol.serial(symbol)
        guard columns[serial].isDirty else { return }
        columns[serial].isDirty = false
        let count = columnCount(serial)
        if count == 0 { return }
        stamp &+= 1
        if stamp == 0 {
            for index in slotStamps.indices { slotStamps[index] = 0 }
            stamp = 1
        }
        // The column's parts are moved out while they are rewritten (no copy, no nested array access).
        var header = columns[serial]
        var overflow: ContiguousArray<Int32> = []
        swap(&overflow, &columnOverflow[serial])
        var stamps: ContiguousArray<UInt32> = []
        swap(&stamps, &slotStamps)
        let stamp = self.stamp
        var kept = 0
        stamps.withUnsafeMutableBufferPointer { stamps in
            overflow.withUnsafeMutableBufferPointer { overflow in
                for index in 0..<count {
                    let slot = Int(
                        index < Self.inlineColumnCapacity
                            ? header.inline[index] : overflow[index - Self.inlineColumnCapacity])
                    guard stamps[slot] != stamp, rows[slot].position(of: symbol) >= 0 else { continue }
                    stamps[slot] = stamp
                    if kept < Self.inlineColumnCapacity {
                        header.inline[kept] = Int32(slot)
                    } else {
                        overflow[kept - Self.inlineColumnCapacity] = Int32(slot)
                    }
                    kept += 1
                }
            }
        }
        if count > Self.inlineColumnCapacity {
            overflow.removeLast(count - max(kept, Self.inlineColumnCapacity))
        }
        header.count = Int32(kept)
        columns[serial] = header
        swap(&overflow, &columnOverflow[serial])
        swap(&stamps, &slotStamps)
    }

    @inline(__always)
    mutating func clearColumn(_ serial: Int) {
        if columns[serial].count > Int32(Self.inlineColumnCapacity) {
            columnOverflow[serial].removeAll(keepingCapacity: true)
        }
        columns[serial].count = 0
        columns[serial].isDirty = false
    }
}
