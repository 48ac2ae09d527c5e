public import Foundation

/// A focused table moves through its rows with the keyboard, as a desktop list does: Up/Down a row,
/// Page Up/Down a screenful, Home/End to the first and last row; Return or Space selects the
/// focused row as a tap does (the delegate's `willSelectRowAt`/`didSelectRowAt`); Delete or
/// Backspace runs the row's destructive trailing swipe action (the standard Delete of an editable
/// row, or the delegate's). The focus ring surrounds the focused row.
extension UITableView: KeyboardFocusableList {
    /// The row keyboard focus is on while the table is focused, or nil.
    public var indexPathForFocusedRow: IndexPath? { isFocused ? keyboardFocusedIndexPath : nil }

    var focusedItemView: UIView? { keyboardFocusedIndexPath.flatMap(cellForRow(at:)) }

    /// Every row, in order.
    private var allIndexPaths: [IndexPath] {
        (0..<numberOfSections).flatMap { section in
            (0..<numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
        }
    }

    var hasRows: Bool { (0..<numberOfSections).contains { numberOfRows(inSection: $0) > 0 } }

    /// Focus arrived: it goes to the remembered row if it still exists, else the selected row, else
    /// the first visible row.
    func didBecomeKeyboardFocused() {
        let rows = allIndexPaths
        if let current = keyboardFocusedIndexPath, rows.contains(current) { return }
        keyboardFocusedIndexPath = indexPathForSelectedRow ?? indexPathsForVisibleRows?.first ?? rows.first
    }

    func handleListKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard isFocused, modifiers.isEmpty else { return false }
        let rows = allIndexPaths
        guard !rows.isEmpty else { return false }
        let current = keyboardFocusedIndexPath.flatMap { rows.firstIndex(of: $0) }
        let page = max(UIScrollView.keyboardLineScroll, bounds.height - adjustedContentInset.vertical)
        let target: Int
        switch key {
        case .downArrow: target = current.map { min($0 + 1, rows.count - 1) } ?? 0
        case .upArrow: target = current.map { max($0 - 1, 0) } ?? 0
        case .home: target = 0
        case .end: target = rows.count - 1
        case .pageDown:
            let limit = current.map { rectForRow(at: rows[$0]).minY + page } ?? page
            target = max(current ?? 0, rows.lastIndex { rectForRow(at: $0).minY < limit } ?? rows.count - 1)
        case .pageUp:
            let limit = current.map { rectForRow(at: rows[$0]).maxY - page } ?? 0
            target = min(current ?? 0, rows.firstIndex { rectForRow(at: $0).maxY > limit } ?? 0)
        case .returnKey, .space:
            guard let current else { return false }
            selectByUser(rows[current])
            return true
        case .backspace, .deleteForward:
            guard let current else { return false }
            return performDestructiveAction(forRowAt: rows[current])
        default:
            return false
        }
        focusRow(rows[target])
        return true
    }

    /// Moves keyboard focus to `indexPath` and scrolls the least distance that shows it.
    private func focusRow(_ indexPath: IndexPath) {
        keyboardFocusedIndexPath = indexPath
        scrollRectToVisible(rectForRow(at: indexPath), animated: false)
        layoutIfNeeded()
        setNeedsDisplay()
    }

    private func performDestructiveAction(forRowAt indexPath: IndexPath) -> Bool {
        guard
            let action = swipeConfiguration(for: indexPath, edge: .trailing)?.actions.first(where: {
                $0.style == .destructive
            })
        else { return false }
        action.handler(action, cellForRow(at: indexPath) ?? self) { _ in }
        return true
    }
}
