public import Foundation
public import TesseraGraphics

/// A single line of editable text (`UITextField`).
///
/// Click or Tab into the field to edit: typed text (any script, from `InputEvent.text`) goes in
/// at the caret, replacing the selection. The caret is a 2-point bar in `tintColor`; the
/// selection is drawn behind the text. Select with the mouse (click, drag, double click for a
/// word, triple click for everything) or with Shift + arrows, Home and End; UIControl or Command +
/// A selects all, + C / X / V copy, cut and paste through `UIWindow.clipboard`. Text wider than the
/// field scrolls sideways so the caret stays visible.
///
/// Positions are Character offsets (`selectedRange`), so no edit splits an emoji or a letter with
/// its accents. Line breaks typed or pasted become spaces; NUL and other control characters are
/// dropped.
///
/// Events, as `addAction(for:_:)` sees them: `editingDidBegin` when the field becomes first
/// responder, `editingChanged` after every user change of `text` (not after setting it in code),
/// `editingDidEndOnExit` when Return is pressed (the field then resigns), `editingDidEnd` when it
/// resigns.
///
/// For example:
/// ```swift
/// let name = UITextField(placeholder: "Name")
/// name.borderStyle = .roundedRect
/// name.clearButtonMode = .whileEditing
/// name.maximumLength = 40
/// name.addAction(for: .editingChanged) { [weak model] control in
///     model?.name = (control as! UITextField).text
/// }
/// ```
@MainActor
open class UITextField: UIControl, TextEditingControl, MarkedTextInput {
    /// The frame drawn around the text (`UITextField.BorderStyle`, without the old bezel).
    public enum BorderStyle: Hashable, Sendable {
        /// No frame; the text fills the bounds.
        case none
        /// A 1-point rectangle in `separator` grey.
        case line
        /// A light grey fill with 8-point corners, as iOS search and form fields.
        case roundedRect
    }

    /// When an overlay such as the clear button shows (`UITextField.ViewMode`).
    public enum ViewMode: Hashable, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    // MARK: Text

    /// The text. Setting it in code keeps the selection where it still fits, sends no event and
    /// is not cut to `maximumLength`; line breaks become spaces and control characters are
    /// dropped, as for typed text.
    open var text: String {
        get { editingModel.text }
        set {
            markedText = nil
            editingModel.setText(newValue)
            editingModelDidChange(textChanged: true)
        }
    }

    /// Grey text shown while `text` is empty, in `effectiveFont` and `placeholderColor`. Setting
    /// it clears `attributedPlaceholder`.
    open var placeholder: String? {
        get { storedAttributedPlaceholder?.string ?? storedPlaceholder }
        set {
            storedPlaceholder = newValue
            storedAttributedPlaceholder = nil
            appearanceDidChange()
        }
    }

    /// A styled placeholder, drawn as given (its colours resolved against the traits).
    open var attributedPlaceholder: AttributedText? {
        get { storedAttributedPlaceholder }
        set {
            storedAttributedPlaceholder = newValue
            storedPlaceholder = newValue?.string
            appearanceDidChange()
        }
    }

    // MARK: Appearance

    /// The font of the text and plain placeholder. Ignored while `textStyle` is set.
    open var font: UIFont = .system(size: 17) { didSet { appearanceDidChange() } }
    /// A Dynamic Type style; when set, the font follows the content size category.
    open var textStyle: UIFont.TextStyle? { didSet { appearanceDidChange() } }
    open var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
    /// The colour of a plain placeholder. UIKit's `placeholderText`: `tertiaryLabel`.
    open var placeholderColor: UIColor = .tertiaryLabel { didSet { setNeedsDisplay() } }
    /// Where the line sits when it is narrower than the field; wider text scrolls.
    open var textAlignment: NSTextAlignment = .natural { didSet { appearanceDidChange() } }
    open var borderStyle: BorderStyle = .none { didSet { appearanceDidChange() } }
    /// The colour of the caret and (at 25 % alpha) of the selection.
    open var tintColor: UIColor = .systemBlue { didSet { setNeedsDisplay() } }

    /// Shows each Character as "•" and disables copy and cut.
    open var isSecureTextEntry = false { didSet { appearanceDidChange() } }

    /// When the clear button (an × at the trailing edge) shows; it never shows over empty text.
    open var clearButtonMode: ViewMode = .never { didSet { appearanceDidChange() } }

    // MARK: Editing

    /// The most Characters typing and pasting may produce (pasted text is cut to fit); nil for no
    /// limit.
    open var maximumLength: Int? {
        get { editingModel.maximumLength }
        set {
            precondition(newValue.map { $0 >= 0 } ?? true, "maximumLength must not be negative")
            editingModel.maximumLength = newValue
        }
    }

    /// Asked before every user edit with the range of `text` it replaces and the (cleaned, cut)
    /// replacement; return false to refuse it. Edits made in code are not asked.
    ///
    /// For example, digits only:
    /// `field.shouldChangeText = { _, replacement in replacement.allSatisfy(\.isNumber) }`
    open var shouldChangeText: ((Range<String.Index>, String) -> Bool)?

    /// The selection in Characters of `text`; an empty range is the caret. Setting it clamps to
    /// the text.
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

    /// True while the field is first responder.
    public var isEditing: Bool { isFirstResponder }

    /// Whether typing changes the text: true while enabled.
    var isEditable: Bool { isEnabled }

    // MARK: Accessibility

    /// What assistive technologies read as the value: the text, "•" per Character for secure
    /// entry; nil while empty.
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? describedValue }
        set { super.accessibilityValue = newValue }
    }

    /// The value read when none is set.
    private var describedValue: String? {
        let display = displayedText
        return display.isEmpty ? nil : display
    }

    /// The explicit label, or else the placeholder (as UIKit reads a field without one).
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: State

    var editingModel = TextEditingModel(isSingleLine: true)
    var interaction = TextInteractionState()
    /// The input method's pre-edit text, while composing (see `MarkedTextInput`).
    var markedText: MarkedText?
    /// Blinks the caret on `UIWindow.clock` while editing.
    lazy var caretBlinker = CaretBlinker { [weak self] in self?.setNeedsDisplay() }
    /// How far the text is scrolled left to keep the caret visible, in points (≥ 0).
    var horizontalScrollOffset: CGFloat = 0
    /// True while a touch that began on the clear button is down.
    var isTrackingClearButton = false
    private var storedPlaceholder: String?
    private var storedAttributedPlaceholder: AttributedText?
    private var cachedGeometry: TextGeometry?

    public init(frame: CGRect = .zero, text: String = "", placeholder: String? = nil) {
        super.init(frame: frame)
        editingModel.setText(text)
        storedPlaceholder = placeholder
    }

    /// The font in use under the current traits.
    public var effectiveFont: UIFont {
        guard let textStyle else { return font }
        return .preferred(textStyle, category: traitCollection.preferredContentSizeCategory)
    }

    /// What is drawn for the text: `text` (with the pre-edit text in place of the selection while
    /// composing), or one "•" per Character for secure entry.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: editingModel.count) : displayedWithMarkedText(editingModel.text)
    }

    /// The text laid out on one unlimited line (layout coordinates), measured when first needed.
    var textGeometry: TextGeometry {
        if let cachedGeometry { return cachedGeometry }
        let geometry = TextGeometry(
            text: displayedText, attributes: TextAttributes(font: effectiveFont, foregroundColor: textColor),
            width: nil, style: ParagraphStyle(alignment: .left, lineBreakMode: .byClipping, numberOfLines: 1))
        cachedGeometry = geometry
        return geometry
    }

    // MARK: Geometry (see UITextField+Drawing.swift)

    /// Where the text goes within `bounds` (points): inside the border padding, left of the clear
    /// button while it shows (`UITextField.textRect(forBounds:)`).
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }

    /// Where the clear button's × is drawn, in points: an 18-point square, vertically centred,
    /// at the trailing edge inside the padding (at least 4 points in).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }

    /// The text (or the placeholder, if wider) on one line plus the padding, the caret and the
    /// clear button when its mode can show it, rounded up to whole points.
    override open var intrinsicContentSize: CGSize { measuredSize }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { measuredSize }

    override open func layoutSubviews() {
        super.layoutSubviews()
        scrollCaretToVisible()
    }

    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory, textStyle != nil {
            appearanceDidChange()
        }
    }

    override open func draw(in context: inout DisplayList) { drawField(in: &context) }

    // MARK: UIResponder (see UITextField+Editing.swift)

    /// An enabled, interactive field takes keyboard focus.
    override open var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

    override open func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        beginEditingSession()
    }

    override open func didResignFirstResponder() {
        super.didResignFirstResponder()
        endEditingSession()
    }

    /// A field disabled while editing resigns first responder.
    override open func stateDidChange() {
        super.stateDidChange()
        if !isEnabled, isFirstResponder { resignFirstResponder() }
    }

    /// Return sends `editingDidEndOnExit`, then the field resigns (`editingDidEnd`). Other keys:
    /// Left/Right by Character (UIControl or Option: by word), Up/Down and Home/End to the start
    /// and end, Backspace/Delete, UIControl or Command + A/C/X/V; Shift extends the selection.
    /// Tab, Escape and unknown shortcuts go up the responder chain.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        if handleMarkedTextKey(key) { return true }
        if handleFieldKey(key, modifiers: modifiers) { return true }
        return super.keyDown(key, modifiers: modifiers)
    }

    /// Inserts committed text at the caret, replacing the selection. Returns false when disabled.
    override open func insertText(_ text: String) -> Bool {
        guard isEditable else { return false }
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

    override open func touchesBegan(_ touches: [UITouch]) {
        super.touchesBegan(touches)
        handleTouchBegan(touches)
    }

    override open func touchesMoved(_ touches: [UITouch]) {
        super.touchesMoved(touches)
        handleTouchMoved(touches)
    }

    override open func touchesEnded(_ touches: [UITouch]) {
        handleTouchEnded(touches)
        super.touchesEnded(touches)
    }

    override open func touchesCancelled(_ touches: [UITouch]) {
        isTrackingClearButton = false
        super.touchesCancelled(touches)
    }

    // MARK: Changes

    /// Something that changes the measured text or the frame changed.
    func appearanceDidChange() {
        cachedGeometry = nil
        scrollCaretToVisible()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    func editingModelDidChange(textChanged: Bool) {
        if textChanged {
            cachedGeometry = nil
            invalidateIntrinsicContentSize()
        }
        scrollCaretToVisible()
        if isFirstResponder { caretBlinker.restart(on: window?.clock) }
        setNeedsDisplay()
    }
}
