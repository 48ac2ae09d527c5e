public import Foundation

/// A responder that shows an input method's pre-edit text (UIKit's `UITextInput` marked text):
/// `UITextField` and `UITextView`. The window hands it `InputEvent.markedText` while it is first
/// responder; hosts read `caretRect` to place the input method's candidate window.
///
/// Positions are `Character` offsets. Main actor only.
///
/// For example, a pinyin input method typing 你好:
/// ```swift
/// window.send(.markedText("ni", selectedRange: 2..<2))
/// window.send(.markedText("nih", selectedRange: 3..<3))
/// field.markedTextRange      // 0..<3 in an empty field; field.text is still ""
/// window.send(.text("你好"))  // commits: field.text == "你好", one editingChanged
/// ```
@preconcurrency @MainActor
public protocol MarkedTextInput: AnyObject {
    /// Where the pre-edit text shows, in Characters of the displayed text (`text` with the
    /// selection replaced by the pre-edit string); nil when nothing is being composed.
    var markedTextRange: Range<Int>? { get }
    /// Shows `markedText` in place of the selection, underlined, with the input method's cursor or
    /// selection at `selectedRange` (Characters within `markedText`, clamped). An empty string
    /// removes it. `text` does not change and no event is sent. Ignored unless the view is first
    /// responder and editable (and, for a field, not secure entry).
    func setMarkedText(_ markedText: String, selectedRange: Range<Int>)
    /// Commits the pre-edit text as if typed (`editingChanged` once if it changes the text).
    func unmarkText()
    /// The caret in the view's bounds coordinates, in points — inside the pre-edit text while
    /// composing.
    var caretRect: CGRect { get }
}
