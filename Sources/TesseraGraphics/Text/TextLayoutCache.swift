import Foundation

/// A bounded memo of layouts keyed by (text, width limit, paragraph style).
///
/// Two generations: lookups search the current one, then the previous one (promoting hits);
/// when the current generation holds `capacity` entries it becomes the previous one and the old
/// previous one is dropped. So at most `2 × capacity` layouts are kept, recently used layouts
/// survive, and every operation is O(1) on average (plus hashing the text).
///
/// Not thread-safe; the text engine keeps it behind its mutex.
struct TextLayoutCache {
    struct Key: Hashable {
        var text: AttributedText
        var width: CGFloat?
        var style: ParagraphStyle
    }

    let capacity: Int
    private var current: [Key: TextLayout] = [:]
    private var previous: [Key: TextLayout] = [:]

    /// - Precondition: `capacity` ≥ 1.
    init(capacity: Int) {
        precondition(capacity >= 1, "A layout cache needs room for at least one layout, got \(capacity)")
        self.capacity = capacity
    }

    /// The number of layouts held (both generations).
    var count: Int { current.count + previous.count }

    mutating func layout(for key: Key) -> TextLayout? {
        if let layout = current[key] { return layout }
        guard let layout = previous.removeValue(forKey: key) else { return nil }
        insert(layout, for: key)
        return layout
    }

    mutating func insert(_ layout: TextLayout, for key: Key) {
        if current.count >= capacity {
            // The dropped generation's table serves as the new one: no regrowing it from empty.
            swap(&previous, &current)
            current.removeAll(keepingCapacity: true)
        }
        current[key] = layout
    }

    mutating func removeAll() {
        current = [:]
        previous = [:]
    }
}
