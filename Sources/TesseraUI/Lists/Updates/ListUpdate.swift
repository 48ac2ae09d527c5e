import Foundation

/// The changes of one batch update of a table or collection view, as UIKit reads a batch:
/// deletions and reloads name rows and sections in the numbering before the update; insertions
/// and move destinations name them in the numbering after it.
///
/// `insertRows`, `deleteRows`, `moveRow`, … (and the section variants) outside
/// `performBatchUpdates` are each a batch of one change.
struct ListUpdate {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    /// Old section → new section.
    var movedSections: [Int: Int] = [:]
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    /// Old index path → new index path.
    var movedItems: [IndexPath: IndexPath] = [:]

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Whether anything moves or changes size (more than reloads in place).
    var changesStructure: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty)
    }

    mutating func moveSection(_ section: Int, to newSection: Int) {
        precondition(movedSections[section] == nil, "attempt to move section \(section) twice in one update")
        movedSections[section] = newSection
    }

    mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        precondition(
            movedItems[indexPath] == nil, "attempt to move index path \(Self.describe(indexPath)) twice in one update")
        movedItems[indexPath] = newIndexPath
    }

    /// `(section, row)` as UIKit prints an index path.
    static func describe(_ indexPath: IndexPath) -> String {
        "(\(indexPath.section)-\(indexPath.row))"
    }
}
