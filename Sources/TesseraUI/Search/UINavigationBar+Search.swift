import Foundation
import TesseraGraphics

/// The search bar of the item's search controller (`UINavigationItem.searchController`), under the
/// title row: the bar is as tall as both, and the navigation controller lays the screen out below.
/// While the search is active with `hidesNavigationBarDuringPresentation`, the title row slides
/// up out of view and the search bar sits at the top.
extension UINavigationBar {
    /// Whether the title row is hidden by an active search.
    var isTitleRowCollapsed: Bool {
        guard let controller = item?.searchController else { return false }
        return controller.isActive && controller.hidesNavigationBarDuringPresentation
    }

    /// The search bar's height, 0 without one.
    var searchBandHeight: CGFloat { shownSearchBar?.barHeight ?? 0 }

    /// The content's height: the title row (unless collapsed) and the search bar.
    var preferredContentHeight: CGFloat { (isTitleRowCollapsed ? 0 : Self.contentHeight) + searchBandHeight }

    /// Shows `controller`'s search bar (nil: none), taking it from wherever it was.
    func showSearchBar(of controller: UISearchController?) {
        let searchBar = controller?.searchBar
        guard searchBar !== shownSearchBar else { return }
        if let old = shownSearchBar, old.superview === self {
            old.removeFromSuperview()
            old.isInNavigationBar = false
        }
        shownSearchBar = searchBar
        if let searchBar {
            searchBar.isInNavigationBar = true
            addSubview(searchBar)
        }
        searchBarHeightDidChange()
    }

    /// The search bar's height or the title row changed: the bar and the navigation controller
    /// showing it lay out again, sliding when `animated` and in a window.
    func searchBarHeightDidChange(animated: Bool = false) {
        setNeedsLayout()
        guard let container = superview else { return }
        container.setNeedsLayout()
        guard animated, window != nil else { return }
        UIView.animate(withDuration: UINavigationController.hideShowBarDuration) { container.layoutIfNeeded() }
    }
}
