/// A hash table from object identity to an integer, for the solver's variable → symbol and
/// constraint → record maps.
///
/// `Dictionary<ObjectIdentifier, Int>` hashes with seeded SipHash on every lookup; reading the values of
/// a laid-out view tree is one lookup per variable, so this table uses open addressing with linear
/// probing and a multiplicative (Fibonacci) hash of the address instead, and backward-shift deletion
/// (no tombstones). The caller must keep the objects alive while they are keys (the engine retains
/// them), so an address is never reused for another key.
struct IdentityTable {
    private var keys: ContiguousArray<UInt>
    private var values: ContiguousArray<Int>
    private var shift: Int
    private(set) var count = 0

    /// An empty table; storage is allocated on the first insertion (a solver per table cell is common).
    init() {
        keys = []
        values = []
        shift = 64 - 6
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    @inline(__always)
    private static func key(_ identifier: ObjectIdentifier) -> UInt {
        UInt(bitPattern: identifier)
    }

    /// The value for `object`, or nil.
    @inline(__always)
    func value(for object: ObjectIdentifier) -> Int? {
        if count == 0 { return nil }
        let key = Self.key(object)
        let mask = keys.count - 1
        var index = home(key)
        return keys.withUnsafeBufferPointer { keys in
            while true {
                let stored = keys[index]
                if stored == key { return values[index] }
                if stored == 0 { return nil }
                index = (index + 1) & mask
            }
        }
    }

    /// Sets the value for `object`, adding it when absent.
    mutating func set(_ value: Int, for object: ObjectIdentifier) {
        if keys.isEmpty {
            keys = ContiguousArray(repeating: 0, count: 64)
            values = ContiguousArray(repeating: 0, count: 64)
        }
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let key = Self.key(object)
        let mask = keys.count - 1
        var index = home(key)
        while true {
            let stored = keys[index]
            if stored == key {
                values[index] = value
                return
            }
            if stored == 0 {
                keys[index] = key
                values[index] = value
                count += 1
                return
            }
            index = (index + 1) & mask
        }
    }

    /// Removes `object` and returns its value, or nil when absent.
    mutating func removeValue(for object: ObjectIdentifier) -> Int? {
        if count == 0 { return nil }
        let key = Self.key(object)
        let mask = keys.count - 1
        var index = home(key)
        while keys[index] != key {
            if keys[index] == 0 { return nil }
            index = (index + 1) & mask
        }
        let removed = values[index]
        // Backward-shift deletion: pull later members of the probe run into the hole.
        var hole = index
        var next = (hole + 1) & mask
        while keys[next] != 0 {
            let wanted = home(keys[next])
            // Move the entry if its home is not in the cyclic range (hole, next].
            let distanceToNext = (next - wanted) & mask
            let distanceToHole = (next - hole) & mask
            if distanceToNext >= distanceToHole {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        count -= 1
        return removed
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = ContiguousArray(repeating: 0, count: oldKeys.count * 2)
        values = ContiguousArray(repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        let mask = keys.count - 1
        for (position, key) in oldKeys.enumerated() where key != 0 {
            var index = home(key)
            while keys[index] != 0 { index = (index + 1) & mask }
            keys[index] = key
            values[index] = oldValues[position]
        }
    }
}
