/// The order in which a type's coding keys arrive, learned from the first value so later values find
/// each key's slot (a statement parameter or a result column) with one comparison instead of a hash
/// lookup.
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
    /// One more than `count`: `entries[count]` holds ``KeyIdentity/unknown``, which no key matches, so
    /// the hot path needs no bounds check.
    private var entries: UnsafeMutablePointer<Entry>
    private var count = 0
    private var capacity: Int
    /// The index of the next key within the current value.
    var position = 0

    private struct Entry {
        var identity: KeyIdentity
        var slot: Int32
    }

    init(capacity: Int = 16) {
        self.capacity = capacity
        keys = .allocate(capacity: capacity)
        entries = .allocate(capacity: capacity + 1)
        entries.initialize(to: Entry(identity: .unknown, slot: -1))
    }

    /// Frees the storage; the order must not be used afterwards.
    func deallocate() {
        keys.deinitialize(count: count)
        keys.deallocate()
        entries.deallocate()
    }

    /// Advances to the next key of the current value and returns its learned slot when the key
    /// learned at this position has `identity`; otherwise stays put and returns `nil`, and the
    /// caller goes on with ``next(_:identity:)`` and the key's name.
    @inline(__always)
    mutating func next(_ identity: KeyIdentity) -> Int32? {
        let entry = entries[position]
        guard entry.identity == identity else { return nil }
        position += 1
        return entry.slot
    }

    /// Advances to the next key of the current value: its learned slot if `key` arrives where it did
    /// last time, otherwise `nil`, and the caller looks the slot up and passes it to
    /// ``learn(_:for:identity:)``.
    @inline(__always)
    mutating func next(_ key: String, identity: KeyIdentity? = nil) -> Int32? {
        let index = position
        position += 1
        guard index < count, keys[index] == key else { return nil }
        if let identity { entries[index].identity = identity }
        return entries[index].slot
    }

    /// Records `slot` for `key` at the position ``next(_:identity:)`` just passed.
    mutating func learn(_ slot: Int32, for key: String, identity: KeyIdentity? = nil) {
        let index = position - 1
        if index < count {
            keys[index] = key
            entries[index] = Entry(identity: identity ?? .unknown, slot: slot)
            return
        }
        if count == capacity { grow() }
        (keys + count).initialize(to: key)
        entries[count] = Entry(identity: identity ?? .unknown, slot: slot)
        count += 1
        entries[count] = Entry(identity: .unknown, slot: -1)
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newKeys = UnsafeMutablePointer<String>.allocate(capacity: newCapacity)
        newKeys.moveInitialize(from: keys, count: count)
        keys.deallocate()
        keys = newKeys
        let newEntries = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity + 1)
        newEntries.initialize(from: entries, count: count + 1)
        entries.deallocate()
        entries = newEntries
        capacity = newCapacity
    }
}

/// A coding key told apart without its name: its type and the bits of its value, for key types
/// that are plain values of 1, 2, 4 or 8 bytes, such as a synthesised `CodingKeys` enum (a case
/// number). Two keys with the same identity are the same value, so they have the same name; a
/// key whose identity was learned is found without calling `stringValue` (a call through the
/// protocol that makes a string and releases it, as much work as reading the column).
struct KeyIdentity: Equatable {
    let type: ObjectIdentifier
    let bits: UInt64

    /// The identity of no key (`Never` is not a coding key), for places that learned none.
    static let unknown = KeyIdentity(type: ObjectIdentifier(Never.self), bits: 0)

    private init(type: ObjectIdentifier, bits: UInt64) {
        self.type = type
        self.bits = bits
    }

    /// `nil` for a key type that holds references or is not 1, 2, 4 or 8 bytes long.
    @inline(__always)
    init?<Key: CodingKey>(_ key: borrowing Key) {
        // A bit cast of a checked size compiles to one load even where `Key` is not known; reading
        // the bytes through `withUnsafeBytes(of:)` calls generic code that costs more than the
        // name. One byte (an enum of up to 256 cases) is tested first.
        let size = MemoryLayout<Key>.size
        guard _isPOD(Key.self) else { return nil }
        if size == 1 {
            bits = UInt64(unsafeBitCast(key, to: UInt8.self))
        } else if size == 8 {
            bits = unsafeBitCast(key, to: UInt64.self)
        } else if size == 4 {
            bits = UInt64(unsafeBitCast(key, to: UInt32.self))
        } else if size == 2 {
            bits = UInt64(unsafeBitCast(key, to: UInt16.self))
        } else {
            return nil
        }
        type = ObjectIdentifier(Key.self)
    }
}
