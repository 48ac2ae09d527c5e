public import Foundation

extension UICollectionView {
    /// Inserts items the data source now has: the other items slide to their new places and the
    /// new ones fade in (0.3 s on the window's clock; at once outside a window or inside
    /// `UIView.performWithoutAnimation`).
    /// - Precondition: the data source's counts already include the new items.
    public func insertItems(at indexPaths: [IndexPath]) {
        applyItemChanges(inserted: Set(indexPaths), deleted: [])
    }

    /// Deletes items the data source no longer has: their cells fade out and the others slide to
    /// their new places.
    /// - Precondition: the data source's counts already exclude the deleted items.
    public func deleteItems(at indexPaths: [IndexPath]) {
        applyItemChanges(inserted: [], deleted: Set(indexPaths))
    }

    /// Asks the data source for new cells (and, self-sizing, new sizes) for these items.
    public func reloadItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            measuredSizes[indexPath] = nil
            if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) { cellPool.enqueue(cell) }
        }
        rebuildGeometry()
        tileItems()
    }

    /// Moves selection, measured sizes and on-screen cells to their new index paths, lays out again,
    /// then animates cells from their old frames.
    private func applyItemChanges(inserted: Set<IndexPath>, deleted: Set<IndexPath>) {
        let remapping = IndexPathRemapping(inserted: inserted, deleted: deleted)
        var moved: [IndexPath: UICollectionViewCell] = [:]
        var oldFrames: [IndexPath: CGRect] = [:]
        var vanishing: [UICollectionViewCell] = []
        for (path, cell) in visibleCellsByIndexPath {
            if let newPath = remapping.newIndexPath(for: path) {
                moved[newPath] = cell
                oldFrames[newPath] = cell.frame
            } else {
                vanishing.append(cell)
            }
        }
        visibleCellsByIndexPath = moved
        var sizes: [IndexPath: CGSize] = [:]
        for (path, size) in measuredSizes {
            if let newPath = remapping.newIndexPath(for: path) { sizes[newPath] = size }
        }
        measuredSizes = sizes
        selectedIndexPaths = Set(selectedIndexPaths.compactMap(remapping.newIndexPath(for:)))

        rebuildGeometry()
        tileItems()
        ListUpdateAnimation.run(
            cells: visibleCellsByIndexPath, oldFrames: oldFrames, inserted: inserted, vanishing: vanishing,
            animated: window != nil
        ) { [weak self] cell in
            self?.cellPool.enqueue(cell)
        }
    }
}
