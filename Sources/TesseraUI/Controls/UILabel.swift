public import Foundation
public import TesseraGraphics

/// Read-only text, one or many lines (`UILabel`).
///
/// Text is measured and drawn by the Pango text engine. The label centres its text vertically in
/// its bounds; when the bounds are too short for every line, it shows the lines that fit and
/// truncates the last per `lineBreakMode`.
///
/// For example:
/// ```swift
/// let title = UILabel(text: "今天 Today", textStyle: .headline)
/// title.numberOfLines = 2
/// title.sizeThatFits(CGSize(width: 200, height: .greatestFiniteMagnitude))
/// ```
@preconcurrency @MainActor
open class UILabel: UIView {
    override var textContentLayout: (any TextContentLayout)? { self }

    /// Plain text drawn with `font` and `textColor`. Setting it clears `attributedText`.
    open var text: String? {
        get { storedAttributedText == nil ? storedText : storedAttributedText?.string }
        set {
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// Styled text; when set it is drawn as given and `font`/`textColor` do not apply.
    open var attributedText: AttributedText? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            textDidChange()
        }
    }

    /// The font of plain text. Ignored while `textStyle` is set.
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { textDidChange() } }

    /// A Dynamic Type style; when set, the font follows the trait collection's content size category
    /// (as `UIFont.preferredFont(forTextStyle:)` with `adjustsFontForContentSizeCategory`).
    open var textStyle: UIFont.TextStyle? { didSet { textDidChange() } }

    /// Colour of plain text; dynamic colours resolve against the label's traits.
    open var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }
    /// The most lines to show; 0 means as many as needed. Default 1.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// Extra space between lines, in points.
    open var lineSpacing: CGFloat = 0 { didSet { textDidChange() } }
    /// The width at which multi-line intrinsic size wraps, in points; 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }

    /// Widths at or beyond this many points mean "no limit" in `sizeThatFits`.
    public static let unlimitedWidth: CGFloat = 1_000_000

    private var storedText: String?
    private var storedAttributedText: AttributedText?

    public init(frame: CGRect = .zero, text: String? = nil, textStyle: UIFont.TextStyle? = nil) {
        super.init(deferringSetUpWithFrame: frame)
        defer { runSetUp() }  // setup hooks after this initialiser's own defaults (UIView+Lifecycle.swift)
        self.storedText = text
        self.textStyle = textStyle
        accessibilityTraits = .staticText
    }

    /// The font used for plain text under the current traits.
    public var effectiveFont: UIFont {
        guard let textStyle else { return font }
        return .preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection)
    }

    /// What is drawn: `attributedText`, or `text` in `effectiveFont` and `textColor`, with every
    /// colour resolved against the label's traits.
    public var resolvedText: AttributedText {
        let traits = traitCollection
        let base = storedAttributedText ?? AttributedText(
            storedText ?? "", attributes: TextAttributes(font: effectiveFont, foregroundColor: textColor))
        return AttributedText(runs: base.runs.map { run in
            var attributes = run.attributes
            attributes.foregroundColor = attributes.foregroundColor.resolvedColor(with: traits)
            attributes.backgroundColor = attributes.backgroundColor?.resolvedColor(with: traits)
            return AttributedText.Run(text: run.text, attributes: attributes)
        })
    }

    public var paragraphStyle: ParagraphStyle {
        ParagraphStyle(
            alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines,
            lineSpacing: lineSpacing, layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    override open var intrinsicContentSize: CGSize {
        let width: CGFloat? = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return ceiled(TextEngine.shared.size(of: resolvedText, width: width, style: paragraphStyle))
    }

    /// The text's size when wrapped to `size.width` (unlimited when ≤ 0 or beyond
    /// `UILabel.unlimitedWidth`, as `.greatestFiniteMagnitude` is), rounded up to whole points.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width > 0 && size.width < Self.unlimitedWidth ? size.width : nil
        return ceiled(TextEngine.shared.size(of: resolvedText, width: width, style: paragraphStyle))
    }

    /// The layout drawn in the current bounds: lines that do not fit the height are dropped and the
    /// last shown line is truncated per `lineBreakMode`.
    public var textLayout: TextLayout {
        let text = resolvedText
        var style = paragraphStyle
        var layout = TextEngine.shared.layout(text, width: bounds.width, style: style)
        if layout.lineCount > 1, layout.size.height > bounds.height + 0.5 {
            let fitting = layout.lines.filter { $0.rect.maxY <= bounds.height + 0.5 }.count
            style.numberOfLines = max(1, fitting)
            layout = TextEngine.shared.layout(text, width: bounds.width, style: style)
        }
        return layout
    }

    override open func draw(in context: inout DisplayList) {
        let text = resolvedText
        guard !text.isEmpty else { return }
        let layout = textLayout
        var style = paragraphStyle
        style.numberOfLines = layout.isTruncated ? layout.lineCount : style.numberOfLines
        let y = ((bounds.height - layout.size.height) / 2).rounded(.down)
        context.drawText(text, in: CGRect(x: 0, y: max(0, y), width: bounds.width, height: layout.size.height), style: style)
    }

    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory, textStyle != nil {
            textDidChange()
        }
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func ceiled(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
