public import Foundation

/// The shape of the pointer over a place in a window, as a desktop shows it.
public enum PointerCursor: Hashable, Sendable {
    /// The default arrow.
    case arrow
    /// The text cursor, over text that can be edited or selected.
    case iBeam
    /// The pointing hand, over enabled controls and rows that can be selected.
    case pointingHand
}

/// The pointer on a desktop: its cursor shape, and X11's middle-click paste.
extension UIWindow {
    /// The cursor a desktop shows over `location` (window points): an I-beam over an enabled text
    /// field or an editable or selectable text view, a pointing hand over an enabled control or a
    /// row of a table that allows selection, else the arrow.
    public func cursor(at location: CGPoint) -> PointerCursor {
        layoutIfNeeded()
        var current = hitTest(location, with: nil)
        while let view = current {
            if let field = view as? UITextField { return field.isEnabled ? .iBeam : .arrow }
            if let text = view as? UITextView {
                return text.isEnabled && (text.isEditable || text.isSelectable) ? .iBeam : .arrow
            }
            if let control = view as? UIControl { return control.isEnabled ? .pointingHand : .arrow }
            if view is UITableViewCell, let table = view.superview as? UITableView, table.allowsSelection {
                return .pointingHand
            }
            current = view.superview
        }
        return .arrow
    }

    /// X11's middle-click paste: pastes `primarySelection` at `location` (see
    /// `pastePrimarySelection(_:at:)`). False, and nothing happens, when it holds no text.
    @discardableResult
    public func pastePrimarySelection(at location: CGPoint) -> Bool {
        guard let text = primarySelection.string else { return false }
        return pastePrimarySelection(text, at: location)
    }

    /// X11's middle-click paste of the primary selection: when an editable text view is under
    /// `location`, clicks there (focusing it and placing the caret) and inserts `text`. False, and
    /// nothing happens, anywhere else.
    @discardableResult
    public func pastePrimarySelection(_ text: String, at location: CGPoint) -> Bool {
        guard !text.isEmpty, cursor(at: location) == .iBeam else { return false }
        send(.pointerDown(location))
        send(.pointerUp(location))
        return firstResponder?.insertText(text) ?? false
    }
}
