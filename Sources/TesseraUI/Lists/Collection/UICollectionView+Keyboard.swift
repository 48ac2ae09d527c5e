public import Foundation

/// A focused collection view moves through its items with the keyboard, in the grid its layout
/// makes: Left/Right to the neighbouring item on the same line (else the previous or next item in
/// order), Up/Down to the nearest item on the line above or below, Home/End to the first and last
/// item; Return or Space selects the focused item as a tap does (the delegate's `shouldSelect` /
/// `didSelect`), and with `selectionFollowsFocus` every move selects. The focus ring surrounds
/// the focused item, which is scrolled into view.
///
/// For example, a photo grid a keyboard user browses:
/// ```swift
/// grid.selectionFollowsFocus = true
/// window.focus(grid)                   // focus rests on the selected or first visible item
/// window.send(.keyDown(.rightArrow))   // the next photo is focused and selected
/// grid.indexPathForFocusedItem         // [0, 1]
/// ```
extension UICollectionView: KeyboardFocusableList {
    /// The item keyboard focus is on while the collection view is focused, or nil.
    public var indexPathForFocusedItem: IndexPath? { isFocused ? keyboardFocusedIndexPath : nil }

    var focusedItemView: UIView? { keyboardFocusedIndexPath.flatMap(cellForItem(at:)) }

    /// Every item, in order.
    private var allIndexPaths: [IndexPath] {
        (0..<numberOfSections).flatMap { section in
            (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
    }

    var hasItems: Bool { (0..<numberOfSections).contains { numberOfItems(inSection: $0) > 0 } }

    /// Focus arrived: it stays on the remembered item if it still exists, else goes to the first
    /// selected item, else the first visible one.
    func didBecomeKeyboardFocused() {
        let items = allIndexPaths
        if let current = keyboardFocusedIndexPath, items.contains(current) { return }
        keyboardFocusedIndexPath = indexPathsForSelectedItems?.first ?? indexPathsForVisibleItems.first ?? items.first
    }

    func handleItemKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard isFocused, modifiers.isEmpty else { return false }
        let items = allIndexPaths
        guard !items.isEmpty else { return false }
        let current = keyboardFocusedIndexPath.flatMap { items.firstIndex(of: $0) }
        let target: IndexPath?
        switch key {
        case .leftArrow, .rightArrow, .upArrow, .downArrow:
            guard let current else {
                target = items[0]
                break
            }
            target = neighbour(of: items[current], toward: key, in: items) ?? items[current]
        case .home: target = items.first
        case .end: target = items.last
        case .returnKey, .space:
            guard let current else { return false }
            selectByUser(items[current])
            return true
        default:
            return false
        }
        guard let target else { return false }
        focusItem(target)
        return true
    }

    /// The item keyboard focus moves to from `indexPath` for an arrow key, or nil at the edge.
    ///
    /// Candidates lie wholly beyond the item's edge in the key's direction; those overlapping its
    /// span across that direction (the same line for Left/Right, the same column for Up/Down) win,
    /// nearest first, then the nearest centre across. Left/Right with no such item go to the
    /// previous or next item in order (the end of the line above, the start of the line below).
    ///
    /// - Complexity: O(n) layout queries for n items.
    private func neighbour(of indexPath: IndexPath, toward key: Key, in items: [IndexPath]) -> IndexPath? {
        guard let from = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let horizontal = key == .leftArrow || key == .rightArrow
        let slack: CGFloat = 0.5
        func isBeyond(_ frame: CGRect) -> Bool {
            switch key {
            case .leftArrow: frame.maxX <= from.minX + slack
            case .rightArrow: frame.minX >= from.maxX - slack
            case .upArrow: frame.maxY <= from.minY + slack
            default: frame.minY >= from.maxY - slack
            }
        }
        func overlaps(_ frame: CGRect) -> Bool {
            horizontal
                ? frame.minY < from.maxY - slack && frame.maxY > from.minY + slack
                : frame.minX < from.maxX - slack && frame.maxX > from.minX + slack
        }
        func distances(_ frame: CGRect) -> (along: CGFloat, across: CGFloat) {
            let dx = abs(frame.midX - from.midX)
            let dy = abs(frame.midY - from.midY)
            return horizontal ? (dx, dy) : (dy, dx)
        }
        let candidates = items.compactMap { item -> (IndexPath, CGRect)? in
            guard item != indexPath, let frame = layoutAttributesForItem(at: item)?.frame, isBeyond(frame) else {
                return nil
            }
            return (item, frame)
        }
        let aligned = candidates.filter { overlaps($0.1) }
        if aligned.isEmpty, horizontal, let index = items.firstIndex(of: indexPath) {
            let next = key == .rightArrow ? index + 1 : index - 1
            return items.indices.contains(next) ? items[next] : nil
        }
        let pool = aligned.isEmpty ? candidates : aligned
        return pool.min { lhs, rhs in
            let a = distances(lhs.1)
            let b = distances(rhs.1)
            return a.along != b.along ? a.along < b.along : a.across < b.across
        }?.0
    }

    /// Moves keyboard focus to `indexPath`, scrolls the least distance that shows it and, with
    /// `selectionFollowsFocus`, selects it as a tap would.
    private func focusItem(_ indexPath: IndexPath) {
        keyboardFocusedIndexPath = indexPath
        scrollToItem(at: indexPath, at: [], animated: false)
        layoutIfNeeded()
        if selectionFollowsFocus, allowsSelection, !selectedIndexPaths.contains(indexPath) { selectByUser(indexPath) }
        setNeedsDisplay()
    }
}
