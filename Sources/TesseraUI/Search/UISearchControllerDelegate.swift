/// Updates what a search shows (`UISearchResultsUpdating`): the search controller calls
/// `updateSearchResults(for:)` when the search becomes active, after every change the user makes
/// to the text, and when the search ends (with the text cleared).
///
/// ```swift
/// func updateSearchResults(for searchController: UISearchController) {
///     let text = searchController.searchBar.text ?? ""
///     shown = text.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(text) }
///     tableView.reloadData()
/// }
/// ```
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Read `searchController.searchBar.text` and show what matches it.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate as the search starts and ends
/// (`UISearchControllerDelegate`). Every method is optional.
///
/// Starting: `willPresentSearchController`, then (the search bar focused, the results updated)
/// `didPresentSearchController`. Ending: `willDismissSearchController`, then (the text cleared, the
/// field resigned, the results updated) `didDismissSearchController`.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to start (`isActive` still false).
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search started: the field has the focus and the results were updated.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end (`isActive` still true, the text not yet cleared).
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended: the text is cleared and the results were updated.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
