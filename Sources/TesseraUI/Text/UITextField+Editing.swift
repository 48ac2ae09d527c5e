public import Foundation
import TesseraGraphics

extension UITextField {
    // MARK: Keyboard and text

    /// Return: nothing while the text is empty and `enablesReturnKeyAutomatically`; else, when the
    /// delegate's `textFieldShouldReturn` agrees, `editingDidEndOnExit` and
    /// `primaryActionTriggered` are sent and — as UIKit does when something listens for
    /// `editingDidEndOnExit` — the field resigns. Other keys as `handleEditingKey`.
    func handleFieldKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard key == .returnKey else { return handleEditingKey(key, modifiers: modifiers) }
        if enablesReturnKeyAutomatically, editingModel.text.isEmpty { return true }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return true }
        let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if endsEditing { resignFirstResponder() }
        return true
    }

    func caretIndex(movingVerticallyFrom index: Int, lines: Int, goalX: CGFloat) -> Int {
        lines < 0 ? 0 : editingModel.count
    }

    func lineBoundaries(at index: Int) -> (start: Int, end: Int) {
        (0, editingModel.count)
    }

    // MARK: Pointer

    /// A press on the clear button tracks it; anywhere else focuses the field and places the
    /// caret (two clicks: the word, three: everything).
    func handleTouchBegan(_ touches: Set<UITouch>) {
        guard isEnabled, let touch = touches.first else { return }
        let point = touch.location(in: self)
        if isClearButtonShown, clearButtonTouchRect.contains(point) {
            isTrackingClearButton = true
            return
        }
        focusForTouch()
        guard isFirstResponder else { return }  // the delegate may refuse
        beginPointerSelection(at: point, tapCount: touch.tapCount)
    }

    func handleTouchMoved(_ touches: Set<UITouch>) {
        guard isEnabled, !isTrackingClearButton, isFirstResponder, let touch = touches.first else { return }
        extendPointerSelection(to: touch.location(in: self))
    }

    /// Lifting on the clear button clears the text.
    func handleTouchEnded(_ touches: Set<UITouch>) {
        let wasTrackingClearButton = isTrackingClearButton
        isTrackingClearButton = false
        if wasTrackingClearButton, let touch = touches.first, clearButtonTouchRect.contains(touch.location(in: self)) {
            clear()
        }
    }

    /// What the clear button does: asks the delegate (`textFieldShouldClear`), makes the field
    /// first responder (`editingDidBegin` if it was not), then deletes all text as a user edit
    /// (the delegate's `shouldChangeCharactersIn` is asked; `editingChanged` follows).
    public func clear() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { becomeFirstResponder() }
        replaceCharacters(in: 0..<editingModel.count, with: "")
    }

    /// The caret position nearest `point` (bounds coordinates).
    public func characterIndex(at point: CGPoint) -> Int {
        let origin = textOrigin
        return textGeometry.index(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    // MARK: Scrolling

    /// Scrolls the text sideways so the caret stays inside the text rectangle while editing;
    /// shows the start when not editing or when the text fits.
    func scrollCaretToVisible() {
        let available = textRect(forBounds: bounds).width - Self.caretWidth
        let textWidth = textGeometry.size.width
        guard isFirstResponder, textWidth > available, available > 0 else {
            horizontalScrollOffset = 0
            return
        }
        let caretX = textGeometry.caretX(at: editingModel.caret)
        var offset = horizontalScrollOffset
        if caretX - offset > available { offset = caretX - available }
        if caretX - offset < 0 { offset = caretX }
        horizontalScrollOffset = min(max(offset, 0), textWidth - available)
    }
}
