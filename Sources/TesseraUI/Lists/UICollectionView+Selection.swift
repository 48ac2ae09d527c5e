public import Foundation

extension UICollectionView {
    /// The selected items, in order.
    public var indexPathsForSelectedItems: [IndexPath] { selectedIndexPaths.sorted() }

    /// Selects an item without calling the delegate, as UIKit: it joins the selection when
    /// `allowsMultipleSelection`, else replaces it; nil clears the selection. Scrolls the item to
    /// `scrollPosition` (`.none`: only if it is off screen).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if indexPath == nil || !allowsMultipleSelection {
            for old in selectedIndexPaths where old != indexPath { cellForItem(at: old)?.isSelected = false }
            selectedIndexPaths = []
        }
        guard let indexPath else { return }
        selectedIndexPaths.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        guard let frame = frameForItem(at: indexPath) else { return }
        if scrollPosition != .none || !bounds.intersects(frame) {
            scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Removes an item from the selection without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    func itemTouchBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, let touch = touches.first else { return }
        if let indexPath = touchTracker.begin(at: geometry.indexPath(at: touch.location(in: self))) {
            cellForItem(at: indexPath)?.isHighlighted = true
        }
    }

    func itemTouchEnded(_ touches: Set<UITouch>) {
        defer { itemTouchCancelled() }
        guard allowsSelection, let touch = touches.first,
            let indexPath = touchTracker.end(at: geometry.indexPath(at: touch.location(in: self)))
        else { return }
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        let previous = allowsMultipleSelection ? [] : selectedIndexPaths.subtracting([indexPath])
        selectItem(at: indexPath, animated: false, scrollPosition: .none)
        for old in previous.sorted() { delegate?.collectionView(self, didDeselectItemAt: old) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func itemTouchCancelled() {
        if let highlighted = touchTracker.cancel() { cellForItem(at: highlighted)?.isHighlighted = false }
    }
}
