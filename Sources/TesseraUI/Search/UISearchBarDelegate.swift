public import Foundation

/// What a search bar asks and tells its delegate (`UISearchBarDelegate`). Every method is optional:
/// the defaults allow everything and do nothing.
///
/// The bar asks `searchBarShouldBeginEditing` before its field takes the focus and
/// `searchBarShouldEndEditing` before it lets the focus go, and
/// `searchBar(_:shouldChangeTextIn:replacementText:)` before every user edit (typing, pasting,
/// deleting, the clear button; the range in UTF-16 units of `text`). It tells
/// `searchBar(_:textDidChange:)` after every user edit (not after `text` is set in code),
/// `searchBarSearchButtonClicked` when Return is pressed, `searchBarCancelButtonClicked` when the
/// Cancel button is tapped (or Escape pressed while it shows) and
/// `searchBar(_:selectedScopeButtonIndexDidChange:)` when the user picks a scope.
///
/// For example:
/// ```swift
/// extension ContactsViewController: UISearchBarDelegate {
///     func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
///         filter(by: searchText)
///     }
///     func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
///         searchBar.resignFirstResponder()
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether the field may take the focus and start editing. Default true.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The field took the focus.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the field may let the focus go. Default true.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The field let the focus go.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text to `searchText`.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether a user edit may replace `range` (UTF-16 offsets of the current text) with `text`
    /// (empty for a deletion). Default true.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Return was pressed in the field (the keyboard's Search button).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user picked the scope at `selectedScope`.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
