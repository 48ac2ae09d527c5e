import Foundation

/// A least-recently-used list with per-entry cost: a dictionary into a doubly linked list kept in
/// arrays (indices instead of references, so it is a plain value). All operations O(1) except the
/// listing.
struct LRUList<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var cost: Int
        var older: Int?
        var newer: Int?
    }

    private var nodes: [Node?] = []
    private var freeSlots: [Int] = []
    private var slots: [Key: Int] = [:]
    private var oldest: Int?
    private var newest: Int?
    private(set) var totalCost = 0

    var count: Int { slots.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToNewest(slot)
        return nodes[slot]!.value
    }

    /// Whether `key` is present, without touching its recency.
    func contains(_ key: Key) -> Bool { slots[key] != nil }

    /// Inserts or replaces; the entry becomes the most recently used.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        remove(key)
        let node = Node(key: key, value: value, cost: cost, older: newest, newer: nil)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            nodes[slot] = node
        } else {
            slot = nodes.count
            nodes.append(node)
        }
        if let newest { nodes[newest]!.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
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
        let node = nodes[slot]!
        unlink(slot)
        nodes[slot] = nil
        freeSlots.append(slot)
        totalCost -= node.cost
        return node.value
    }

    /// Removes least-recently-used entries until both limits hold; returns the removed keys, oldest first.
    @discardableResult
    mutating func trim(toCost costLimit: Int, count countLimit: Int) -> [Key] {
        var removed: [Key] = []
        while let slot = oldest, totalCost > costLimit || count > countLimit {
            let key = nodes[slot]!.key
            remove(key)
            removed.append(key)
        }
        return removed
    }

    mutating func removeAll() {
        self = LRUList()
    }

    var keysOldestFirst: [Key] {
        var keys: [Key] = []
        var cursor = oldest
        while let slot = cursor {
            keys.append(nodes[slot]!.key)
            cursor = nodes[slot]!.newer
        }
        return keys
    }

    private mutating func moveToNewest(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        nodes[slot]!.older = newest
        nodes[slot]!.newer = nil
        if let newest { nodes[newest]!.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let older = nodes[slot]!.older, newer = nodes[slot]!.newer
        if let older { nodes[older]!.newer = newer } else { oldest = newer }
        if let newer { nodes[newer]!.older = older } else { newest = older }
        nodes[slot]!.older = nil
        nodes[slot]!.newer = nil
    }
}

/// Physical memory, for default cache sizes.
enum ProcessInfoMemory {
    static var physical: UInt64 { ProcessInfo.processInfo.physicalMemory }
}
