public import Foundation

/// UIKit's attribute names, which the Linux Foundation does not declare. A label, a button title
/// and the text controls draw these: `font` (`UIFont`), `foregroundColor` and `backgroundColor`
/// (`UIColor`), `kern` and `tracking` (points), `baselineOffset` (points, positive raises),
/// `underlineStyle` and `strikethroughStyle` (`NSUnderlineStyle` or its raw `Int`), and
/// `paragraphStyle` (`NSParagraphStyle`). The other keys are accepted and not drawn.
///
/// For example:
/// ```swift
/// let price = NSMutableAttributedString(string: "¥128 ¥98", attributes: [.font: UIFont.systemFont(ofSize: 17)])
/// price.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 4))
/// label.attributedText = price
/// ```
extension NSAttributedString.Key {
    /// The font of the text (`UIFont`).
    public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
    /// The colour of the glyphs (`UIColor`).
    public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
    /// The fill behind the glyphs (`UIColor`).
    public static var backgroundColor: NSAttributedString.Key { NSAttributedString.Key("NSBackgroundColor") }
    /// Extra space after each character, in points (a number).
    public static var kern: NSAttributedString.Key { NSAttributedString.Key("NSKern") }
    /// Extra space between characters, in points (a number); drawn as `kern`.
    public static var tracking: NSAttributedString.Key { NSAttributedString.Key("NSTracking") }
    /// Paragraph layout (`NSParagraphStyle`); the style at the first character applies to the text.
    public static var paragraphStyle: NSAttributedString.Key { NSAttributedString.Key("NSParagraphStyle") }
    /// An underline (`NSUnderlineStyle` or its raw value); any style but none draws a single line.
    public static var underlineStyle: NSAttributedString.Key { NSAttributedString.Key("NSUnderline") }
    /// A line through the glyphs (`NSUnderlineStyle` or its raw value).
    public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key("NSStrikethrough") }
    /// Vertical shift of the glyphs in points (a number); positive raises them.
    public static var baselineOffset: NSAttributedString.Key { NSAttributedString.Key("NSBaselineOffset") }
    /// The colour of the underline (accepted, not drawn: the underline takes the text colour).
    public static var underlineColor: NSAttributedString.Key { NSAttributedString.Key("NSUnderlineColor") }
    /// The colour of the strikethrough (accepted, not drawn).
    public static var strikethroughColor: NSAttributedString.Key { NSAttributedString.Key("NSStrikethroughColor") }
    /// A link (`URL` or `String`; accepted, not drawn or tappable).
    public static var link: NSAttributedString.Key { NSAttributedString.Key("NSLink") }
    /// The outline colour (accepted, not drawn).
    public static var strokeColor: NSAttributedString.Key { NSAttributedString.Key("NSStrokeColor") }
    /// The outline width (accepted, not drawn).
    public static var strokeWidth: NSAttributedString.Key { NSAttributedString.Key("NSStrokeWidth") }
    /// A shadow (accepted, not drawn).
    public static var shadow: NSAttributedString.Key { NSAttributedString.Key("NSShadow") }
    /// Ligature use (accepted, not drawn: the font's standard ligatures always apply).
    public static var ligature: NSAttributedString.Key { NSAttributedString.Key("NSLigature") }
    /// Skew of the glyphs (accepted, not drawn).
    public static var obliqueness: NSAttributedString.Key { NSAttributedString.Key("NSObliqueness") }
    /// Horizontal stretch of the glyphs (accepted, not drawn).
    public static var expansion: NSAttributedString.Key { NSAttributedString.Key("NSExpansion") }
    /// Writing direction overrides (accepted, not drawn).
    public static var writingDirection: NSAttributedString.Key { NSAttributedString.Key("NSWritingDirection") }
    /// An attached image (accepted, not drawn).
    public static var attachment: NSAttributedString.Key { NSAttributedString.Key("NSAttachment") }
}
