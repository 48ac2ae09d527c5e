import Foundation

/// Everything the text engine guards with its mutex: the Pango/fontconfig objects (not
/// thread-safe), the layout cache, and which unknown font families were already reported.
struct TextEngineState {
    let catalog: FontCatalog
    var cache: TextLayoutCache
    /// Paragraphs laid out for composing (measuring and drawing).
    var paragraphs = ParagraphLayoutCache(byteCapacity: 1 << 21)
    /// Texts composed for drawing, most recent last: a view draws the same text frame after frame.
    private var drawn: [(key: DrawnTextKey, text: ComposedTextBox)] = []
    /// How many composed texts `drawn` keeps.
    static let drawnCapacity = 16
    /// Line metrics already measured, per font (cleared when it grows past 256 fonts).
    var lineMetricsCache: [UIFont: FontLineMetrics] = [:]
    /// Lower-cased unknown families already logged.
    private var reportedFamilies: Set<String> = []
    /// Unknown families met since the engine last took them, to log outside the lock.
    private var unreportedFamilies: [String] = []

    init(catalog: FontCatalog, cacheCapacity: Int) {
        self.catalog = catalog
        self.cache = TextLayoutCache(capacity: cacheCapacity)
    }

    /// The family to hand to Pango: `family` as installed, or the UI font for an unknown family
    /// (which is queued for one warning).
    mutating func resolvedFamily(_ family: String) -> String {
        if let installed = catalog.installedFamily(named: family) { return installed }
        if reportedFamilies.insert(family.lowercased()).inserted { unreportedFamilies.append(family) }
        return UIFont.systemFamily
    }

    /// Unknown families met since the last call, each reported once per engine.
    mutating func takeUnreportedFamilies() -> [String] {
        defer { unreportedFamilies = [] }
        return unreportedFamilies
    }

    /// `text` composed for drawing, from the last ``drawnCapacity`` drawn texts when it is one of them.
    mutating func composedForDrawing(
        _ text: AttributedText, width: CGFloat?, style: ParagraphStyle, appearance: UIUserInterfaceStyle
    ) -> ComposedTextBox {
        let key = DrawnTextKey(text: text, width: width, style: style, appearance: appearance)
        if let index = drawn.lastIndex(where: { $0.key == key }) {
            let hit = drawn.remove(at: index)
            drawn.append(hit)
            return hit.text
        }
        let box = ComposedTextBox(compose(text, width: width, style: style, appearance: appearance))
        if drawn.count >= Self.drawnCapacity { drawn.removeFirst() }
        drawn.append((key, box))
        return box
    }

    /// Lays out `text`; `appearance` only matters for drawing (colours).
    ///
    /// The result borrows Pango objects owned by this state; use it while holding the lock.
    mutating func compose(
        _ text: AttributedText, width: CGFloat?, style: ParagraphStyle, appearance: UIUserInterfaceStyle
    ) -> ComposedText {
        // Family resolution mutates `self`, so collect the families first and resolve from a table.
        var resolved: [String: String] = [:]
        for run in text.runs where resolved[run.attributes.font.familyName] == nil {
            resolved[run.attributes.font.familyName] = resolvedFamily(run.attributes.font.familyName)
        }
        let families = resolved
        let builder = TextLayoutBuilder { families[$0] ?? UIFont.systemFamily }
        let context = catalog.context(for: style.layoutDirection)
        let source = TextLayoutSource(text, indexingCharacters: false)
        let lineHeightFont = source.runs.first?.attributes.font
        var paragraphStyle = style
        paragraphStyle.numberOfLines = 0
        return ComposedText(
            source, width: width, style: style, appearance: appearance, context: context, builder: builder
        ) { range in
            let paragraph = source.paragraph(range)
            let key = ParagraphKey(
                bytes: paragraph.bytes, runs: paragraph.runs, width: width, style: paragraphStyle,
                appearance: appearance,
                lineHeightFont: lineHeightFont)
            return paragraphs.layout(for: key) {
                ParagraphLayout(
                    paragraph.indexed(), width: width, style: style, appearance: appearance,
                    lineHeightFont: lineHeightFont, context: context, builder: builder)
            }
        }
    }
}

/// What makes two drawings of text the same.
struct DrawnTextKey: Hashable {
    var text: AttributedText
    var width: CGFloat?
    var style: ParagraphStyle
    var appearance: UIUserInterfaceStyle
}

/// A composed text kept for drawing again; it owns its Pango layouts.
final class ComposedTextBox {
    let text: ComposedText

    init(_ text: consuming ComposedText) {
        self.text = text
    }
}
