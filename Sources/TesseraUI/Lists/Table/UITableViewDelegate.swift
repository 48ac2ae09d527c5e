public import Foundation
import TesseraGraphics

/// Sizes a table's rows and sections, supplies header and footer views and swipe actions, and
/// hears display, highlight, selection and editing (`UITableViewDelegate`). It is a
/// `UIScrollViewDelegate` too. Every method has a default.
///
/// Selection of a tapped row calls, in order: `shouldHighlightRowAt`, `didHighlightRowAt`,
/// `didUnhighlightRowAt`, `willSelectRowAt` (which may redirect or refuse), `willDeselectRowAt`
/// and `didDeselectRowAt` for the row losing the selection, `didSelectRowAt`. Cells coming on
/// screen get `willDisplay`, cells leaving `didEndDisplaying`.
///
/// For example:
/// ```swift
/// extension BooksViewController: UITableViewDelegate {
///     func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///         tableView.deselectRow(at: indexPath, animated: true)
///         show(books[indexPath.row])
///     }
///     func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
///         -> UISwipeActionsConfiguration? {
///         let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///             self.remove(at: indexPath)
///             done(true)
///         }
///         return UISwipeActionsConfiguration(actions: [delete])
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    // Display
    /// A cell is about to be shown for the row: the last chance to adjust it before it appears.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell left the visible area (or its row was removed); it may now be reused for another row.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The section's header view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// The section's footer view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// The section's header view left the visible area.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// The section's footer view left the visible area.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    // Sizes
    /// A row's height in points, or `UITableView.automaticDimension` to measure the cell. Default
    /// `tableView.rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A measured row's height before it is first shown. Default `tableView.estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// Default `tableView.sectionHeaderHeight`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Default `tableView.sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    // Header and footer views
    /// A view for the section's header (nil, the default: the standard title header, if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view for the section's footer (nil, the default: the standard title footer, if any).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    // Highlight and selection
    /// Whether a touch highlights the row (and may select it). Default true.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row became highlighted (a touch is down on it).
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row lost its highlight (the touch ended, moved away or was cancelled).
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select instead of the tapped one, or nil to select nothing. Default `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row to deselect instead, or nil to keep it selected. Default `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected by the user (not called for `selectRow(at:animated:scrollPosition:)`).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row was deselected by the user (not called for `deselectRow(at:animated:)`).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The info button of a `.detailButton` or `.detailDisclosureButton` accessory was tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // Editing and swipe actions
    /// Default `.delete`.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the standard delete action. Default "Delete".
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Actions revealed by swiping the row towards the leading edge (from the trailing side).
    /// Nil (the default): the standard Delete action when the row can be edited.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    /// Actions revealed by swiping the row towards the trailing edge. Nil (the default): none.
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    /// A swipe opened the row's actions.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's swipe actions closed.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

    // Expansion (Tessera)
    /// Called when a row expands (see `UITableView.expandRow(at:animated:)`).
    func tableView(_ tableView: UITableView, didExpandRowAt indexPath: IndexPath)
    /// Called when the expanded row collapses, `animated` or silently.
    func tableView(_ tableView: UITableView, didCollapseRowAt indexPath: IndexPath, animated: Bool)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { "Delete" }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: UITableView, didExpandRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didCollapseRowAt indexPath: IndexPath, animated: Bool) {}
}
