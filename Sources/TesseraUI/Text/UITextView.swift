public import Foundation
public import TesseraGraphics

/// Multi-line editable text that wraps to its width and scrolls vertically (`UITextView`).
///
/// Editing works as in `UITextField` — the same model, keys, clipboard commands, length limit,
/// `shouldChangeText` veto and editing events — with these differences: Return inserts a line
/// break; Up and Down move between lines keeping the caret's x position (Page Up / Page Down by
/// a screenful); Home and End go to the start and end of the visual line; a triple click selects
/// a paragraph. Line breaks typed or pasted (CR, CR LF, U+2028…) are stored as LF.
///
/// The view scrolls its own content: `contentOffset` is `bounds.origin` (as in `UIScrollView`),
/// the wheel scrolls it, and every edit or caret move scrolls just enough to keep the caret
/// visible. With `isScrollEnabled` false the view does not scroll; instead its intrinsic height
/// follows its text at its current width (self-sizing in a stack or with Auto Layout).
///
/// Unlike `UITextView`, it is a `UIControl`, so editing is observed with actions:
/// ```swift
/// let notes = UITextView(text: "Today I…")
/// notes.font = .preferred(.body)
/// notes.addAction(for: .editingChanged) { [weak entry] control in
///     entry?.body = (control as! UITextView).text
/// }
/// ```
@MainActor
open class UITextView: UIControl, TextEditingControl, MarkedTextInput {
    // MARK: Text

    /// The text. Setting it in code keeps the selection where it still fits, sends no event and
    /// is not cut to `maximumLength`; CR and CR LF become LF and control characters but tab are
    /// dropped.
    open var text: String {
        get { editingModel.text }
        set {
            markedText = nil
            editingModel.setText(newValue)
            editingModelDidChange(textChanged: true)
        }
    }

    /// The font of the text. Ignored while `textStyle` is set.
    open var font: UIFont = .system(size: 17) { didSet { appearanceDidChange() } }
    /// A Dynamic Type style; when set, the font follows the content size category.
    open var textStyle: UIFont.TextStyle? { didSet { appearanceDidChange() } }
    open var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { appearanceDidChange() } }
    /// Extra space between lines, in points.
    open var lineSpacing: CGFloat = 0 { didSet { appearanceDidChange() } }
    /// The colour of the caret and (at 25 % alpha) of the selection.
    open var tintColor: UIColor = .systemBlue { didSet { setNeedsDisplay() } }
    /// Space between the bounds and the text, in points (UIKit's default: 8 above and below, 5
    /// at the sides).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 5) {
        didSet { appearanceDidChange() }
    }

    // MARK: Editing and scrolling

    /// Whether typing changes the text. A read-only view still selects and copies.
    open var isEditable = true
    /// Whether the content scrolls (wheel, caret). When false the view sizes itself to its text.
    open var isScrollEnabled = true {
        didSet {
            if !isScrollEnabled { contentOffset = .zero }
            invalidateIntrinsicContentSize()
        }
    }

    /// The most Characters typing and pasting may produce; nil for no limit.
    open var maximumLength: Int? {
        get { editingModel.maximumLength }
        set {
            precondition(newValue.map { $0 >= 0 } ?? true, "maximumLength must not be negative")
            editingModel.maximumLength = newValue
        }
    }

    /// Asked before every user edit with the range of `text` it replaces and the replacement;
    /// return false to refuse it.
    open var shouldChangeText: ((Range<String.Index>, String) -> Bool)?

    /// The selection in Characters of `text`; an empty range is the caret.
    open var selectedRange: Range<Int> {
        get { editingModel.selectedRange }
        set {
            editingModel.select(newValue)
            interaction.goalX = nil
            editingModelDidChange(textChanged: false)
        }
    }

    /// The selected text ("" for a caret).
    public var selectedText: String { editingModel.selectedText }

    /// True while the view is first responder.
    public var isEditing: Bool { isFirstResponder }

    /// The text as assistive technologies read it as a value; nil while empty.
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? (editingModel.text.isEmpty ? nil : editingModel.text) }
        set { super.accessibilityValue = newValue }
    }

    var isSecureTextEntry: Bool { false }

    // MARK: State

    var editingModel = TextEditingModel(isSingleLine: false)
    var interaction = TextInteractionState()
    /// The input method's pre-edit text, while composing (see `MarkedTextInput`).
    var markedText: MarkedText?
    /// Blinks the caret on `UIWindow.clock` while editing.
    lazy var caretBlinker = CaretBlinker { [weak self] in self?.setNeedsDisplay() }
    /// The bounds width the intrinsic height was last computed for.
    var lastLayoutWidth: CGFloat = -1
    private var cachedGeometry: TextGeometry?

    public init(frame: CGRect = .zero, text: String = "") {
        super.init(frame: frame)
        editingModel.setText(text)
        clipsToBounds = true
    }

    /// The font in use under the current traits.
    public var effectiveFont: UIFont {
        guard let textStyle else { return font }
        return .preferred(textStyle, category: traitCollection.preferredContentSizeCategory)
    }

    /// Wrapping, alignment, spacing and direction of the text.
    var paragraphStyle: ParagraphStyle {
        ParagraphStyle(
            alignment: textAlignment, lineBreakMode: .byWordWrapping, numberOfLines: 0, lineSpacing: lineSpacing,
            layoutDirection: traitCollection.layoutDirection)
    }

    /// The width the text wraps to: the bounds less the side insets; nil (no wrapping) before the
    /// view has a width.
    var wrappingWidth: CGFloat? {
        bounds.width > 0 ? max(0, bounds.width - textContainerInset.left - textContainerInset.right) : nil
    }

    /// The text laid out at `wrappingWidth` (layout coordinates), measured when first needed.
    var textGeometry: TextGeometry {
        if let cachedGeometry, cachedGeometry.layoutWidth == wrappingWidth { return cachedGeometry }
        let geometry = makeGeometry(width: wrappingWidth)
        cachedGeometry = geometry
        return geometry
    }

    func makeGeometry(width: CGFloat?) -> TextGeometry {
        TextGeometry(
            text: displayedWithMarkedText(editingModel.text),
            attributes: TextAttributes(font: effectiveFont, foregroundColor: textColor), width: width, style: paragraphStyle)
    }

    // MARK: UIView

    /// With scrolling off: no intrinsic width, and the text's height at the current width plus
    /// the insets, rounded up. With scrolling on: no intrinsic size.
    override open var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(forWidth: bounds.width))
    }

    /// `size.width` (or, when unlimited, the text's own width plus insets) and the height the text
    /// needs at that width plus the insets, in points.
    override open func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(for: size) }

    override open func layoutSubviews() {
        super.layoutSubviews()
        viewDidLayout()
    }

    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory, textStyle != nil {
            appearanceDidChange()
        }
    }

    override open func draw(in context: inout DisplayList) { drawText(in: &context) }

    // MARK: UIResponder

    /// An enabled, interactive view takes keyboard focus.
    override open var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

    override open func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        beginEditingSession()
    }

    override open func didResignFirstResponder() {
        super.didResignFirstResponder()
        endEditingSession()
    }

    /// A view disabled while editing resigns first responder.
    override open func stateDidChange() {
        super.stateDidChange()
        if !isEnabled, isFirstResponder { resignFirstResponder() }
    }

    /// Return inserts a line break; Page Up / Page Down move a screenful; the rest as in
    /// `UITextField`, with Up/Down between lines and Home/End to the visual line's ends.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        if handleMarkedTextKey(key) { return true }
        if handleTextViewKey(key, modifiers: modifiers) { return true }
        return super.keyDown(key, modifiers: modifiers)
    }

    /// Inserts committed text at the caret, replacing the selection. False when not editable.
    override open func insertText(_ text: String) -> Bool {
        guard isEditable, isEnabled else { return false }
        commitText(text)
        return true
    }

    // MARK: Marked text (see MarkedTextInput)

    public var markedTextRange: Range<Int>? { markedDisplayRange }

    public func setMarkedText(_ markedText: String, selectedRange: Range<Int>) {
        updateMarkedText(markedText, selectedRange: selectedRange)
    }

    public func unmarkText() {
        guard let markedText else { return }
        commitText(markedText.text)
    }

    /// Scrolls by `delta.height` points while there is content to scroll; otherwise the event
    /// goes up the responder chain.
    override open func scrollWheel(delta: CGSize, at location: CGPoint) -> Bool {
        if scroll(by: delta.height) { return true }
        return super.scrollWheel(delta: delta, at: location)
    }

    override open func touchesBegan(_ touches: [UITouch]) {
        super.touchesBegan(touches)
        guard isEnabled, let touch = touches.first else { return }
        let point = touch.location(in: self)
        focusForTouch()
        beginPointerSelection(at: point, tapCount: touch.tapCount)
    }

    override open func touchesMoved(_ touches: [UITouch]) {
        super.touchesMoved(touches)
        guard isEnabled, isFirstResponder, let touch = touches.first else { return }
        extendPointerSelection(to: touch.location(in: self))
    }

    // MARK: Changes

    func appearanceDidChange() {
        cachedGeometry = nil
        invalidateIntrinsicContentSize()
        scrollCaretToVisible()
        setNeedsDisplay()
    }

    func editingModelDidChange(textChanged: Bool) {
        if textChanged {
            cachedGeometry = nil
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
        scrollCaretToVisible()
        if isFirstResponder { caretBlinker.restart(on: window?.clock) }
        setNeedsDisplay()
    }
}
