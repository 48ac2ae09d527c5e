public import Foundation

/// A paragraph style whose properties can be set (`NSMutableParagraphStyle`); see
/// `NSParagraphStyle` for what each one does.
///
/// For example:
/// ```swift
/// let quote = NSMutableParagraphStyle()
/// quote.firstLineHeadIndent = 16
/// quote.headIndent = 16
/// quote.paragraphSpacing = 8
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle {
    override public init() { super.init() }

    override init(values: Values) { super.init(values: values) }

    /// Takes every property of `paragraphStyle`.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) { values = paragraphStyle.values }

    override open var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    override open var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    override open var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = max(0, newValue) }
    }
    override open var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = max(0, newValue) }
    }
    override open var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = max(0, newValue) }
    }
    override open var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = max(0, newValue) }
    }
    override open var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = max(0, newValue) }
    }
    override open var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = max(0, newValue) }
    }
    override open var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = max(0, newValue) }
    }
    override open var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = max(0, newValue) }
    }
    override open var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    override open var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    override open var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = min(max(newValue, 0), 1) }
    }
    override open var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
}
