import Foundation

/// A font's vertical metrics in points, as `UIFont` reports them: the same line the text engine
/// lays out, plus the cap and x heights of the face.
struct FontLineMetrics: Hashable, Sendable {
    /// From the baseline up to the top of the line box.
    var ascender: CGFloat
    /// From the baseline down to the bottom of the line box; negative, as in UIKit.
    var descender: CGFloat
    /// The height of one line of text in this font.
    var lineHeight: CGFloat
    /// The height of flat capital letters (OS/2 `sCapHeight`, or measured when absent).
    var capHeight: CGFloat
    /// The height of flat lower-case letters (OS/2 `sxHeight`, or measured when absent).
    var xHeight: CGFloat

    /// The space between lines beyond the glyphs' box: `lineHeight − (ascender − descender)`.
    var leading: CGFloat { lineHeight - (ascender - descender) }
}
