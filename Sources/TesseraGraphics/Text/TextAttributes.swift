public import Foundation

/// How a run of text looks. Lengths are in points.
public struct TextAttributes: Hashable, Sendable {
    public var font: Font
    public var foregroundColor: Color
    /// Fill behind the glyphs; nil for none.
    public var backgroundColor: Color?
    /// Extra space after each character, in points (may be negative).
    public var kern: CGFloat
    /// Vertical shift of the glyphs in points; positive raises them.
    public var baselineOffset: CGFloat
    public var underline: Bool
    public var strikethrough: Bool

    public init(
        font: Font = .system(size: 17), foregroundColor: Color = .black, backgroundColor: Color? = nil,
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
