public import Foundation

extension UITableView {
    /// Expands a row, collapsing the one expanded before (one at a time, as Acheron's expandable
    /// table) (Tessera): the cell's `isExpanded` turns on, the row is re-measured (measured rows take the
    /// cell's `sizeThatFits(_:)` when expanded), the delegate hears `didExpandRowAt`, and the row scrolls into view.
    public func expandRow(at indexPath: IndexPath, animated: Bool) {
        layoutIfNeeded()
        guard geometry.contains(indexPath), expandedIndexPath != indexPath else { return }
        if expandedIndexPath != nil { collapseExpandedRow(animated: animated, scrollsIntoView: false) }
        expandedIndexPath = indexPath
        cellForRow(at: indexPath)?.isExpanded = true
        remeasure(indexPath, animated: animated)
        tableDelegate?.tableView(self, didExpandRowAt: indexPath)
        scrollRectToVisible(geometry.rect(for: indexPath), animated: animated)
    }

    /// Collapses the expanded row, if any; `animated: false` collapses silently (no animation).
    public func collapseExpandedRow(animated: Bool) {
        collapseExpandedRow(animated: animated, scrollsIntoView: false)
    }

    /// Expands the row, or collapses it when it is the expanded one.
    public func toggleExpansion(at indexPath: IndexPath, animated: Bool) {
        if expandedIndexPath == indexPath {
            collapseExpandedRow(animated: animated)
        } else {
            expandRow(at: indexPath, animated: animated)
        }
    }

    private func collapseExpandedRow(animated: Bool, scrollsIntoView: Bool) {
        guard let indexPath = expandedIndexPath else { return }
        expandedIndexPath = nil
        cellForRow(at: indexPath)?.isExpanded = false
        if geometry.contains(indexPath) { remeasure(indexPath, animated: animated) }
        tableDelegate?.tableView(self, didCollapseRowAt: indexPath, animated: animated)
    }

    /// Measures the row again and slides the rows below to their new places.
    private func remeasure(_ indexPath: IndexPath, animated: Bool) {
        let oldFrames = visibleCellsByIndexPath.mapValues(\.frame)
        if let cell = cellForRow(at: indexPath) {
            if isSelfSizing(indexPath) {
                cell.layoutIfNeeded()
                measuredHeights[indexPath] = measure(cell)
            }
        } else {
            measuredHeights[indexPath] = nil
        }
        rebuildGeometry(refreshingHeaders: false)
        tileRows()
        guard animated, window != nil else { return }
        for (path, cell) in visibleCellsByIndexPath {
            guard let old = oldFrames[path], old != cell.frame else { continue }
            let target = cell.frame
            UIView.performWithoutAnimation { cell.frame = old }
            UIView.animate(withDuration: 0.3) { cell.frame = target }
        }
    }
}
