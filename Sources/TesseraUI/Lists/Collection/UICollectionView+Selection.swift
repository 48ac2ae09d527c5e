public import Foundation

extension UICollectionView {
    /// The selected items in order, or nil when none is selected (as UIKit).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects an item without calling the delegate, as UIKit: it joins the selection when
    /// `allowsMultipleSelection`, else replaces it; nil clears the selection. Scrolls the item to
    /// `scrollPosition` (empty: no scrolling).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if indexPath == nil || !allowsMultipleSelection {
            for old in selectedIndexPaths where old != indexPath { cellForItem(at: old)?.isSelected = false }
            selectedIndexPaths = []
        }
        guard let indexPath else { return }
        selectedIndexPaths.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Removes an item from the selection without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    func itemTouchBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, let touch = touches.first,
            let indexPath = indexPathForItem(at: touch.location(in: self)),
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        if let highlighted = touchTracker.begin(at: indexPath) {
            cellForItem(at: highlighted)?.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: highlighted)
        }
    }

    func itemTouchEnded(_ touches: Set<UITouch>) {
        let tapped = touches.first.flatMap { touchTracker.end(at: indexPathForItem(at: $0.location(in: self))) }
        itemTouchCancelled()
        guard allowsSelection, let indexPath = tapped else { return }
        selectByUser(indexPath)
    }

    /// Selects `indexPath` as a tap on it does: asks the delegate, deselects the others (or, with
    /// multiple selection, toggles the item) and tells the delegate.
    func selectByUser(_ indexPath: IndexPath) {
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            deselectByUser(indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedIndexPaths.sorted() where old != indexPath { deselectByUser(old) }
        }
        guard !selectedIndexPaths.contains(indexPath) else { return }
        selectedIndexPaths.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func deselectByUser(_ indexPath: IndexPath) {
        guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        deselectItem(at: indexPath, animated: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    func itemTouchCancelled() {
        guard let highlighted = touchTracker.cancel() else { return }
        cellForItem(at: highlighted)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: highlighted)
    }
}
