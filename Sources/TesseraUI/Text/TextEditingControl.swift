import Foundation
import TesseraGraphics

/// How a pointer drag extends a selection: by Character after a single click, by word after a
/// double click, by paragraph (or everything) after a triple click.
enum TextSelectionGranularity: Hashable, Sendable {
    case character, word, paragraph
}

/// What an editing view remembers between input events.
struct TextInteractionState: Hashable, Sendable {
    /// The x (layout coordinates) Up/Down keep while moving through lines; nil after any other
    /// caret move.
    var goalX: CGFloat?
    /// The granularity of the pointer drag in progress.
    var dragGranularity: TextSelectionGranularity = .character
    /// What the drag's first click selected; the selection always keeps it.
    var dragOrigin: Range<Int> = 0..<0
    /// True while a touch is making the view first responder, so the caret goes where the touch
    /// is rather than to the end.
    var isFocusingByTouch = false
    /// The selection the delegate last heard about, while editing.
    var reportedSelection: Range<Int>?
    /// The selection last considered for the window's primary selection.
    var publishedSelection: Range<Int>?
}

/// The shared editing behaviour of `UITextField` and `UITextView`: each view keeps a
/// `TextEditingModel`, lays its text out as a `TextGeometry`, and lets this protocol's extensions
/// turn keys, text, clipboard commands and pointer drags into edits and selections.
///
/// A view conforms by exposing its model and geometry, mapping points to Character positions,
/// reacting to `editingModelDidChange(textChanged:)` (re-measure, keep the caret visible,
/// redraw), and passing questions and news on to its delegate. Everything else — which key does
/// what, the length limit, the delegate's veto, editing events — lives in the extensions, once.
@MainActor
protocol TextEditingControl: UIControl {
    /// The text and selection.
    var editingModel: TextEditingModel { get set }
    /// Transient input state (goal x, drag granularity).
    var interaction: TextInteractionState { get set }
    /// The input method's pre-edit text shown in place of the selection, if composing.
    var markedText: MarkedText? { get set }
    /// Blinks the caret while editing.
    var caretBlinker: CaretBlinker { get }
    /// Whether typing, pasting and deleting change the text now.
    var acceptsEdits: Bool { get }
    /// True for secure entry: nothing can be copied or cut, a double click selects everything.
    var isSecureTextEntry: Bool { get }
    /// The current text laid out, in layout coordinates.
    var textGeometry: TextGeometry { get }
    /// The caret position under `point` (bounds coordinates).
    func characterIndex(at point: CGPoint) -> Int
    /// Where Up (`lines` < 0) or Down moves a caret at `index`, keeping `goalX`.
    func caretIndex(movingVerticallyFrom index: Int, lines: Int, goalX: CGFloat) -> Int
    /// The start and end of the line a caret at `index` is on (Home, End).
    func lineBoundaries(at index: Int) -> (start: Int, end: Int)
    /// Called after every change of text or selection: re-measure, scroll, redraw.
    func editingModelDidChange(textChanged: Bool)
    /// Called after a change of font or anything else that changes the measured text.
    func appearanceDidChange()
    /// The Dynamic Type style the font follows, if any.
    var textStyle: UIFont.TextStyle? { get }
    /// Whether the font follows the content size category.
    var adjustsFontForContentSizeCategory: Bool { get }

    // Delegate hooks.
    /// Whether the delegate lets a user edit replace `range` (UTF-16 of the text) with `replacement`.
    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool
    /// Tells the delegate a user edit changed the text.
    func delegateTextDidChange()
    /// Tells the delegate input was cut to the length limit.
    func delegateDidTruncateInput(_ truncation: TextInputTruncation)
    /// Tells the delegate the selection moved.
    func delegateSelectionDidChange()
    /// Tells the delegate editing began.
    func delegateDidBeginEditing()
    /// Tells the delegate editing ended.
    func delegateDidEndEditing()

    // Notifications posted with the view as their object, after the delegate hears.
    static var textDidBeginEditingNotification: Notification.Name { get }
    static var textDidChangeNotification: Notification.Name { get }
    static var textDidEndEditingNotification: Notification.Name { get }
}

extension TextEditingControl {
    // MARK: Edits

    /// Replaces `range` with `input` as a user edit: cleaned and cut to the length limit, offered
    /// to the delegate, applied, and announced to the delegate and with `editingChanged`; input
    /// cut by the limit is then reported with `delegateDidTruncateInput(_:)` (also when none of it
    /// fit). Returns whether the text changed.
    @discardableResult
    func replaceCharacters(in range: Range<Int>, with input: String) -> Bool {
        guard acceptsEdits, let edit = editingModel.proposedEdit(replacing: range, with: input) else { return false }
        let truncation =
            edit.droppedText.isEmpty
            ? nil
            : TextInputTruncation(
                maximumLength: editingModel.maximumLength ?? 0, insertedText: edit.replacement,
                droppedText: edit.droppedText)
        if edit.range.isEmpty && edit.replacement.isEmpty {  // no room left: nothing to offer the delegate
            truncation.map(delegateDidTruncateInput)
            return false
        }
        guard delegateAllowsChange(in: editingModel.utf16Range(edit.range), replacement: edit.replacement) else {
            return false
        }
        let before = editingModel.text
        editingModel.apply(edit)
        interaction.goalX = nil
        let changed = editingModel.text != before
        editingModelDidChange(textChanged: changed)
        if changed {
            delegateTextDidChange()
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
            sendActions(for: .editingChanged)
        }
        truncation.map(delegateDidTruncateInput)
        return changed
    }

    /// Inserts typed or committed text at the caret, replacing the selection; false (not handled)
    /// when the view takes no edits.
    func insertTypedText(_ text: String) -> Bool {
        guard acceptsEdits else { return false }
        commitText(text)
        return true
    }

    /// Tells the delegate when the selection differs from what it last heard, while editing, and
    /// publishes a new non-empty selection as the window's primary selection.
    func reportSelectionChange() {
        publishSelectionAsPrimary()
        guard isFirstResponder else {
            interaction.reportedSelection = nil
            return
        }
        let selection = editingModel.selectedRange
        guard interaction.reportedSelection != selection else { return }
        let isFirstReport = interaction.reportedSelection == nil
        interaction.reportedSelection = selection
        if !isFirstReport { delegateSelectionDidChange() }
    }

    /// X11's primary selection: text selected by any means (a drag, Shift+arrows, a double click,
    /// Select All) becomes `window.primarySelection`, which a middle click pastes. An emptied
    /// selection leaves it as it was, as X11 applications do; secure entry never publishes.
    private func publishSelectionAsPrimary() {
        let selection = editingModel.selectedRange
        guard interaction.publishedSelection != selection else { return }
        interaction.publishedSelection = selection
        guard !selection.isEmpty, !isSecureTextEntry, let window else { return }
        window.primarySelection.string = editingModel.selectedText
    }

    /// Types `input` over the selection.
    func insertAtSelection(_ input: String) {
        replaceCharacters(in: editingModel.selectedRange, with: input)
    }

    /// Moves the caret (or with `extending`, the selection's moving end) to `index`.
    func moveCaret(to index: Int, extending: Bool, keepingGoalX: Bool = false) {
        editingModel.moveCaret(to: index, extendingSelection: extending)
        if !keepingGoalX { interaction.goalX = nil }
        editingModelDidChange(textChanged: false)
    }

    // MARK: Clipboard

    /// Copies the selection to the window's clipboard. Secure entry copies nothing.
    func copySelection() {
        guard !isSecureTextEntry, !editingModel.selectedRange.isEmpty, let window else { return }
        window.clipboard.string = editingModel.selectedText
    }

    /// Copies the selection, then deletes it. Secure entry does neither.
    func cutSelection() {
        guard !isSecureTextEntry, acceptsEdits, !editingModel.selectedRange.isEmpty else { return }
        copySelection()
        replaceCharacters(in: editingModel.selectedRange, with: "")
    }

    /// Pastes the clipboard's text over the selection (cleaned and cut to the length limit).
    func pasteFromClipboard() {
        guard acceptsEdits, let string = window?.clipboard.string, !string.isEmpty else { return }
        insertAtSelection(string)
    }

    // MARK: Focus and traits

    /// Re-measures after the content size category changed, when the font follows it.
    func contentSizeCategoryMayHaveChanged(from previous: UITraitCollection?) {
        let followsCategory = textStyle != nil || adjustsFontForContentSizeCategory
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory, followsCategory {
            appearanceDidChange()
        }
    }

    /// A view disabled while editing resigns first responder.
    func resignIfDisabled() {
        if !isEnabled, isFirstResponder { resignFirstResponder() }
    }

    /// The caret goes to the end (and into view) unless a touch is about to place it; then the
    /// delegate hears of it and `editingDidBegin` is sent.
    func beginEditingSession() {
        interaction.goalX = nil
        interaction.reportedSelection = nil
        if interaction.isFocusingByTouch {
            caretBlinker.restart(on: window?.clock)
            setNeedsDisplay()
        } else {
            editingModel.moveCaret(to: editingModel.count, extendingSelection: false)
            editingModelDidChange(textChanged: false)
        }
        reportSelectionChange()
        delegateDidBeginEditing()
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        sendActions(for: .editingDidBegin)
    }

    /// Redraws without the caret; then the delegate hears of it and `editingDidEnd` is sent.
    func endEditingSession() {
        interaction.goalX = nil
        interaction.reportedSelection = nil
        markedText = nil
        caretBlinker.stop()
        editingModelDidChange(textChanged: false)
        delegateDidEndEditing()
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        sendActions(for: .editingDidEnd)
    }

    /// Makes the view first responder for a touch, leaving the caret for the touch to place.
    func focusForTouch() {
        guard !isFirstResponder else { return }
        interaction.isFocusingByTouch = true
        becomeFirstResponder()
        interaction.isFocusingByTouch = false
    }
}
