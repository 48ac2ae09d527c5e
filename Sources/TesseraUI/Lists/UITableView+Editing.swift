public import Foundation

extension UITableView {
    /// How rows appear or go.
    public enum RowAnimation: Hashable, Sendable {
        /// Fade in or out while the other rows slide.
        case fade
        case automatic
        /// No animation: rows jump to their new places.
        case none
    }

    /// Inserts rows the data source now has. The rows after them slide down; new rows fade in.
    /// - Precondition: the data source's counts already include the new rows.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyRowChanges(inserted: Set(indexPaths), deleted: [], animation: animation)
    }

    /// Deletes rows the data source no longer has. Their cells fade out; later rows slide up.
    /// - Precondition: the data source's counts already exclude the deleted rows.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyRowChanges(inserted: [], deleted: Set(indexPaths), animation: animation)
    }

    /// Asks the data source for new cells (and heights) for these rows.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for indexPath in indexPaths {
            measuredHeights[indexPath] = nil
            if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) { recycle(cell) }
        }
        let offset = contentOffset
        rebuildGeometry()
        bounds.origin = clampedOffset(offset)
        tileRows()
    }

    /// Moves rows and state (selection, measured heights, visible cells) to their new index paths,
    /// then animates cells from their old frames to their new ones.
    private func applyRowChanges(inserted: Set<IndexPath>, deleted: Set<IndexPath>, animation: RowAnimation) {
        closeSwipe(animated: false)
        let oldFrames = visibleCellsByIndexPath.mapValues(\.frame)
        let remapping = IndexPathRemapping(inserted: inserted, deleted: deleted)
        let newPath = remapping.newIndexPath(for:)
        var movedCells: [IndexPath: UITableViewCell] = [:]
        var vanishing: [UITableViewCell] = []
        for (path, cell) in visibleCellsByIndexPath {
            if let moved = newPath(path) { movedCells[moved] = cell } else { vanishing.append(cell) }
        }
        visibleCellsByIndexPath = movedCells
        measuredHeights = Dictionary(measuredHeights.compactMap { path, height in newPath(path).map { ($0, height) } }, uniquingKeysWith: { a, _ in a })
        selectedIndexPaths = Set(selectedIndexPaths.compactMap(newPath))
        expandedIndexPath = expandedIndexPath.flatMap(newPath)

        let offset = contentOffset
        rebuildGeometry()
        bounds.origin = clampedOffset(offset)
        let oldFramesByNewPath = Dictionary(oldFrames.compactMap { path, frame in newPath(path).map { ($0, frame) } }, uniquingKeysWith: { a, _ in a })
        tileRows()

        ListUpdateAnimation.run(
            cells: visibleCellsByIndexPath, oldFrames: oldFramesByNewPath, inserted: inserted, vanishing: vanishing,
            animated: animation != .none && window != nil
        ) { [weak self] cell in
            self?.recycle(cell)
        }
    }
}
