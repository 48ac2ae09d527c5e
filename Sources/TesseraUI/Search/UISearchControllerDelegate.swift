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
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
