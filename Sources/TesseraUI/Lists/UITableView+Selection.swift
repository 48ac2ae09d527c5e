public import Foundation

extension UITableView {
    /// The selected row, or the first of several.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }
    public var indexPathsForSelectedRows: [IndexPath] { selectedIndexPaths.sorted() }

    /// Selects a row (deselecting the previous one) without calling the delegate, as UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        for old in selectedIndexPaths where old != indexPath { cellForRow(at: old)?.isSelected = false }
        selectedIndexPaths = indexPath.map { [$0] } ?? []
        guard let indexPath else { return }
        cellForRow(at: indexPath)?.isSelected = true
        if scrollPosition != .none || !bounds.intersects(rectForRow(at: indexPath)) {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        cellForRow(at: indexPath)?.isSelected = false
    }

    func rowTouchBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, let touch = touches.first else { return }
        if swipedIndexPath != nil {
            closeSwipe(animated: true)
            return
        }
        if let indexPath = touchTracker.begin(at: geometry.indexPath(at: touch.location(in: self))) {
            cellForRow(at: indexPath)?.isHighlighted = true
        }
    }

    func rowTouchEnded(_ touches: Set<UITouch>) {
        defer { rowTouchCancelled() }
        guard allowsSelection, let touch = touches.first,
            let start = touchTracker.end(at: geometry.indexPath(at: touch.location(in: self)))
        else { return }
        let previous = selectedIndexPaths
        selectRow(at: start, animated: false, scrollPosition: .none)
        for old in previous.sorted() where old != start { delegate?.tableView(self, didDeselectRowAt: old) }
        delegate?.tableView(self, didSelectRowAt: start)
    }

    func rowTouchCancelled() {
        if let highlighted = touchTracker.cancel() { cellForRow(at: highlighted)?.isHighlighted = false }
    }
}
