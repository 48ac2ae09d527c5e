import Foundation

/// The animation lists run after a batch update (shared by `UITableView` and `UICollectionView`):
/// cells that moved slide from their old frames to their new ones and new cells fade in over
/// 0.3 s; removed cells fade out over 0.25 s and are then handed back.
@MainActor
enum ListUpdateAnimation {
    /// Animates `cells` (on screen, by new index path) from `oldFrames` (by new index path), fades
    /// in the `inserted` ones and fades out `vanishing`, passing each to `removed` when it has gone;
    /// `completion` runs when the cells have arrived. Not `animated`, everything happens at once.
    static func run<Cell: UIView>(
        cells: [IndexPath: Cell], oldFrames: [IndexPath: CGRect], inserted: Set<IndexPath>, vanishing: [Cell],
        animated: Bool, removed: @escaping @MainActor (Cell) -> Void,
        completion: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        guard animated else {
            vanishing.forEach(removed)
            return completion(true)
        }
        var moves: [(Cell, CGRect)] = []
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
            moves.append((cell, target))
        }
        UIView.animate(withDuration: 0.3) {
            for (cell, target) in moves {
                cell.frame = target
                cell.alpha = 1
            }
        } completion: { finished in
            completion(finished)
        }
        for cell in vanishing {
            UIView.animate(withDuration: 0.25) {
                cell.alpha = 0
            } completion: { _ in
                cell.alpha = 1
                removed(cell)
            }
        }
    }
}
