public import Foundation

/// A font's vertical metrics in points, as UIKit reports them and as Tessera's text engine lays the
/// font out: a one-line label in this font is `lineHeight` tall with its baseline `ascender` below
/// the top.
///
/// For example:
/// ```swift
/// let body = UIFont.systemFont(ofSize: 17)
/// body.ascender      // ≈ 16.5 (Inter)
/// body.descender     // ≈ -4.1: below the baseline, so negative
/// body.lineHeight    // ascender − descender + leading
/// body.capHeight     // ≈ 12.4
/// ```
extension UIFont {
    /// From the baseline to the top of the line, in points.
    public var ascender: CGFloat { lineMetrics.ascender }
    /// From the baseline to the bottom of the line, in points; negative.
    public var descender: CGFloat { lineMetrics.descender }
    /// The height of one line of text, in points.
    public var lineHeight: CGFloat { lineMetrics.lineHeight }
    /// The height of capital letters above the baseline, in points.
    public var capHeight: CGFloat { lineMetrics.capHeight }
    /// The height of lower-case letters such as "x" above the baseline, in points.
    public var xHeight: CGFloat { lineMetrics.xHeight }
    /// Extra space between lines, in points: `lineHeight − (ascender − descender)` (0 for the
    /// installed fonts, whose line gap is zero).
    public var leading: CGFloat { lineMetrics.leading }

    private var lineMetrics: FontLineMetrics { TextEngine.shared.lineMetrics(of: self) }
}
