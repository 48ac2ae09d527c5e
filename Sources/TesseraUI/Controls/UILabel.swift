public import Foundation
public import TesseraGraphics

/// Read-only text, one or many lines (`UILabel`).
///
/// Text is measured and drawn by the Pango text engine. The label centres its text vertically in
/// its bounds; when the bounds are too short for every line, it shows the lines that fit and
/// truncates the last per `lineBreakMode`.
///
/// Styled text comes as an `NSAttributedString` with UIKit's keys (see `NSAttributedString.Key`):
/// attributes a stretch does not set come from the label's `font` and `textColor`, and the
/// `NSParagraphStyle` at the first character lays out the whole text. As in UIKit, setting
/// `font`, `textColor`, `textAlignment` or `lineBreakMode` while the label shows attributed text
/// applies the value to all of it, and setting `attributedText` takes `font`, `textColor` and
/// `textAlignment` from its first character.
///
/// For example:
/// ```swift
/// let title = UILabel(text: "今天 Today", textStyle: .headline)
/// title.numberOfLines = 2
/// title.sizeThatFits(CGSize(width: 200, height: .greatestFiniteMagnitude))
///
/// let note = UILabel()
/// note.attributedText = NSAttributedString(string: "Saved", pen: Pen(foregroundColor: .systemGreen, alignment: .center))
/// ```
@preconcurrency @MainActor
open class UILabel: UIView {
    override var textContentLayout: (any TextContentLayout)? { self }

    /// Plain text drawn with `font` and `textColor`. Setting it clears the attributes of
    /// `attributedText`.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// Styled text. Reading it after setting `text` gives the text with the label's font, colour
    /// and alignment. Setting it also sets `text` to its characters and takes `font`, `textColor`
    /// and `textAlignment` from its first character.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            style.lineBreakMode = lineBreakMode
            return NSAttributedString(
                string: storedText,
                attributes: [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: style])
        }
        set {
            guard let newValue else {
                storedText = nil
                storedAttributedText = nil
                textDidChange()
                return
            }
            let copy = NSAttributedString(attributedString: newValue)
            storedText = copy.string
            storedAttributedText = copy
            if copy.length > 0 {
                let first = copy.attributes(at: 0, effectiveRange: nil)
                if let font = first[.font] as? UIFont { storedFont = font }
                if let color = first[.foregroundColor] as? UIColor { storedTextColor = color }
                if let style = first[.paragraphStyle] as? NSParagraphStyle { storedAlignment = style.alignment }
            }
            textDidChange()
        }
    }

    /// The font of the text (default system 17 pt); nil resets it. With attributed text, setting it
    /// sets the font of all of it. Ignored while `textStyle` is set. Reads give the font drawn
    /// (`effectiveFont`): with `adjustsFontForContentSizeCategory`, a Dynamic Type font at the
    /// traits' content size category, as UIKit replaces the font when the category changes.
    open var font: UIFont! {
        get { effectiveFont }
        set {
            noteAppearanceSet(.font)
            storedFont = newValue ?? Self.defaultFont
            applyToAttributedText(.font, value: storedFont as Any)
            fontAssignmentHandler?(newValue)
        }
    }

    /// Hears every assignment of `font`, with the font assigned (nil for a reset): a classic
    /// `UIButton`'s title label follows it (UIButton.swift).
    // Final: a `@MainActor` closure member of a `@preconcurrency` class must not be in the vtable
    // (see UIGestureRecognizer's `actions`).
    final var fontAssignmentHandler: (@MainActor (UIFont?) -> Void)?

    /// A Dynamic Type style (a Tessera extra); when set, the font is the style's preferred font
    /// for the trait collection's content size category and follows it.
    open var textStyle: UIFont.TextStyle? { didSet { textDidChange() } }

    /// Whether a Dynamic Type font (made by `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`)
    /// follows the content size category of the label's traits. Default false.
    open var adjustsFontForContentSizeCategory = false { didSet { textDidChange() } }

    /// The colour of the text (default `label`); nil resets it. Dynamic colours resolve against
    /// the label's traits. With attributed text, setting it colours all of it.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            noteAppearanceSet(.textColor)
            storedTextColor = newValue ?? .label
            applyToAttributedText(.foregroundColor, value: storedTextColor as Any)
        }
    }

    /// The colour of the text while `isHighlighted` (a selected table cell's labels); nil keeps
    /// `textColor`.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the label draws in `highlightedTextColor`. Default false.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// A disabled label draws its text dimmed (at 45 % of its opacity). Default true.
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    /// Horizontal alignment of the lines. Default `natural`.
    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set {
            storedAlignment = newValue
            applyToParagraphStyles { $0.alignment = newValue }
        }
    }

    /// The most lines to show; 0 means as many as needed. Default 1.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    /// How lines wrap and the last visible line truncates. Default `byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { applyToParagraphStyles { $0.lineBreakMode = self.lineBreakMode } }
    }
    /// Extra space between lines of plain text, in points (a Tessera extra; attributed text uses
    /// its paragraph style's).
    open var lineSpacing: CGFloat = 0 { didSet { textDidChange() } }
    /// The width at which multi-line intrinsic size wraps, in points; 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }

    /// Whether one-line text too wide for the bounds is drawn in a smaller font, down to
    /// `minimumScaleFactor` of its size. The intrinsic size stays the full-size text's. Default
    /// false.
    open var adjustsFontSizeToFitWidth = false { didSet { textDidChange() } }
    /// The smallest scale `adjustsFontSizeToFitWidth` may draw at, 0…1; 0 (default) means the
    /// text is not scaled down.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            minimumScaleFactor = min(max(minimumScaleFactor, 0), 1)
            textDidChange()
        }
    }
    /// Whether to tighten letter spacing before truncating (accepted; the text engine truncates
    /// without tightening).
    open var allowsDefaultTighteningForTruncation = false

    /// Widths at or beyond this many points mean "no limit" in `sizeThatFits`.
    public static let unlimitedWidth: CGFloat = 1_000_000
    /// The font of a new label (UIKit's system 17 pt).
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    /// The font set (or the default), before Dynamic Type scaling.
    private(set) var storedFont: UIFont = UILabel.defaultFont
    private var storedTextColor: UIColor = .label
    private var storedAlignment: NSTextAlignment = .natural
    /// The attributed text as the engine's runs, for the base attributes it was converted with.
    private var convertedText: (base: TextAttributes, text: AttributedText)?

    override class var setUpRunningClass: UIView.Type { UILabel.self }

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        defer { runSetUp(after: UILabel.self) }
        accessibilityTraits = .staticText
    }

    /// A label showing `text`, in `textStyle`'s preferred font when one is given (Tessera's
    /// shorthand).
    public convenience init(frame: CGRect = .zero, text: String?, textStyle: UIFont.TextStyle? = nil) {
        self.init(frame: frame)
        // After the setup hooks (see init(frame:)): only what was asked for, so a hook's values stay.
        if let text { self.text = text }
        if let textStyle { self.textStyle = textStyle }
    }

    /// An empty label in `textStyle`'s preferred font (Tessera's shorthand).
    public convenience init(frame: CGRect = .zero, textStyle: UIFont.TextStyle) {
        self.init(frame: frame, text: nil, textStyle: textStyle)
    }

    /// The font used for plain text under the current traits: `textStyle`'s preferred font, the
    /// font set adjusted to the content size category when it follows it, or the font set.
    public var effectiveFont: UIFont {
        .effective(
            storedFont, textStyle: textStyle, adjustsForContentSizeCategory: adjustsFontForContentSizeCategory,
            traits: traitCollection)
    }

    /// What is drawn: the attributed text (over the effective font and text colour) or `text` in
    /// them, with every colour resolved against the label's traits.
    public var resolvedText: AttributedText {
        let traits = traitCollection
        let base = TextAttributes(font: effectiveFont, foregroundColor: drawnTextColor)
        let text: AttributedText
        if let storedAttributedText {
            if let convertedText, convertedText.base == base {
                text = convertedText.text
            } else {
                text = storedAttributedText.attributedText(default: base)
                convertedText = (base, text)
            }
        } else {
            text = AttributedText(storedText ?? "", attributes: base)
        }
        let dimmed = !isEnabled
        return AttributedText(
            runs: text.runs.map { run in
                var attributes = run.attributes
                attributes.foregroundColor = attributes.foregroundColor.resolvedColor(with: traits)
                if dimmed {
                    attributes.foregroundColor = attributes.foregroundColor.withAlphaComponent(
                        attributes.foregroundColor.alpha * 0.45)
                }
                attributes.backgroundColor = attributes.backgroundColor?.resolvedColor(with: traits)
                return AttributedText.Run(text: run.text, attributes: attributes)
            })
    }

    /// How the text is laid out: the label's alignment, line breaking, line limit and spacing,
    /// or for attributed text its first paragraph style with the label's line limit.
    public var resolvedParagraphStyle: ParagraphStyle {
        let base = ParagraphStyle(
            alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines,
            lineSpacing: lineSpacing, layoutDirection: effectiveUserInterfaceLayoutDirection)
        return storedAttributedText?.paragraphStyle(default: base) ?? base
    }

    /// The size of ``textRect(forBounds:limitedToNumberOfLines:)`` at `preferredMaxLayoutWidth`
    /// (unlimited when 0), rounded up to whole points.
    override open var intrinsicContentSize: CGSize {
        ceiled(
            textRect(
                forBounds: Self.measuringBounds(width: preferredMaxLayoutWidth), limitedToNumberOfLines: numberOfLines
            ).size)
    }

    /// The text's size when wrapped to `size.width` (unlimited when ≤ 0 or beyond
    /// `UILabel.unlimitedWidth`, as `.greatestFiniteMagnitude` is), rounded up to whole points;
    /// `size.height` does not limit it. Measured with ``textRect(forBounds:limitedToNumberOfLines:)``.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        ceiled(textRect(forBounds: Self.measuringBounds(width: size.width), limitedToNumberOfLines: numberOfLines).size)
    }

    /// The rectangle the text takes when laid out in `bounds` with at most `numberOfLines` lines
    /// (0: no limit): at `bounds`' origin, as wide as the widest line (at most `bounds.width`) and as
    /// tall as the lines that fit `bounds.height`. Sizing (`intrinsicContentSize`,
    /// `sizeThatFits(_:)`) measures through it, so a subclass that overrides it — to add padding,
    /// say — sizes with it, as in UIKit.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        var style = resolvedParagraphStyle
        style.numberOfLines = max(0, numberOfLines)
        let width: CGFloat? = bounds.width > 0 && bounds.width < Self.unlimitedWidth ? bounds.width : nil
        var size = TextEngine.shared.size(of: resolvedText, width: width, style: style)
        if size.height > bounds.height + 0.5 {
            let limit = CGSize(width: width ?? Self.unlimitedWidth, height: bounds.height)
            let layout = layout(of: resolvedText, style: style, in: limit)
            size = CGSize(width: min(size.width, layout.size.width), height: layout.size.height)
        }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Bounds for measuring at `width` (unlimited when ≤ 0) with no height limit.
    private static func measuringBounds(width: CGFloat) -> CGRect {
        CGRect(x: 0, y: 0, width: width > 0 ? width : unlimitedWidth, height: .greatestFiniteMagnitude)
    }

    /// The text as drawn in the current bounds: shrunk to fit when `adjustsFontSizeToFitWidth`.
    public var displayedText: AttributedText {
        fitted(resolvedText, style: resolvedParagraphStyle, toWidth: bounds.width)
    }

    /// The layout drawn in the current bounds: lines that do not fit the height are dropped and the
    /// last shown line is truncated per `lineBreakMode`.
    public var textLayout: TextLayout {
        let style = resolvedParagraphStyle
        return layout(of: fitted(resolvedText, style: style, toWidth: bounds.width), style: style, in: bounds.size)
    }

    /// The layout of `text` (already fitted) in `size`: lines that do not fit the height are dropped
    /// (one always stays) and the last shown line is truncated per `lineBreakMode`.
    private func layout(of text: AttributedText, style: ParagraphStyle, in size: CGSize) -> TextLayout {
        var style = style
        var layout = TextEngine.shared.layout(text, width: size.width, style: style)
        if layout.lineCount > 1, layout.size.height > size.height + 0.5 {
            let fitting = layout.lines.filter { $0.rect.maxY <= size.height + 0.5 }.count
            style.numberOfLines = max(1, fitting)
            layout = TextEngine.shared.layout(text, width: size.width, style: style)
        }
        return layout
    }

    /// Draws the text: calls ``drawText(in:)`` with `rect` (the bounds), as UIKit's label does. A
    /// subclass that overrides this without calling `super` draws no text.
    override open func draw(_ rect: CGRect) {
        drawText(in: rect)
    }

    /// Draws the text into the current context, laid out at `rect`'s width and centred vertically
    /// in it (lines that do not fit its height are dropped, the last shown one truncated per
    /// `lineBreakMode`; with `adjustsFontSizeToFitWidth` the text shrinks to `rect`'s width).
    ///
    /// Override it to move the text, and call `super` to draw it. For example, a label with
    /// padding:
    /// ```swift
    /// override func drawText(in rect: CGRect) {
    ///     super.drawText(in: rect.inset(by: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)))
    /// }
    /// ```
    open func drawText(in rect: CGRect) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        // The text and style resolved once: each is built afresh from the label's properties.
        var style = resolvedParagraphStyle
        let text = fitted(resolvedText, style: style, toWidth: rect.width)
        guard !text.isEmpty else { return }
        let layout = layout(of: text, style: style, in: rect.size)
        style.numberOfLines = layout.isTruncated ? layout.lineCount : style.numberOfLines
        let frame = drawnTextRect(height: layout.size.height, in: rect)
        graphics.draw { $0.drawText(text, in: frame, style: style) }
    }

    /// Where ``drawText(in:)`` puts laid-out text `height` points tall within `rect`: across it,
    /// centred vertically and rounded down to a whole point (never above its top).
    func drawnTextRect(height: CGFloat, in rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX, y: rect.minY + max(0, ((rect.height - height) / 2).rounded(.down)), width: rect.width,
            height: height)
    }

    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        let followsCategory = textStyle != nil || adjustsFontForContentSizeCategory
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory, followsCategory {
            textDidChange()
        }
    }

    // MARK: Helpers

    private var drawnTextColor: UIColor {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return storedTextColor
    }

    /// `text` with every font scaled down so one line fits `width`, when
    /// `adjustsFontSizeToFitWidth` asks for it and the text is too wide.
    private func fitted(_ text: AttributedText, style: ParagraphStyle, toWidth width: CGFloat) -> AttributedText {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, width > 0, !text.isEmpty
        else {
            return text
        }
        var unlimited = style
        unlimited.numberOfLines = 1
        let natural = TextEngine.shared.size(of: text, width: nil, style: unlimited).width
        guard natural > width else { return text }
        var scale = max(width / natural, minimumScaleFactor)
        var fitted = text
        for _ in 0..<4 {  // font sizes round in the engine; tighten until the line fits
            fitted = AttributedText(
                runs: text.runs.map { run in
                    var attributes = run.attributes
                    attributes.font = attributes.font.withSize(max(1, attributes.font.pointSize * scale))
                    return AttributedText.Run(text: run.text, attributes: attributes)
                })
            let fittedWidth = TextEngine.shared.size(of: fitted, width: nil, style: unlimited).width
            guard fittedWidth > width, scale > minimumScaleFactor else { break }
            scale = max(scale * width / fittedWidth * 0.99, minimumScaleFactor)
        }
        return fitted
    }

    /// Sets `key` to `value` over all of the attributed text, if any (UIKit's label setters).
    private func applyToAttributedText(_ key: NSAttributedString.Key, value: Any) {
        if let storedAttributedText {
            let text = NSMutableAttributedString(attributedString: storedAttributedText)
            text.addAttribute(key, value: value, range: NSRange(location: 0, length: text.length))
            self.storedAttributedText = NSAttributedString(attributedString: text)
        }
        textDidChange()
    }

    /// Changes every paragraph style of the attributed text (a default style where there is
    /// none), if any.
    private func applyToParagraphStyles(_ change: (NSMutableParagraphStyle) -> Void) {
        if let storedAttributedText {
            let text = NSMutableAttributedString(attributedString: storedAttributedText)
            let whole = NSRange(location: 0, length: text.length)
            var styles: [(NSRange, NSMutableParagraphStyle)] = []
            text.enumerateAttribute(.paragraphStyle, in: whole) { value, range, _ in
                let style =
                    (value as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle ?? NSMutableParagraphStyle()
                change(style)
                styles.append((range, style))
            }
            for (range, style) in styles { text.addAttribute(.paragraphStyle, value: style, range: range) }
            self.storedAttributedText = NSAttributedString(attributedString: text)
        }
        textDidChange()
    }

    private func textDidChange() {
        convertedText = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func ceiled(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
