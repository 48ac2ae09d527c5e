public import TesseraUI

extension UIDriver {
    /// Types `text` into `view` (a `UITextField`, `UITextView` or any view that takes text): when the
    /// view is not first responder, taps it to focus it and moves the caret to the end of its
    /// text (Command+End); then sends one `.text` event per Character, as a keyboard does. A line
    /// break ("\n", "\r" or "\r\n") is a press of Return, as on a hardware keyboard: a text
    /// field asks its delegate's `textFieldShouldReturn`, a text view starts a new line.
    ///
    /// ```swift
    /// try driver.type("Ada", into: .text("First name"))   // the field's placeholder
    /// try driver.pressKey(.returnKey)                      // or: type("Ada\n", into: …)
    /// ```
    /// - Throws: as `tap(_:)`; `.notFocusable` when the tap does not make it first responder
    ///   (disabled, or not a text view).
    public func type(_ text: String, into view: UIView) throws(UIDriverError) {
        try focus(view)
        sendKeystrokes(for: text)
        try finishAction()
    }

    /// Types `text` into the one view matching `query`.
    /// - Throws: `.noMatch`, `.ambiguous`, and what `type(_:into:)` for a view throws.
    public func type(_ text: String, into query: ViewQuery) throws(UIDriverError) {
        try type(text, into: find(query))
    }

    /// Types `text` into the current first responder (nothing happens without one); a line break
    /// is a press of Return, as in `type(_:into:)`.
    /// - Throws: `.timedOut` only if the window does not settle afterwards.
    public func type(_ text: String) throws(UIDriverError) {
        sendKeystrokes(for: text)
        try finishAction()
    }

    /// Presses and releases `key` with `modifiers` (keyDown, keyUp): Return asks a field's
    /// delegate and ends editing where something listens for `editingDidEndOnExit`, Tab moves
    /// focus, Escape resigns it.
    /// - Throws: `.timedOut` only if the window does not settle afterwards.
    public func pressKey(_ key: Key, modifiers: KeyModifiers = []) throws(UIDriverError) {
        send(.keyDown(key, modifiers: modifiers))
        send(.keyUp(key, modifiers: modifiers))
        try finishAction()
    }

    /// Deletes all text in `view`: focuses it as `type(_:into:)` does, selects everything
    /// (UIControl+A), and presses Backspace.
    /// - Throws: as `type(_:into:)`.
    public func clearText(in view: UIView) throws(UIDriverError) {
        try focus(view)
        send(.keyDown(.character("a"), modifiers: .control))
        send(.keyUp(.character("a"), modifiers: .control))
        send(.keyDown(.backspace))
        send(.keyUp(.backspace))
        try finishAction()
    }

    /// Deletes all text in the one view matching `query`.
    /// - Throws: `.noMatch`, `.ambiguous`, and what `clearText(in:)` for a view throws.
    public func clearText(in query: ViewQuery) throws(UIDriverError) {
        try clearText(in: find(query))
    }

    /// One `.text` event per Character, and keyDown and keyUp of Return for each line break.
    func sendKeystrokes(for text: String) {
        for character in text {
            if character == "\n" || character == "\r" || character == "\r\n" {
                send(.keyDown(.returnKey))
                send(.keyUp(.returnKey))
            } else {
                send(.text(String(character)))
            }
        }
    }

    /// Makes `view` first responder by tapping it (caret then at the end), unless it already is.
    func focus(_ view: UIView) throws(UIDriverError) {
        guard !view.isFirstResponder else { return }
        let point = try touchPoint(for: view)
        press(at: point, holding: Self.frameDuration)
        guard view.isFirstResponder else { throw .notFocusable(path: path(of: view)) }
        send(.keyDown(.end, modifiers: .command))
        send(.keyUp(.end, modifiers: .command))
    }
}
