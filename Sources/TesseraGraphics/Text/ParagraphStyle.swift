public import Foundation

/// Horizontal alignment of lines (`NSTextAlignment`, with iOS's raw values). `natural` is left for
/// left-to-right text, right for right-to-left. `justified` stretches every line but the last to
/// the full width.
///
/// For example:
/// ```swift
/// label.textAlignment = .center
/// ```
public enum NSTextAlignment: Int, Hashable, Sendable, CaseIterable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines but the last of each paragraph fill the width, with the extra space spread between words.
    case justified = 3
    /// Left for left-to-right text, right for right-to-left text.
    case natural = 4
}

/// What happens to text that does not fit: wrapping at word or character boundaries, clipping, or
/// truncation with an ellipsis ("…") at the head, middle or tail of the last visible line
/// (`NSLineBreakMode`, with iOS's raw values).
///
/// For example, a one-line title that keeps its end visible:
/// ```swift
/// label.numberOfLines = 1
/// label.lineBreakMode = .byTruncatingHead
/// ```
public enum NSLineBreakMode: Int, Hashable, Sendable, CaseIterable {
    /// Lines break between words; a word longer than a line breaks between characters.
    case byWordWrapping = 0
    /// Lines break between any two characters.
    case byCharWrapping = 1
    /// Lines are cut off at the edge, without an ellipsis.
    case byClipping = 2
    /// The last line shows its end, with "…" where the start was left out.
    case byTruncatingHead = 3
    /// The last line shows its start, with "…" where the end was left out.
    case byTruncatingTail = 4
    /// The last line shows its start and end, with "…" in the middle.
    case byTruncatingMiddle = 5
}

/// Paragraph-level layout options, for the whole text of one layout (the text engine's form of
/// `NSParagraphStyle`, plus the line limit and layout direction). Lengths are in points.
///
/// For example:
/// ```swift
/// var style = ParagraphStyle(alignment: .left, numberOfLines: 0)
/// style.firstLineHeadIndent = 24   // the first line of each paragraph starts 24 pt in
/// style.paragraphSpacing = 8       // 8 pt between paragraphs
/// ```
public struct ParagraphStyle: Hashable, Sendable {
    /// How lines sit between the leading and trailing edges.
    public var alignment: NSTextAlignment
    /// Where lines break and how text that does not fit is shortened.
    public var lineBreakMode: NSLineBreakMode
    /// The most lines to show; 0 means no limit.
    public var numberOfLines: Int
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat
    /// Decides what `natural` alignment means.
    public var layoutDirection: UIUserInterfaceLayoutDirection
    /// Each line's height as a multiple of its natural height; 0 (default) for natural heights.
    public var lineHeightMultiple: CGFloat = 0
    /// The least height of a line; 0 for no minimum.
    public var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line; 0 for no maximum.
    public var maximumLineHeight: CGFloat = 0
    /// Extra space after each paragraph (text up to a line break), in points.
    public var paragraphSpacing: CGFloat = 0
    /// Extra space before each paragraph but the first, in points.
    public var paragraphSpacingBefore: CGFloat = 0
    /// Where the first line of each paragraph starts, from the leading edge.
    public var firstLineHeadIndent: CGFloat = 0
    /// Where the other lines start, from the leading edge.
    public var headIndent: CGFloat = 0
    /// Where lines end: when positive, from the leading edge; when zero or negative, from the
    /// trailing edge (inward).
    public var tailIndent: CGFloat = 0

    /// A style with these values; a negative `numberOfLines` is treated as 0 (no limit).
    public init(
        alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping,
        numberOfLines: Int = 0, lineSpacing: CGFloat = 0, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = max(0, numberOfLines)
        self.lineSpacing = lineSpacing
        self.layoutDirection = layoutDirection
    }
}
