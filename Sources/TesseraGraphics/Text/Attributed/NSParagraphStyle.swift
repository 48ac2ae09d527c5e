public import Foundation

/// How a paragraph is laid out (`NSParagraphStyle`): alignment, line breaking, line and paragraph
/// spacing, and indents, all lengths in points. Immutable; make one with
/// `NSMutableParagraphStyle`. Styles compare by value, as on iOS.
///
/// In an attributed string under `.paragraphStyle`, the style at the first character applies to
/// the whole text (labels and text controls lay out one paragraph style per text). The text
/// engine draws every property here except `hyphenationFactor` and
/// `allowsDefaultTighteningForTruncation`, which are accepted.
///
/// For example:
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// label.attributedText = NSAttributedString(string: "保持 Keep going", attributes: [.paragraphStyle: style])
/// ```
open class NSParagraphStyle: Hashable {
    /// The values, shared by the immutable and mutable classes.
    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
    }

    var values: Values

    /// The default style: natural alignment, word wrapping, no spacing or indents.
    public init() { values = Values() }

    init(values: Values) { self.values = values }

    /// A new default style (`NSParagraphStyle.default`).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The default writing direction for `languageName` (a BCP 47 code): right-to-left for Arabic,
    /// Hebrew, Persian and Urdu, otherwise left-to-right; `natural` for nil.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let languageName else { return .natural }
        let language = languageName.split(separator: "-").first.map(String.init)?.lowercased() ?? ""
        return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug"].contains(language) ? .rightToLeft : .leftToRight
    }

    /// Horizontal alignment of the lines. Default `natural`.
    open var alignment: NSTextAlignment { values.alignment }
    /// Wrapping and truncation. Default `byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space between lines.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Line height as a multiple of the natural height; 0 for natural heights.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least line height; 0 for none.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest line height; 0 for none.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// Extra space after each paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra space before each paragraph but the first.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// Where the first line of each paragraph starts, from the leading edge.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// Where the other lines start, from the leading edge.
    open var headIndent: CGFloat { values.headIndent }
    /// Where lines end: positive from the leading edge, zero or negative from the trailing edge.
    open var tailIndent: CGFloat { values.tailIndent }
    /// The paragraph's writing direction; `natural` follows the view.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly to hyphenate, 0…1 (accepted; the engine does not hyphenate).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether to tighten letters before truncating (accepted; the engine truncates directly).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// An immutable copy (`NSCopying`).
    open func copy() -> Any { NSParagraphStyle(values: values) }
    /// A mutable copy (`NSMutableCopying`).
    open func mutableCopy() -> Any { NSMutableParagraphStyle(values: values) }

    /// Equal when every property is equal, whichever class holds them.
    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool { lhs.values == rhs.values }
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }

    /// `base` with this style's alignment, line breaking, spacing and indents; a writing direction
    /// other than `natural` also sets the layout direction. The line limit stays `base`'s.
    public func applied(to base: ParagraphStyle) -> ParagraphStyle {
        var style = base
        style.alignment = values.alignment
        style.lineBreakMode = values.lineBreakMode
        style.lineSpacing = values.lineSpacing
        style.lineHeightMultiple = values.lineHeightMultiple
        style.minimumLineHeight = values.minimumLineHeight
        style.maximumLineHeight = values.maximumLineHeight
        style.paragraphSpacing = values.paragraphSpacing
        style.paragraphSpacingBefore = values.paragraphSpacingBefore
        style.firstLineHeadIndent = values.firstLineHeadIndent
        style.headIndent = values.headIndent
        style.tailIndent = values.tailIndent
        switch values.baseWritingDirection {
        case .natural: break
        case .leftToRight: style.layoutDirection = .leftToRight
        case .rightToLeft: style.layoutDirection = .rightToLeft
        }
        return style
    }
}
