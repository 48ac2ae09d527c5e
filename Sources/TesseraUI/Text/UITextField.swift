public import Foundation
public import TesseraGraphics

/// A single line of editable text (`UITextField`).
///
/// Click or Tab into the field to edit: typed text (any script, from `InputEvent.text`) goes in
/// at the caret, replacing the selection. The caret is a 2-point bar in `tintColor`; the
/// selection is drawn behind the text. Select with the mouse (click, drag, double click for a
/// word, triple click for everything) or with Shift + arrows, Home and End; Control or Command +
/// A selects all, + C / X / V copy, cut and paste through `UIWindow.clipboard`. Text wider than the
/// field scrolls sideways so the caret stays visible.
///
/// Positions are Character offsets (`selectedCharacterRange`), so no edit splits an emoji or a
/// letter with its accents; the delegate sees UTF-16 `NSRange`s, as on iOS. Line breaks typed or
/// pasted become spaces; NUL and other control characters are dropped.
///
/// The `delegate` (`UITextFieldDelegate`) is asked before editing begins and ends, before every
/// user edit and before the clear button clears, and when Return is pressed. Events, as
/// `addAction(_:for:)` sees them: `editingDidBegin` when the field becomes first responder,
/// `editingChanged` after every user change of `text` (not after setting it in code),
/// `editingDidEndOnExit` when Return is pressed (the field then resigns), `editingDidEnd` when it
/// resigns.
///
/// For example:
/// ```swift
/// let name = UITextField(placeholder: "Name")
/// name.borderStyle = .roundedRect
/// name.clearButtonMode = .whileEditing
/// name.returnKeyType = .next
/// name.delegate = self
/// name.addAction(UIAction { [weak model] action in
///     model?.name = (action.sender as! UITextField).text ?? ""
/// }, for: .editingChanged)
/// ```
@preconcurrency @MainActor
open class UITextField: UIControl, TextEditingControl, MarkedTextInput, UITextInputTraits {
    /// The frame drawn around the text (`UITextField.BorderStyle`, with iOS's raw values).
    public enum BorderStyle: Int, Hashable, Sendable {
        /// No frame; the text fills the bounds.
        case none = 0
        /// A 1-point rectangle in grey.
        case line = 1
        /// A 1-point grey rectangle with a darker top edge, the old inset look.
        case bezel = 2
        /// The system background inside a hairline light grey border with 5-point corners, as iOS
        /// form fields.
        case roundedRect = 3
    }

    /// When an overlay (the clear button, the left or right view) shows (`UITextField.ViewMode`).
    public enum ViewMode: Int, Hashable, Sendable {
        /// `never`, `whileEditing` (only while the field is first responder), `unlessEditing`, `always`.
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    /// Why editing ended (`UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Hashable, Sendable {
        /// The field resigned first responder.
        case committed = 0
    }

    // MARK: Text

    /// The text; "" when empty (setting nil empties it). Setting it in code keeps the selection
    /// where it still fits, sends no event and is not cut to `maximumLength`; line breaks become
    /// spaces and control characters are dropped, as for typed text.
    open var text: String? {
        get { editingModel.text }
        set {
            markedText = nil
            editingModel.setText(newValue ?? "")
            editingModelDidChange(textChanged: true)
        }
    }

    /// The text with the field's font, colour and alignment. Setting it sets `text` to its
    /// characters and `font`, `textColor` and `textAlignment` from its first character (the field
    /// draws one style).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: editingModel.text, attributes: typingAttributes) }
        set {
            let first = newValue.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
            if let font = first[.font] as? UIFont { storedFont = font }
            if let color = first[.foregroundColor] as? UIColor { storedTextColor = color }
            if let style = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
            text = newValue?.string
            appearanceDidChange()
        }
    }

    /// Grey text shown while `text` is empty, in the field's font and `placeholderColor`. Setting
    /// it clears `attributedPlaceholder`'s attributes.
    open var placeholder: String? {
        get { storedAttributedPlaceholder?.string ?? storedPlaceholder }
        set {
            storedPlaceholder = newValue
            storedAttributedPlaceholder = nil
            appearanceDidChange()
        }
    }

    /// A styled placeholder (UIKit's attribute keys), drawn over the field's font and
    /// `placeholderColor` with its colours resolved against the traits.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder }
        set {
            storedAttributedPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
            storedPlaceholder = newValue?.string
            appearanceDidChange()
        }
    }

    // MARK: Appearance

    /// The font of the text and plain placeholder (default system 17 pt; nil resets it). Ignored
    /// while `textStyle` is set. Reads give the font drawn (`effectiveFont`): with
    /// `adjustsFontForContentSizeCategory`, a Dynamic Type font at the traits' content size category.
    open var font: UIFont? {
        get { effectiveFont }
        set {
            storedFont = newValue ?? UILabel.defaultFont
            appearanceDidChange()
        }
    }
    /// A Dynamic Type style (a Tessera extra); when set, the font follows the content size category.
    open var textStyle: UIFont.TextStyle? { didSet { appearanceDidChange() } }
    /// Whether a Dynamic Type font (made by `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`)
    /// follows the content size category of the traits. Default false.
    open var adjustsFontForContentSizeCategory = false { didSet { appearanceDidChange() } }
    /// The colour of the text (default `label`; nil resets it).
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }
    /// The colour of a plain placeholder. UIKit's `placeholderText`: `tertiaryLabel`.
    open var placeholderColor: UIColor = .tertiaryLabel { didSet { setNeedsDisplay() } }
    /// Where the line sits when it is narrower than the field; wider text scrolls.
    open var textAlignment: NSTextAlignment = .natural { didSet { appearanceDidChange() } }
    /// The border drawn around the field: `.none` (the default), `.line`, `.bezel` or `.roundedRect`.
    open var borderStyle: BorderStyle = .none { didSet { appearanceDidChange() } }
    /// The colour of the caret and (at 25 % alpha) of the selection.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// When the clear button (an × at the trailing edge) shows; it never shows over empty text.
    open var clearButtonMode: ViewMode = .never { didSet { appearanceDidChange() } }
    /// Whether the text is emptied when editing begins. Default false.
    open var clearsOnBeginEditing = false

    /// A view at the leading edge of the field (an icon, say), shown per `leftViewMode`.
    open var leftView: UIView? {
        didSet { overlayViewDidChange(from: oldValue, to: leftView) }
    }
    /// When `leftView` shows. Default `never`.
    open var leftViewMode: ViewMode = .never { didSet { appearanceDidChange() } }
    /// A view at the trailing edge of the field (after the clear button), shown per
    /// `rightViewMode`.
    open var rightView: UIView? {
        didSet { overlayViewDidChange(from: oldValue, to: rightView) }
    }
    /// When `rightView` shows. Default `never`.
    open var rightViewMode: ViewMode = .never { didSet { appearanceDidChange() } }

    // MARK: Text input traits

    /// Shows each Character as "•" and disables copy and cut.
    open var isSecureTextEntry = false { didSet { appearanceDidChange() } }
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether Return does nothing while the text is empty. Default false.
    open var enablesReturnKeyAutomatically = false
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType!

    // MARK: Editing

    /// Asked and told about editing; not retained.
    open weak var delegate: (any UITextFieldDelegate)?

    /// The length limit new fields start with, in Characters: far more than a name, an address or
    /// a URL needs, little enough that laying out the one line stays interactive.
    public static let defaultMaximumLength = 10_000

    /// The most Characters typing and pasting may produce; nil for no limit (a Tessera extra; UIKit
    /// has none, its delegates refuse edits instead). Defaults to ``defaultMaximumLength``, so a
    /// megabyte paste cannot stall the app on one line of text. Pasted text is cut to fit at a
    /// Character boundary and the delegate hears what was left out
    /// (`textField(_:didTruncateInput:)`). Text set in code is never cut.
    open var maximumLength: Int? {
        get { editingModel.maximumLength }
        set {
            precondition(newValue.map { $0 >= 0 } ?? true, "maximumLength must not be negative")
            editingModel.maximumLength = newValue
        }
    }

    /// The selection in Characters of `text`; an empty range is the caret. Setting it clamps to
    /// the text.
    open var selectedCharacterRange: Range<Int> {
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

    /// Typing changes the text while the field is enabled.
    var acceptsEdits: Bool { isEnabled }

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

    var editingModel = TextEditingModel(isSingleLine: true, maximumLength: UITextField.defaultMaximumLength)
    var interaction = TextInteractionState()
    /// The input method's pre-edit text, while composing (see `MarkedTextInput`).
    var markedText: MarkedText?
    /// Blinks the caret on `UIWindow.clock` while editing.
    lazy var caretBlinker = CaretBlinker { [weak self] in self?.setNeedsDisplay() }
    /// How far the text is scrolled left to keep the caret visible, in points (≥ 0).
    var horizontalScrollOffset: CGFloat = 0
    /// True while a touch that began on the clear button is down.
    var isTrackingClearButton = false
    var storedFont: UIFont = UILabel.defaultFont
    var storedTextColor: UIColor = .label
    private var storedPlaceholder: String?
    private var storedAttributedPlaceholder: NSAttributedString?
    private var cachedGeometry: TextGeometry?

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// A field showing `text`, with `placeholder` (Tessera's shorthand).
    public convenience init(frame: CGRect = .zero, text: String?, placeholder: String? = nil) {
        self.init(frame: frame)
        editingModel.setText(text ?? "")
        storedPlaceholder = placeholder
    }

    /// An empty field with `placeholder` (Tessera's shorthand).
    public convenience init(frame: CGRect = .zero, placeholder: String?) {
        self.init(frame: frame, text: nil, placeholder: placeholder)
    }

    /// The font in use under the current traits.
    public var effectiveFont: UIFont {
        .effective(
            storedFont, textStyle: textStyle, adjustsForContentSizeCategory: adjustsFontForContentSizeCategory,
            traits: traitCollection)
    }

    /// The attributes the text is drawn with, under UIKit's keys.
    var typingAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return [.font: effectiveFont, .foregroundColor: storedTextColor, .paragraphStyle: style]
    }

    /// What is drawn for the text: `text` (with the pre-edit text in place of the selection while
    /// composing), or one "•" per Character for secure entry.
    var displayedText: String {
        isSecureTextEntry
            ? String(repeating: "•", count: editingModel.count) : displayedWithMarkedText(editingModel.text)
    }

    /// The text laid out on one unlimited line (layout coordinates), measured when first needed.
    var textGeometry: TextGeometry {
        if let cachedGeometry { return cachedGeometry }
        let geometry = TextGeometry(
            text: displayedText, attributes: TextAttributes(font: effectiveFont, foregroundColor: storedTextColor),
            width: nil, style: ParagraphStyle(alignment: .left, lineBreakMode: .byClipping, numberOfLines: 1))
        cachedGeometry = geometry
        return geometry
    }

    // MARK: Geometry (see UITextField+Drawing.swift, UITextField+Overlays.swift)

    /// Where the text goes within `bounds` (points): inside the border padding, between the left
    /// view and the clear button or right view while they show (`UITextField.textRect(forBounds:)`).
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }

    /// Where the text is edited: `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn: `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the clear button's × is drawn, in points: an 18-point square, vertically centred,
    /// at the trailing edge inside the padding (at least 4 points in), before the right view.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }

    /// Where the left view goes: its size, vertically centred at the left edge.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(for: leftView, atLeft: true, in: bounds) }

    /// Where the right view goes: its size, vertically centred at the right edge.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(for: rightView, atLeft: false, in: bounds)
    }

    /// The text (or the placeholder, if wider) on one line plus the padding, the caret, the clear
    /// button when its mode can show it and the left and right views, rounded up to whole points.
    override open var intrinsicContentSize: CGSize { measuredSize }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { measuredSize }

    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlayViews()
        scrollCaretToVisible()
    }

    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        contentSizeCategoryMayHaveChanged(from: previous)
    }

    override open func draw(in context: inout DisplayList) { drawField(in: &context) }

    // MARK: UIResponder (see UITextField+Editing.swift)

    /// An enabled, interactive field takes keyboard focus when its delegate agrees
    /// (`textFieldShouldBeginEditing`).
    override open var canBecomeFirstResponder: Bool {
        isEnabled && isUserInteractionEnabled
            && (isFirstResponder || delegate?.textFieldShouldBeginEditing(self) ?? true)
    }

    /// Whether the field lets focus go: its delegate's `textFieldShouldEndEditing`.
    override open var canResignFirstResponder: Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    override open func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        if clearsOnBeginEditing, !editingModel.text.isEmpty { text = "" }
        setNeedsLayout()  // overlays shown while editing
        beginEditingSession()
    }

    override open func didResignFirstResponder() {
        super.didResignFirstResponder()
        setNeedsLayout()
        endEditingSession()
    }

    /// A field disabled while editing resigns first responder.
    override open func stateDidChange() {
        super.stateDidChange()
        resignIfDisabled()
    }

    /// Return asks the delegate (`textFieldShouldReturn`), then sends `editingDidEndOnExit` and
    /// `primaryActionTriggered` and resigns (`editingDidEnd`). Other keys: Left/Right by Character
    /// (Control or Option: by word), Up/Down and Home/End to the start and end,
    /// Backspace/Delete, Control or Command + A/C/X/V; Shift extends the selection. Tab, Escape
    /// and unknown shortcuts go up the responder chain.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        if handleMarkedTextKey(key) { return true }
        if handleFieldKey(key, modifiers: modifiers) { return true }
        return super.keyDown(key, modifiers: modifiers)
    }

    /// Inserts committed text at the caret, replacing the selection. Returns false when disabled.
    override open func insertText(_ text: String) -> Bool { insertTypedText(text) }

    // MARK: Marked text (see MarkedTextInput)

    public var markedTextRange: Range<Int>? { markedDisplayRange }

    public func setMarkedText(_ markedText: String, selectedRange: Range<Int>) {
        updateMarkedText(markedText, selectedRange: selectedRange)
    }

    public func unmarkText() { commitMarkedText() }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        handleTouchBegan(touches)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        handleTouchMoved(touches)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTrackingClearButton = false
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Changes

    /// Something that changes the measured text or the frame changed.
    func appearanceDidChange() {
        cachedGeometry = nil
        scrollCaretToVisible()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    func editingModelDidChange(textChanged: Bool) {
        if textChanged {
            cachedGeometry = nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
        scrollCaretToVisible()
        if isFirstResponder { caretBlinker.restart(on: window?.clock) }
        reportSelectionChange()
        setNeedsDisplay()
    }

    // MARK: Delegate hooks (TextEditingControl)

    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func delegateTextDidChange() {}

    func delegateDidTruncateInput(_ truncation: TextInputTruncation) {
        delegate?.textField(self, didTruncateInput: truncation)
    }

    func delegateSelectionDidChange() { delegate?.textFieldDidChangeSelection(self) }

    func delegateDidBeginEditing() { delegate?.textFieldDidBeginEditing(self) }

    func delegateDidEndEditing() { delegate?.textFieldDidEndEditing(self, reason: .committed) }
}

extension UITextField {
    /// Posted with the field as its object when editing begins (after the delegate hears).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted with the field as its object after each user edit that changes the text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted with the field as its object when editing ends (after the delegate hears).
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
}
