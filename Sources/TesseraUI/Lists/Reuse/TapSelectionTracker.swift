import Foundation

/// Selection by touch as lists do it (shared by `UITableView` and `UICollectionView`): the row or item
/// under the finger highlights when the touch begins, and is selected when the touch ends over the
/// same one. A drag that scrolls cancels the touch, so nothing is selected.
struct TapSelectionTracker {
    /// The row or item the touch began on, highlighted while the touch lasts.
    private(set) var highlighted: IndexPath?

    /// Starts a touch over `indexPath` (nil over empty space); returns the path to highlight.
    mutating func begin(at indexPath: IndexPath?) -> IndexPath? {
        highlighted = indexPath
        return indexPath
    }

    /// Ends the touch over `indexPath`; returns the path to select, if the touch ended where it began.
    /// The caller still clears the highlight with `cancel()`.
    func end(at indexPath: IndexPath?) -> IndexPath? {
        guard let highlighted, indexPath == highlighted else { return nil }
        return highlighted
    }

    /// Forgets the touch; returns the path whose highlight to clear.
    mutating func cancel() -> IndexPath? {
        defer { highlighted = nil }
        return highlighted
    }
}
