import Foundation

/// Where rows (or items) go when some are deleted and others inserted in one update, as UIKit
/// reads a batch: `deleted` paths are in the old numbering, `inserted` paths in the new one.
///
/// Shared by `UITableView` and `UICollectionView` to carry selection, measured sizes and on-screen
/// cells over to the new numbering.
struct IndexPathRemapping {
    /// Deleted rows per section, ascending (old numbering).
    private let deletedRows: [Int: [Int]]
    /// Inserted rows per section, ascending (new numbering).
    private let insertedRows: [Int: [Int]]

    init(inserted: Set<IndexPath>, deleted: Set<IndexPath>) {
        deletedRows = Dictionary(grouping: deleted, by: \.section).mapValues { $0.map(\.row).sorted() }
        insertedRows = Dictionary(grouping: inserted, by: \.section).mapValues { $0.map(\.row).sorted() }
    }

    /// The new index path of the row at `old`, or nil when it was deleted.
    /// - Complexity: O(log d + i) for d deletions and i insertions in the row's section.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        var row = old.row
        if let deleted = deletedRows[old.section] {
            let before = Self.countLess(than: row, in: deleted)
            if before < deleted.count, deleted[before] == row { return nil }
            row -= before
        }
        // Each insertion at or before the row's current place pushes it one further.
        for insertion in insertedRows[old.section] ?? [] where insertion <= row { row += 1 }
        return IndexPath(row: row, section: old.section)
    }

    /// How many of the ascending `values` are less than `value` (binary search).
    private static func countLess(than value: Int, in values: [Int]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
