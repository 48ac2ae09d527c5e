import Foundation

/// A bounded memo of layouts keyed by (text, width limit, paragraph style).
///
/// Two generations (``CacheGenerations``): when the current one holds `capacity` entries a new one
/// starts. So at most `2 × capacity` layouts are kept, recently used layouts survive, and every
/// operation is O(1) on average (plus hashing the text).
///
/// Not thread-safe; the text engine keeps it behind its mutex.
struct TextLayoutCache {
    struct Key: Hashable {
        var text: AttributedText
        var width: CGFloat?
        var style: ParagraphStyle
    }

    let capacity: Int
    private var generations = CacheGenerations<Key, TextLayout>()

    /// - Precondition: `capacity` ≥ 1.
    init(capacity: Int) {
        precondition(capacity >= 1, "A layout cache needs room for at least one layout, got \(capacity)")
        self.capacity = capacity
    }

    /// The number of layouts held (both generations).
    var count: Int { generations.count }

    mutating func layout(for key: Key) -> TextLayout? {
        if let layout = generations.currentValue(for: key) { return layout }
        guard let layout = generations.takeFromPrevious(key) else { return nil }
        insert(layout, for: key)
        return layout
    }

    mutating func insert(_ layout: TextLayout, for key: Key) {
        if generations.currentCount >= capacity { generations.startNewGeneration() }
        generations.insert(layout, for: key)
    }

    mutating func removeAll() {
        generations.removeAll()
    }
}
