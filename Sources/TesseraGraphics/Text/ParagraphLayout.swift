import CPangoCairo
import Foundation

/// One paragraph of a text laid out on its own: its Pango layout and its lines, measured from the
/// paragraph's top, characters and bytes counted from its start. `ComposedText` stacks them; the
/// engine caches them (`ParagraphLayoutCache`), so an edit shapes only the paragraphs it changed.
///
/// Used only under the text engine's lock (it owns Pango objects).
final class ParagraphLayout {
    /// Owns the Pango layout the lines point into.
    let handle: PangoLayoutHandle
    let lines: [PlacedLine]
    /// The paragraph's Characters, its delimiter not included.
    let characterCount: Int
    /// From the first line's top to the last line's bottom, in points.
    let height: CGFloat

    /// Lays out `source`, one paragraph; `lineHeightFont` is the whole text's first font.
    init(
        _ source: TextLayoutSource, width: CGFloat?, style: ParagraphStyle, appearance: UIUserInterfaceStyle,
        lineHeightFont: UIFont?, context: OpaquePointer, builder: TextLayoutBuilder
    ) {
        handle = builder.makeLayout(
            source, context: context, width: width, style: style, appearance: appearance, lineHeightFont: lineHeightFont
        )
        lines = ComposedText.lines(of: handle.layout, source: source)
        characterCount = source.characterCount
        height = lines.last?.rect.maxY ?? 0
    }
}

/// What makes two paragraph layouts the same: the paragraph's bytes and runs, and everything of
/// the layout that shapes it (the line limit does not: it applies to the stacked text).
struct ParagraphKey: Hashable {
    var bytes: [UInt8]
    var runs: [TextLayoutSource.Run]
    var width: CGFloat?
    var style: ParagraphStyle
    var appearance: UIUserInterfaceStyle
    var lineHeightFont: UIFont?
}

/// A bounded memo of paragraph layouts, in two generations as `TextLayoutCache`, bounded by the
/// bytes of text held rather than by count: a long text's paragraphs all stay while it is edited.
struct ParagraphLayoutCache {
    /// The most bytes of paragraph text one generation holds (so at most twice this in all).
    let byteCapacity: Int
    private var generations = CacheGenerations<ParagraphKey, ParagraphLayout>()
    private var currentBytes = 0
    /// How many paragraphs were laid out (cache misses) since the engine started: tests read it to
    /// see that an edit shapes only what changed.
    private(set) var layoutsMade = 0

    init(byteCapacity: Int) {
        self.byteCapacity = byteCapacity
    }

    /// The cached layout for `key`, else `make()`'s, remembered.
    mutating func layout(for key: ParagraphKey, make: () -> ParagraphLayout) -> ParagraphLayout {
        if let layout = generations.currentValue(for: key) { return layout }
        let layout: ParagraphLayout
        if let kept = generations.takeFromPrevious(key) {
            layout = kept
        } else {
            layout = make()
            layoutsMade += 1
        }
        // An empty paragraph still costs an entry: count it as one byte.
        let cost = max(key.bytes.count, 1)
        if currentBytes + cost > byteCapacity, generations.currentCount > 0 {
            generations.startNewGeneration()
            currentBytes = 0
        }
        generations.insert(layout, for: key)
        currentBytes += cost
        return layout
    }
}
