/// The two generations of a bounded memo: a lookup searches the current one, then takes a hit out
/// of the previous one for the caller to put back; starting a new generation drops the previous
/// one. The caches built on it (`TextLayoutCache`, `ParagraphLayoutCache`) decide when a
/// generation is full, so recently used entries survive and every operation is O(1) on average.
struct CacheGenerations<Key: Hashable, Value> {
    private var current: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]

    /// Entries in both generations.
    var count: Int { current.count + previous.count }
    /// Entries in the current generation.
    var currentCount: Int { current.count }

    /// The value for `key` in the current generation.
    func currentValue(for key: Key) -> Value? { current[key] }

    /// The value for `key` in the previous generation, removed from it.
    mutating func takeFromPrevious(_ key: Key) -> Value? { previous.removeValue(forKey: key) }

    mutating func insert(_ value: Value, for key: Key) { current[key] = value }

    /// Drops the previous generation; the current one takes its place.
    mutating func startNewGeneration() {
        // The dropped generation's table serves as the new one: no regrowing it from empty.
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
    }

    mutating func removeAll() {
        current = [:]
        previous = [:]
    }
}
