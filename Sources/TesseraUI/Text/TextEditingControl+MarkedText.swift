import Foundation
import TesseraGraphics

/// Pre-edit (marked) text, shared by `UITextField` and `UITextView`: it replaces the selection on
/// screen only; `editingModel` keeps the committed text, so nothing is announced until the input
/// method commits with `InputEvent.text`.
extension TextEditingControl {
    /// The pre-edit text's range in the displayed text (see `MarkedTextInput.markedTextRange`).
    var markedDisplayRange: Range<Int>? {
        guard let markedText else { return nil }
        let start = editingModel.selectedRange.lowerBound
        return start..<(start + markedText.count)
    }

    /// Where the caret shows in the displayed text: inside the pre-edit text while composing,
    /// else at the selection's moving end.
    var displayedCaret: Int {
        guard let markedText else { return editingModel.caret }
        return editingModel.selectedRange.lowerBound + markedText.selectedRange.upperBound
    }

    /// `base` as shown: with the selection replaced by the pre-edit text while composing.
    func displayedWithMarkedText(_ base: String) -> String {
        guard let markedText else { return base }
        return markedText.splice(into: base, replacing: editingModel.selectedRange)
    }

    /// Sets or (empty) removes the pre-edit text; see `MarkedTextInput.setMarkedText`.
    func updateMarkedText(_ text: String, selectedRange: Range<Int>) {
        guard acceptsEdits, isFirstResponder, !isSecureTextEntry else { return }
        let marked = text.isEmpty ? nil : MarkedText(text, selectedRange: selectedRange)
        guard marked != markedText else { return }
        markedText = marked
        interaction.goalX = nil
        editingModelDidChange(textChanged: true)
    }

    /// Drops the pre-edit text without committing it (Escape, focus loss, a click, text set in code).
    func discardMarkedText() {
        guard markedText != nil else { return }
        markedText = nil
        editingModelDidChange(textChanged: true)
    }

    /// Commits the pre-edit text as if typed (`MarkedTextInput.unmarkText()`).
    func commitMarkedText() {
        guard let markedText else { return }
        commitText(markedText.text)
    }

    /// Commits `input` (an input method's result) in place of the pre-edit text and the selection.
    func commitText(_ input: String) {
        if markedText != nil {
            markedText = nil
            editingModelDidChange(textChanged: true)
        }
        insertAtSelection(input)
    }

    /// Keys while composing: Escape discards the pre-edit text; the others belong to the input
    /// method and are swallowed. Returns false (not handled) when nothing is being composed.
    func handleMarkedTextKey(_ key: Key) -> Bool {
        guard markedText != nil else { return false }
        if key == .escape { discardMarkedText() }
        return true
    }

    /// Underlines the pre-edit text (1 point; 2 points under the input method's selection) in
    /// `color`; `origin` is the layout origin in bounds coordinates.
    func drawMarkedTextUnderline(in context: inout DisplayList, geometry: TextGeometry, origin: CGPoint, color: UIColor)
    {
        guard let range = markedDisplayRange, let markedText else { return }
        for rect in geometry.selectionRects(for: range) {
            let line = CGRect(x: rect.minX, y: rect.maxY - 2, width: rect.width, height: 1)
            context.fill(.rect(line.offsetBy(dx: origin.x, dy: origin.y)), color: color)
        }
        guard !markedText.selectedRange.isEmpty else { return }
        let lower = range.lowerBound + markedText.selectedRange.lowerBound
        let target = lower..<(range.lowerBound + markedText.selectedRange.upperBound)
        for rect in geometry.selectionRects(for: target) {
            let line = CGRect(x: rect.minX, y: rect.maxY - 2, width: rect.width, height: 2)
            context.fill(.rect(line.offsetBy(dx: origin.x, dy: origin.y)), color: color)
        }
    }
}
