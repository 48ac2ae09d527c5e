public import Foundation

/// How a run of text looks. Lengths are in points.
///
/// For example:
/// ```swift
/// let link = TextAttributes(font: .systemFont(ofSize: 15), foregroundColor: .systemBlue, underline: true)
/// let text = AttributedText("Read more", attributes: link)
/// ```
public struct TextAttributes: Hashable, Sendable {
    /// The font of the run.
    public var font: UIFont
    /// The colour of the glyphs, resolved against the current traits when drawn.
    public var foregroundColor: UIColor
    /// Fill behind the glyphs; nil for none.
    public var backgroundColor: UIColor?
    /// Extra space after each character, in points (may be negative).
    public var kern: CGFloat
    /// Vertical shift of the glyphs in points; positive raises them.
    public var baselineOffset: CGFloat
    /// Whether a line is drawn under the glyphs.
    public var underline: Bool
    /// Whether a line is drawn through the glyphs.
    public var strikethrough: Bool

    /// Attributes of a run: 17 pt system font in black, with no background, kerning, shift or lines unless given.
    public init(
        font: UIFont = .systemFont(ofSize: 17), foregroundColor: UIColor = .black, backgroundColor: UIColor? = nil,
        kern: CGFloat = 0, baselineOffset: CGFloat = 0, underline: Bool = false, strikethrough: Bool = false
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
    }
}
