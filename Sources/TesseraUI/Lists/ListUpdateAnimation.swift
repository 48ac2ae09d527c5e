import Foundation

/// The animation lists run after inserting or deleting rows or items (shared by `UITableView` and
/// `UICollectionView`): cells that moved slide from their old frames to their new ones and inserted
/// cells fade in over 0.3 s; removed cells fade out over 0.25 s and are then handed back.
@MainActor
enum ListUpdateAnimation {
    /// Animates `cells` (on screen, by new index path) from `oldFrames` (by new index path),
    /// fades in the `inserted` ones and fades out `vanishing`, passing each to `removed` when it
    /// has gone. Not `animated` (or outside a window), `vanishing` are removed at once.
    static func run<Cell: UIView>(
        cells: [IndexPath: Cell], oldFrames: [IndexPath: CGRect], inserted: Set<IndexPath>, vanishing: [Cell],
        animated: Bool, removed: @escaping @MainActor (Cell) -> Void
    ) {
        guard animated else {
            vanishing.forEach(removed)
            return
        }
        for (path, cell) in cells {
            let target = cell.frame
            if let old = oldFrames[path] {
                guard old != target else { continue }
                UIView.performWithoutAnimation { cell.frame = old }
            } else if inserted.contains(path) {
                UIView.performWithoutAnimation { cell.alpha = 0 }
            } else {
                continue
            }
            UIView.animate(withDuration: 0.3) {
                cell.frame = target
                cell.alpha = 1
            }
        }
        for cell in vanishing {
            UIView.animate(withDuration: 0.25) { cell.alpha = 0 } completion: { _ in
                cell.alpha = 1
                removed(cell)
            }
        }
    }
}
