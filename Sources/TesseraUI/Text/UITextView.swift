public import Foundation
public import TesseraGraphics

/// Multi-line editable text that wraps to its width and scrolls vertically (`UITextView`).
///
/// Editing works as in `UITextField` — the same model, keys, clipboard commands and length limit
/// — with these differences: Return inserts a line break; Up and Down move between lines keeping
/// the caret's x position (Page Up / Page Down by a screenful); Home and End go to the start and
/// end of the visual line; a triple click selects a paragraph. Line breaks typed or pasted (CR,
/// CR LF, U+2028…) are stored as LF.
///
/// The `delegate` (`UITextViewDelegate`) is asked before editing begins and ends and before every
/// user edit, and told after each edit (`textViewDidChange`) and selection change. A read-only
/// view (`isEditable` false) still selects and copies unless `isSelectable` is false too.
///
/// The view scrolls its own content: `contentOffset` is `bounds.origin` (as in `UIScrollView`),
/// the wheel scrolls it, and every edit or caret move scrolls just enough to keep the caret
/// visible. With `isScrollEnabled` false the view does not scroll; instead its intrinsic height
/// follows its text at its current width (self-sizing in a stack or with Auto Layout).
///
/// Unlike iOS's, this `UITextView` is a `UIControl` rather than a `UIScrollView`, so editing can
/// also be observed with actions (`editingDidBegin`, `editingChanged`, `editingDidEnd`).
///
/// For example:
/// ```swift
/// let notes = UITextView()
/// notes.text = "Today I…"
/// notes.font = .preferredFont(forTextStyle: .body)
/// notes.delegate = self   // textViewDidChange(_:) saves the draft
/// ```
@preconcurrency @MainActor
open class UITextView: UIControl, TextEditingControl, MarkedTextInput, UITextInputTraits {
    // MARK: Text

    /// The text ("" when empty; setting nil empties it). Setting it in code keeps the selection
    /// where it still fits, sends no event and is not cut to `maximumLength`; CR and CR LF become
    /// LF and control characters but tab are dropped.
    open var text: String! {
        get { editingModel.text }
        set {
            markedText = nil
            editingModel.setText(newValue ?? "")
            editingModelDidChange(textChanged: true)
        }
    }

    /// The text with the view's font, colour and alignment. Setting it sets `text` to its
    /// characters and `font`, `textColor` and `textAlignment` from its first character (the view
    /// draws one style).
    open var attributedText: NSAttributedString! {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            style.lineSpacing = lineSpacing
            return NSAttributedString(
                string: editingModel.text,
                attributes: [.font: effectiveFont, .foregroundColor: storedTextColor, .paragraphStyle: style])
        }
        set {
            let first = newValue.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
            if let font = first[.font] as? UIFont { storedFont = font }
            if let color = first[.foregroundColor] as? UIColor { storedTextColor = color }
            if let style = first[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = style.alignment
                lineSpacing = style.lineSpacing
            }
            text = newValue?.string
            appearanceDidChange()
        }
    }

    /// The font of the text (default system 17 pt; nil resets it). Ignored while `textStyle` is set.
    /// Reads give the font drawn (`effectiveFont`): with `adjustsFontForContentSizeCategory`, a
    /// Dynamic Type font at the traits' content size category.
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
    /// How lines align between the edges; `.natural` follows the writing direction.
    open var textAlignment: NSTextAlignment = .natural { didSet { appearanceDidChange() } }
    /// Extra space between lines, in points (a Tessera extra).
    open var lineSpacing: CGFloat = 0 { didSet { appearanceDidChange() } }
    /// The colour of the caret and (at 25 % alpha) of the selection.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
    /// Space between the bounds and the text, in points (UIKit's default: 8 above and below, 5
    /// at the sides).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 5) {
        didSet { appearanceDidChange() }
    }

    // MARK: Text input traits

    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    /// Accepted; a text view's Return always inserts a line break.
    open var enablesReturnKeyAutomatically = false
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Disables copy and cut; the text still shows (UIKit's text views do not mask). Default false.
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    // MARK: Editing and scrolling

    /// Asked and told about editing; not retained.
    open weak var delegate: (any UITextViewDelegate)?

    /// Whether typing changes the text. A read-only view still selects and copies.
    open var isEditable = true
    /// Whether the text can be selected (and so copied); a view that is neither editable nor
    /// selectable takes no focus and lets touches through to the chain. Default true.
    open var isSelectable = true
    /// Whether the content scrolls (wheel, caret). When false the view sizes itself to its text.
    open var isScrollEnabled = true {
        didSet {
            if !isScrollEnabled { contentOffset = .zero }
            invalidateIntrinsicContentSize()
        }
    }

    /// The length limit new text views start with, in Characters (a long chapter): edits of text
    /// this long stay interactive, since the view lays out only the paragraphs an edit touches.
    public static let defaultMaximumLength = 200_000

    /// The most Characters typing and pasting may produce; nil for no limit (a Tessera extra; UIKit
    /// has none, its delegates refuse edits instead). Defaults to ``defaultMaximumLength``, so a
    /// pasted multi-megabyte file cannot stall the app. Pasted text is cut to fit at a Character
    /// boundary and the delegate hears what was left out (`textView(_:didTruncateInput:)`). Text
    /// set in code is never cut.
    open var maximumLength: Int? {
        get { editingModel.maximumLength }
        set {
            precondition(newValue.map { $0 >= 0 } ?? true, "maximumLength must not be negative")
            editingModel.maximumLength = newValue
        }
    }

    /// The selection in UTF-16 units of `text`, as UIKit counts it; a zero length is the caret.
    /// Setting it clamps to the text and widens to whole Characters.
    open var selectedRange: NSRange {
        get { editingModel.utf16Range(editingModel.selectedRange) }
        set { selectedCharacterRange = editingModel.characterRange(newValue) }
    }

    /// The selection in Characters of `text` (a Tessera extra); an empty range is the caret.
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

    /// True while the view is first responder.
    public var isEditing: Bool { isFirstResponder }

    /// The text as assistive technologies read it as a value; nil while empty.
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? (editingModel.text.isEmpty ? nil : editingModel.text) }
        set { super.accessibilityValue = newValue }
    }

    /// Edits land while the view is editable and enabled.
    var acceptsEdits: Bool { isEditable && isEnabled }

    // MARK: State

    var editingModel = TextEditingModel(isSingleLine: false, maximumLength: UITextView.defaultMaximumLength)
    var interaction = TextInteractionState()
    /// The input method's pre-edit text, while composing (see `MarkedTextInput`).
    var markedText: MarkedText?
    /// Blinks the caret on `UIWindow.clock` while editing.
    lazy var caretBlinker = CaretBlinker { [weak self] in self?.setNeedsDisplay() }
    /// The bounds width the intrinsic height was last computed for.
    var lastLayoutWidth: CGFloat = -1
    var storedFont: UIFont = UILabel.defaultFont
    var storedTextColor: UIColor = .label
    private var cachedGeometry: TextGeometry?

    override class var setUpRunningClass: UIView.Type { UITextView.self }

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        defer { runSetUp(after: UITextView.self) }
        clipsToBounds = true
    }

    /// A view showing `text` (Tessera's shorthand).
    public convenience init(frame: CGRect = .zero, text: String?) {
        self.init(frame: frame)
        editingModel.setText(text ?? "")
    }

    /// The font in use under the current traits.
    public var effectiveFont: UIFont {
        .effective(
            storedFont, textStyle: textStyle, adjustsForContentSizeCategory: adjustsFontForContentSizeCategory,
            traits: traitCollection)
    }

    /// Wrapping, alignment, spacing and direction of the text.
    var paragraphStyle: ParagraphStyle {
        ParagraphStyle(
            alignment: textAlignment, lineBreakMode: .byWordWrapping, numberOfLines: 0, lineSpacing: lineSpacing,
            layoutDirection: effectiveUserInterfaceLayoutDirection)
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
            attributes: TextAttributes(font: effectiveFont, foregroundColor: storedTextColor), width: width,
            style: paragraphStyle)
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
        contentSizeCategoryMayHaveChanged(from: previous)
    }

    override open func draw(in context: inout DisplayList) { drawText(in: &context) }

    // MARK: UIResponder

    /// An enabled, interactive, editable or selectable view takes keyboard focus, when its
    /// delegate agrees (`textViewShouldBeginEditing`, asked of editable views).
    override open var canBecomeFirstResponder: Bool {
        guard isEnabled, isUserInteractionEnabled, isEditable || isSelectable else { return false }
        return isFirstResponder || !isEditable || (delegate?.textViewShouldBeginEditing(self) ?? true)
    }

    /// Whether the view lets focus go: its delegate's `textViewShouldEndEditing`.
    override open var canResignFirstResponder: Bool { delegate?.textViewShouldEndEditing(self) ?? true }

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
        resignIfDisabled()
    }

    /// Return inserts a line break; Page Up / Page Down move a screenful; the rest as in
    /// `UITextField`, with Up/Down between lines and Home/End to the visual line's ends.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        if handleMarkedTextKey(key) { return true }
        if handleTextViewKey(key, modifiers: modifiers) { return true }
        return super.keyDown(key, modifiers: modifiers)
    }

    /// Inserts committed text at the caret, replacing the selection. False when not editable.
    override open func insertText(_ text: String) -> Bool { insertTypedText(text) }

    // MARK: Marked text (see MarkedTextInput)

    public var markedTextRange: Range<Int>? { markedDisplayRange }

    public func setMarkedText(_ markedText: String, selectedRange: Range<Int>) {
        updateMarkedText(markedText, selectedRange: selectedRange)
    }

    public func unmarkText() { commitMarkedText() }

    /// Scrolls by `delta.height` points while there is content to scroll; otherwise the event
    /// goes up the responder chain.
    override open func scrollWheel(delta: CGSize, at location: CGPoint) -> Bool {
        if scroll(by: delta.height) { return true }
        return super.scrollWheel(delta: delta, at: location)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, isEditable || isSelectable, let touch = touches.first else { return }
        let point = touch.location(in: self)
        focusForTouch()
        guard isFirstResponder else { return }  // the delegate may refuse
        beginPointerSelection(at: point, tapCount: touch.tapCount)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
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
        reportSelectionChange()
        setNeedsDisplay()
    }

    // MARK: Delegate hooks (TextEditingControl)

    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func delegateTextDidChange() { delegate?.textViewDidChange(self) }

    func delegateDidTruncateInput(_ truncation: TextInputTruncation) {
        delegate?.textView(self, didTruncateInput: truncation)
    }

    func delegateSelectionDidChange() { delegate?.textViewDidChangeSelection(self) }

    func delegateDidBeginEditing() { delegate?.textViewDidBeginEditing(self) }

    func delegateDidEndEditing() { delegate?.textViewDidEndEditing(self) }
}

extension UITextView {
    /// Posted with the text view as its object when editing begins (after the delegate hears).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted with the text view as its object after each user edit that changes the text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted with the text view as its object when editing ends (after the delegate hears).
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")
}
