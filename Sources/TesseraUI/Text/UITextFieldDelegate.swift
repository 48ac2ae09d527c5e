public import Foundation

/// What a text field asks and tells its delegate while it is edited (`UITextFieldDelegate`).
/// Every method is optional: the defaults allow everything and do nothing.
///
/// The field asks `textFieldShouldBeginEditing` when it is asked to become first responder,
/// `textFieldShouldEndEditing` when asked to resign, `textField(_:shouldChangeCharactersIn:
/// replacementString:)` before every user edit (typing, pasting, cutting, deleting, the clear
/// button; `NSRange` in UTF-16 units of `text`), `textFieldShouldClear` before the clear button
/// empties it, and `textFieldShouldReturn` when Return is pressed (false: nothing else happens).
///
/// For example, digits only, and Return moves on to the next field:
/// ```swift
/// final class FormController: UIViewController, UITextFieldDelegate {
///     func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
///                    replacementString string: String) -> Bool {
///         string.allSatisfy(\.isNumber)
///     }
///     func textFieldShouldReturn(_ textField: UITextField) -> Bool {
///         nextField.becomeFirstResponder()
///         return true
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may become first responder and start editing. Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder and editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may resign first responder and end editing. Default true; false keeps the focus.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Editing ended (the field resigned first responder).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether typing, pasting or deleting may replace the characters in `range` (UTF-16 offsets of the
    /// current text) with `string` (empty for a deletion). Default true; false leaves the text as it is.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The selection or caret moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field. Default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The Return key was pressed; return whether the field should process it. Default true. Move the
    /// focus here, e.g. `nextField.becomeFirstResponder()`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Typed or pasted text did not all fit `maximumLength`: `truncation` holds what went in and
    /// what was left out (a Tessera extra). Called after the edit (and its `editingChanged`), or
    /// alone when there was no room at all.
    func textField(_ textField: UITextField, didTruncateInput truncation: TextInputTruncation)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, didTruncateInput truncation: TextInputTruncation) {}
}
