public import Foundation

/// How a run of text looks. Lengths are in points.
public struct TextAttributes: Hashable, Sendable {
    public var font: UIFont
    public var foregroundColor: UIColor
    /// Fill behind the glyphs; nil for none.
    public var backgroundColor: UIColor?
    /// Extra space after each character, in points (may be negative).
    public var kern: CGFloat
    /// Vertical shift of the glyphs in points; positive raises them.
    public var baselineOffset: CGFloat
    public var underline: Bool
    public var strikethrough: Bool

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
