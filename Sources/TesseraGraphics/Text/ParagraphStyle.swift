public import Foundation

/// Horizontal alignment of lines. `natural` is left for left-to-right text, right for right-to-left.
/// `justified` stretches every line but the last to the full width.
public enum NSTextAlignment: Hashable, Sendable, CaseIterable {
    case left
    case center
    case right
    case justified
    case natural
}

/// What happens to text that does not fit: wrapping at word or character boundaries, clipping, or
/// truncation with an ellipsis ("…") at the head, middle or tail of the last visible line.
public enum NSLineBreakMode: Hashable, Sendable, CaseIterable {
    case byWordWrapping
    case byCharWrapping
    case byClipping
    case byTruncatingHead
    case byTruncatingTail
    case byTruncatingMiddle
}

/// Paragraph-level layout options.
public struct ParagraphStyle: Hashable, Sendable {
    public var alignment: NSTextAlignment
    public var lineBreakMode: NSLineBreakMode
    /// The most lines to show; 0 means no limit.
    public var numberOfLines: Int
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat
    /// Decides what `natural` alignment means.
    public var layoutDirection: UIUserInterfaceLayoutDirection

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
