/// Text a user typed or pasted into a `UITextField` or `UITextView` that did not all fit the
/// control's `maximumLength`: what went in and what was left out, told to the delegate
/// (`textField(_:didTruncateInput:)`, `textView(_:didTruncateInput:)`) after the edit.
///
/// Both texts are cleaned as the control cleans input (line breaks of a single-line field are
/// spaces, control characters are gone); `insertedText + droppedText` is the whole cleaned input.
///
/// For example, offering the rest of a huge paste as an attachment:
/// ```swift
/// func textView(_ textView: UITextView, didTruncateInput truncation: TextInputTruncation) {
///     statusLabel.text = "Only the first \(truncation.maximumLength) characters were pasted"
///     pendingAttachment = truncation.droppedText
/// }
/// ```
public struct TextInputTruncation: Hashable, Sendable {
    /// The control's limit when the input arrived, in Characters.
    public var maximumLength: Int
    /// The start of the input, which is now in the text ("" when there was no room at all).
    public var insertedText: String
    /// The rest of the input, which is not in the text.
    public var droppedText: String

    /// A truncation with these parts; the controls make them.
    public init(maximumLength: Int, insertedText: String, droppedText: String) {
        self.maximumLength = maximumLength
        self.insertedText = insertedText
        self.droppedText = droppedText
    }
}
