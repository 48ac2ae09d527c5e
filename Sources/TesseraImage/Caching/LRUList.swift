import Foundation

/// A least-recently-used list with per-entry cost: a dictionary into a doubly linked list kept in
/// arrays (indices instead of references, so it is a plain value). All operations O(1) except the
/// listing.
struct LRUList<Key: Hashable, Value> {
    // Struct of arrays indexed by slot: moving an entry only touches the integer links, never the keys
    // or values (no reference counting on the hot path).
    private var keys: [Key?] = []
    private var values: [Value?] = []
    private var costs: [Int] = []
    private var older: [Int] = []
    private var newer: [Int] = []
    private var freeSlots: [Int] = []
    private var slots: [Key: Int] = [:]
    private var oldest = -1
    private var newest = -1
    private(set) var totalCost = 0

    var count: Int { slots.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToNewest(slot)
        return values[slot]
    }

    /// Whether `key` is present, without touching its recency.
    func contains(_ key: Key) -> Bool { slots[key] != nil }

    /// Inserts or replaces; the entry becomes the most recently used.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        remove(key)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            keys[slot] = key
            values[slot] = value
            costs[slot] = cost
        } else {
            slot = keys.count
            keys.append(key)
            values.append(value)
            costs.append(cost)
            older.append(-1)
            newer.append(-1)
        }
        link(slot)
        slots[key] = slot
        totalCost += cost
    }

    /// Marks `key` as the most recently used, if present.
    mutating func touch(_ key: Key) {
        if let slot = slots[key] { moveToNewest(slot) }
    }

    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let slot = slots.removeValue(forKey: key) else { return nil }
        unlink(slot)
        let value = values[slot]
        keys[slot] = nil
        values[slot] = nil
        totalCost -= costs[slot]
        freeSlots.append(slot)
        return value
    }

    /// Removes least-recently-used entries until both limits hold; returns the removed keys, oldest first.
    @discardableResult
    mutating func trim(toCost costLimit: Int, count countLimit: Int) -> [Key] {
        var removed: [Key] = []
        while oldest >= 0, totalCost > costLimit || count > countLimit {
            let key = keys[oldest]!
            remove(key)
            removed.append(key)
        }
        return removed
    }

    mutating func removeAll() {
        self = LRUList()
    }

    var keysOldestFirst: [Key] {
        var result: [Key] = []
        var cursor = oldest
        while cursor >= 0 {
            result.append(keys[cursor]!)
            cursor = newer[cursor]
        }
        return result
    }

    /// Appends `slot` as the newest.
    private mutating func link(_ slot: Int) {
        older[slot] = newest
        newer[slot] = -1
        if newest >= 0 { newer[newest] = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    private mutating func moveToNewest(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        link(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let before = older[slot]
        let after = newer[slot]
        if before >= 0 { newer[before] = after } else { oldest = after }
        if after >= 0 { older[after] = before } else { newest = before }
        older[slot] = -1
        newer[slot] = -1
    }
}

/// Physical memory, for default cache sizes.
enum ProcessInfoMemory {
    static var physical: UInt64 { ProcessInfo.processInfo.physicalMemory }
}
