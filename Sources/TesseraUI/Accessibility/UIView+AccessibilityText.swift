package import Foundation

/// The text of a label, text field or text view as assistive technologies read and edit it, for
/// bridges (TesseraDesktop). Offsets are in `Character`s of `text`.
package struct AccessibilityText: Hashable, Sendable {
    /// What is shown: a secure field's text is one "•" per Character.
    package var text: String
    /// The selection (an empty range is the caret); nil for text that cannot be selected (labels).
    package var selection: Range<Int>?
    /// Whether the user can type into it now.
    package var isEditable: Bool
    /// True for text views, false for fields and single-line labels.
    package var isMultiline: Bool
    /// True for secure entry.
    package var isSecure: Bool
}

extension UIView {
    /// The view's text for assistive technologies: `UILabel`, `UITextField` and `UITextView` have
    /// one; other views nil.
    package var accessibilityText: AccessibilityText? {
        switch self {
        case let field as UITextField:
            AccessibilityText(
                text: field.displayedText, selection: field.selectedCharacterRange, isEditable: field.acceptsEdits,
                isMultiline: false, isSecure: field.isSecureTextEntry)
        case let view as UITextView:
            AccessibilityText(
                text: view.text, selection: view.selectedCharacterRange, isEditable: view.acceptsEdits,
                isMultiline: true, isSecure: false)
        case let label as UILabel:
            AccessibilityText(
                text: label.text ?? "", selection: nil, isEditable: false, isMultiline: label.numberOfLines != 1,
                isSecure: false)
        default:
            nil
        }
    }

    /// Selects `range` (clamped) in a text field or text view; false for other views.
    @discardableResult
    package func accessibilitySelectText(_ range: Range<Int>) -> Bool {
        switch self {
        case let field as UITextField: field.selectedCharacterRange = range
        case let view as UITextView: view.selectedCharacterRange = range
        default: return false
        }
        return true
    }

    /// Replaces `range` (clamped) of a text field's or text view's text with `replacement` as the
    /// user's typing would — length limit, `shouldChangeText`, `.editingChanged` — leaving the caret
    /// after it. Returns whether the text changed; false for other views or a refused edit.
    @discardableResult
    package func accessibilityReplaceText(_ range: Range<Int>, with replacement: String) -> Bool {
        guard let control = self as? any TextEditingControl else { return false }
        let count = control.editingModel.count
        let clamped = min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, 0), count)
        return control.replaceCharacters(in: clamped, with: replacement)
    }

    /// The rectangles (window coordinates) the Characters of `range` cover in a text field or text
    /// view, one per line; nil for other views.
    package func accessibilityTextRects(for range: Range<Int>) -> [CGRect]? {
        let origin: CGPoint
        let geometry: TextGeometry
        switch self {
        case let field as UITextField: (origin, geometry) = (field.textOrigin, field.textGeometry)
        case let view as UITextView: (origin, geometry) = (view.textOrigin, view.textGeometry)
        default: return nil
        }
        let clamped = min(max(range.lowerBound, 0), geometry.count)..<min(max(range.upperBound, 0), geometry.count)
        let rects =
            clamped.isEmpty
            ? [geometry.caretRect(at: clamped.lowerBound, width: 1)] : geometry.selectionRects(for: clamped)
        return rects.map { convert($0.offsetBy(dx: origin.x, dy: origin.y), to: nil) }
    }
}
