/// The order in which a type's coding keys arrive, learned from the first value so later values find
/// each key's slot (a statement parameter or a result column) with one string comparison instead of
/// a hash lookup.
///
/// Synthesised `encode(to:)` and `init(from:)` visit keys in declaration order for every value, so
/// after the first row every key arrives where it did before. A key out of place (a custom coder, an
/// omitted nil) falls back to `lookup` and teaches the new order.
///
/// Storage is manual (pointers, not arrays) and the coders keep it inside state reached through a
/// pointer: the per-key hot path then does no reference counting and no run-time exclusivity
/// checks, which were most of the cost of a key lookup. Free it with ``deallocate()``.
struct KeyOrder {
    private var keys: UnsafeMutablePointer<String>
    private var slots: UnsafeMutablePointer<Int32>
    private var count = 0
    private var capacity: Int
    /// The index of the next key within the current value.
    var position = 0

    init(capacity: Int = 16) {
        self.capacity = capacity
        keys = .allocate(capacity: capacity)
        slots = .allocate(capacity: capacity)
    }

    /// Frees the storage; the order must not be used afterwards.
    func deallocate() {
        keys.deinitialize(count: count)
        keys.deallocate()
        slots.deallocate()
    }

    /// Advances to the next key of the current value: its learned slot if `key` arrives where it did
    /// last time, otherwise `nil`, and the caller looks the slot up and passes it to
    /// ``learn(_:for:)``.
    @inline(__always)
    mutating func next(_ key: String) -> Int32? {
        let index = position
        position += 1
        guard index < count, keys[index] == key else { return nil }
        return slots[index]
    }

    /// Records `slot` for `key` at the position ``next(_:)`` just passed.
    mutating func learn(_ slot: Int32, for key: String) {
        let index = position - 1
        if index < count {
            keys[index] = key
            slots[index] = slot
            return
        }
        if count == capacity { grow() }
        (keys + count).initialize(to: key)
        slots[count] = slot
        count += 1
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newKeys = UnsafeMutablePointer<String>.allocate(capacity: newCapacity)
        newKeys.moveInitialize(from: keys, count: count)
        keys.deallocate()
        keys = newKeys
        let newSlots = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
        newSlots.initialize(from: slots, count: count)
        slots.deallocate()
        slots = newSlots
        capacity = newCapacity
    }
}
