public import Foundation

/// The measured shape of a piece of text: its size, its lines and their baselines, as the text
/// engine lays it out for a width limit and a paragraph style.
///
/// All lengths are in points. Coordinates are relative to the layout's origin, its top-left
/// corner; lines are placed inside the width limit (so a centred line of a 200 pt wide layout
/// starts at `(200 - line width) / 2`), while `size.width` is the width actually used.
///
/// For example:
/// ```swift
/// let text = AttributedText("Hello, 世界", attributes: TextAttributes(font: .systemFont(ofSize: 17)))
/// let layout = TextEngine.shared.layout(text, width: 300, style: ParagraphStyle())
/// layout.lineCount        // 1
/// layout.firstBaseline    // ≈ 16.5: Inter's ascender at 17 pt
/// ```
public struct TextLayout: Hashable, Sendable {
    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// The line's logical rectangle (ascent to descent, advance width), in points, relative to
        /// the layout origin. `minX` includes the alignment offset.
        public var rect: CGRect
        /// The y of the line's baseline from the top of the layout, in points.
        public var baseline: CGFloat
        /// The characters (Swift `Character`s of `AttributedText.string`) this line covers. Ranges
        /// of consecutive lines touch; a line's range includes its trailing line break, and a
        /// truncated last line covers everything up to the end of the text, hidden characters
        /// included.
        public var characterRange: Range<Int>
        /// The characters as shown: for a truncated line the kept text with "…" where characters
        /// were left out; line breaks are not included.
        public var displayedText: String

        /// A line with these measurements (points, relative to the layout's origin).
        public init(rect: CGRect, baseline: CGFloat, characterRange: Range<Int>, displayedText: String) {
            self.rect = rect
            self.baseline = baseline
            self.characterRange = characterRange
            self.displayedText = displayedText
        }
    }

    /// The used width (never more than the width limit, except for a single glyph wider than the
    /// limit) and the total height including line spacing, in points. Zero for empty text.
    public var size: CGSize
    /// The visible lines, top to bottom. Empty for empty text.
    public var lines: [Line]
    /// True when an ellipsis was inserted, or lines were dropped by `numberOfLines`.
    public var isTruncated: Bool
    /// Glyphs no installed font could draw (they render as boxes). 0 for text the bundled fonts
    /// cover.
    public var unknownGlyphCount: Int

    /// A layout with these measurements; the text engine makes them, tests may build their own.
    public init(size: CGSize, lines: [Line], isTruncated: Bool, unknownGlyphCount: Int = 0) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
        self.unknownGlyphCount = unknownGlyphCount
    }

    /// The layout of empty text: zero size, no lines (as UIKit gives an empty label zero size).
    public static let empty = TextLayout(size: .zero, lines: [], isTruncated: false)

    /// The number of visible lines.
    public var lineCount: Int { lines.count }

    /// The baseline of the first line, in points from the top; 0 for empty text.
    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }

    /// The baseline of the last visible line, in points from the top; 0 for empty text.
    public var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }

    /// The text as shown, lines joined with "\n" (a truncated line shows "…").
    public var displayedText: String { lines.map(\.displayedText).joined(separator: "\n") }
}
