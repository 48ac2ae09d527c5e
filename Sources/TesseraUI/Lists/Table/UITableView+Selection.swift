public import Foundation

extension UITableView {
    /// The selected row, or the first of several.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }

    /// The selected rows in order, or nil when none is selected (as UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects a row without calling the delegate, as UIKit: it joins the selection when
    /// `allowsMultipleSelection`, else replaces it; nil clears the selection. Scrolls the row to
    /// `scrollPosition` (`.none`: no scrolling).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if indexPath == nil || !allowsMultipleSelection {
            for old in selectedIndexPaths where old != indexPath {
                cellForRow(at: old)?.setSelected(false, animated: animated)
            }
            selectedIndexPaths = []
        }
        guard let indexPath else { return }
        selectedIndexPaths.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without calling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    private var selectsByTouch: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    func rowTouchBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        if swipedIndexPath != nil {
            pressedSwipeAction = swipeAction(at: point)
            if pressedSwipeAction == nil { closeSwipe(animated: true) }
            return
        }
        guard selectsByTouch, let indexPath = geometry.indexPath(at: point),
            tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        if let highlighted = touchTracker.begin(at: indexPath) {
            cellForRow(at: highlighted)?.setHighlighted(true, animated: false)
            tableDelegate?.tableView(self, didHighlightRowAt: highlighted)
        }
    }

    func rowTouchEnded(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return rowTouchCancelled() }
        let point = touch.location(in: self)
        if let pressed = pressedSwipeAction {
            pressedSwipeAction = nil
            if swipeAction(at: point) == pressed { performSwipeAction(at: pressed) }
            return
        }
        let tapped = touchTracker.end(at: geometry.indexPath(at: point))
        rowTouchCancelled()
        guard let tapped, selectsByTouch else { return }
        if let cell = cellForRow(at: tapped), let button = cell.detailButtonRect,
            button.contains(cell.convert(point, from: self))
        {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: tapped)
            return
        }
        selectByUser(tapped)
    }

    /// Selects a row as a tap does: a selected row of a multiple-selection table deselects;
    /// `willSelectRowAt` may redirect or refuse; the old selection goes (single selection);
    /// `didSelectRowAt` follows.
    func selectByUser(_ tapped: IndexPath) {
        if allowsMultipleSelection, selectedIndexPaths.contains(tapped) {
            deselectByUser(tapped)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped else { return }
        if !allowsMultipleSelection {
            for old in selectedIndexPaths.sorted() where old != target { deselectByUser(old) }
        }
        guard !selectedIndexPaths.contains(target) else { return }
        selectedIndexPaths.insert(target)
        cellForRow(at: target)?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// Deselects a row as a tap does: `willDeselectRowAt` may redirect or refuse, `didDeselectRowAt` follows.
    private func deselectByUser(_ indexPath: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
            selectedIndexPaths.contains(target)
        else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    func rowTouchCancelled() {
        guard let highlighted = touchTracker.cancel() else { return }
        cellForRow(at: highlighted)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: highlighted)
    }
}
