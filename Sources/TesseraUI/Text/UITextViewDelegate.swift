public import Foundation

/// What a text view asks and tells its delegate while it is edited (`UITextViewDelegate`). Every
/// method is optional: the defaults allow everything and do nothing.
///
/// The view asks `textViewShouldBeginEditing` when it is asked to become first responder (for an
/// editable view), `textViewShouldEndEditing` when asked to resign, and `textView(_:
/// shouldChangeTextIn:replacementText:)` before every user edit (`NSRange` in UTF-16 units of
/// `text`); it tells `textViewDidChange` after every user edit (not after setting `text` in
/// code) and `textViewDidChangeSelection` after the selection moves.
///
/// For example:
/// ```swift
/// final class NotesController: UIViewController, UITextViewDelegate {
///     func textViewDidChange(_ textView: UITextView) { note.body = textView.text }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
    /// Whether the view may become first responder and start editing. Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The view became first responder and editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the view may resign first responder and end editing. Default true; false keeps the focus.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended (the view resigned first responder).
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing, pasting or deleting may replace the characters in `range` (UTF-16 offsets of the
    /// current text) with `text` (empty for a deletion; "\n" for Return). Default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not called when `text` is set in code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Typed or pasted text did not all fit `maximumLength`: `truncation` holds what went in and
    /// what was left out (a Tessera extra). Called after the edit, or alone when there was no room.
    func textView(_ textView: UITextView, didTruncateInput truncation: TextInputTruncation)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        true
    }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, didTruncateInput truncation: TextInputTruncation) {}
}
