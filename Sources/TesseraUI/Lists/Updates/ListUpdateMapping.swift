import Foundation

/// Where every section and row (or item) of a list goes in one batch update: checked against the
/// counts before and after as UIKit checks them, then used to carry selection, measured sizes and
/// on-screen cells over to the new numbering.
///
/// Sections and rows that are neither deleted, moved nor inserted keep their order and fill the
/// places the inserted and moved ones leave free, as in UIKit.
struct ListUpdateMapping {
    /// What the list calls its elements in messages: "row" (tables) or "item" (collections).
    struct Vocabulary {
        var element: String
        var list: String
        static let table = Vocabulary(element: "row", list: "table view")
        static let collection = Vocabulary(element: "item", list: "collection view")
    }

    /// For each old section, its new index (nil: deleted or reloaded).
    private let newSections: [Int?]
    /// For each old section, for each old row, its new index path (nil: deleted, or in a deleted or
    /// reloaded section).
    private let newRows: [[IndexPath?]]
    /// Old index paths of reloaded rows (they keep their place but get new cells).
    let reloadedIndexPaths: Set<IndexPath>
    /// New index paths showing new content: inserted or reloaded rows, and every row of an inserted
    /// or reloaded section.
    let freshIndexPaths: Set<IndexPath>
    /// New sections that are inserted or reloaded.
    let freshSections: Set<Int>

    /// Checks `update` against the counts and works out where everything goes.
    /// - Precondition: the update is consistent with the counts (UIKit's "Invalid update" rules):
    ///   every deleted, reloaded or moved-from place existed before, every inserted or moved-to place
    ///   exists after, and each section's count after equals its count before plus what came in minus
    ///   what went out.
    /// - Complexity: O(sections + rows) before and after.
    init(_ update: ListUpdate, oldCounts: [Int], newCounts: [Int], vocabulary: Vocabulary = .table) {
        let sectionMap = Self.mapSections(
            update, oldCount: oldCounts.count, newCount: newCounts.count, vocabulary: vocabulary)
        var newSections = sectionMap
        var oldSectionOfNew = [Int?](repeating: nil, count: newCounts.count)
        for (old, new) in sectionMap.enumerated() {
            guard let new else { continue }
            if update.reloadedSections.contains(old) { newSections[old] = nil } else { oldSectionOfNew[new] = old }
        }
        Self.checkItemsExist(update, oldCounts: oldCounts, newCounts: newCounts, vocabulary: vocabulary)

        var freshSections = update.insertedSections
        for old in update.reloadedSections { if let new = sectionMap[old] { freshSections.insert(new) } }

        let insertedBySection = Dictionary(grouping: update.insertedItems, by: \.section)
        let movesBySection = Dictionary(grouping: update.movedItems, by: \.value.section)
        let movedOutBySection = Dictionary(grouping: update.movedItems.keys, by: \.section)
        let deletedBySection = Dictionary(grouping: update.deletedItems, by: \.section)
        var newRows = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var fresh = Set<IndexPath>()

        for (new, count) in newCounts.enumerated() {
            guard let old = oldSectionOfNew[new] else {
                for row in 0..<count { fresh.insert(IndexPath(row: row, section: new)) }
                continue
            }
            let inserted = Set((insertedBySection[new] ?? []).map(\.row))
            let movedIn = movesBySection[new] ?? []
            let movedOut = Set((movedOutBySection[old] ?? []).map(\.row))
            let deleted = Set((deletedBySection[old] ?? []).map(\.row))
            let fixed = inserted.union(movedIn.map(\.value.row))
            let stayers = (0..<oldCounts[old]).filter { !deleted.contains($0) && !movedOut.contains($0) }
            precondition(
                stayers.count + fixed.count == count,
                "Invalid update: invalid number of \(vocabulary.element)s in section \(new). The number of \(vocabulary.element)s "
                    + "contained in an existing section after the update (\(count)) must be equal to the number of "
                    + "\(vocabulary.element)s contained in that section before the update (\(oldCounts[old])), plus or minus the "
                    + "number of \(vocabulary.element)s inserted or deleted from that section (\(inserted.count) inserted, "
                    + "\(deleted.count) deleted) and plus or minus the number of \(vocabulary.element)s moved into or out of that "
                    + "section (\(movedIn.count) moved in, \(movedOut.count) moved out).")
            var slot = 0
            for row in stayers {
                while fixed.contains(slot) { slot += 1 }
                let target = IndexPath(row: slot, section: new)
                if update.reloadedItems.contains(IndexPath(row: row, section: old)) { fresh.insert(target) }
                newRows[old][row] = target
                slot += 1
            }
            for row in inserted { fresh.insert(IndexPath(row: row, section: new)) }
        }
        for (from, to) in update.movedItems {
            precondition(
                newSections[from.section] != nil,
                "attempt to move \(vocabulary.element) \(ListUpdate.describe(from)) out of a section that is deleted or reloaded"
            )
            precondition(
                oldSectionOfNew[to.section] != nil,
                "attempt to move \(vocabulary.element) to \(ListUpdate.describe(to)) in a section that is inserted or reloaded"
            )
            newRows[from.section][from.row] = to
        }
        self.newSections = newSections
        self.newRows = newRows
        reloadedIndexPaths = update.reloadedItems
        self.freshIndexPaths = fresh
        self.freshSections = freshSections
    }

    /// The new index of an old section, or nil when it was deleted or reloaded (or never existed).
    func newSection(for old: Int) -> Int? {
        newSections.indices.contains(old) ? newSections[old] : nil
    }

    /// The new index path of the row (or item) at `old` (a reloaded one included), or nil when it
    /// was deleted or its section deleted or reloaded (or it never existed).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard newRows.indices.contains(old.section), newRows[old.section].indices.contains(old.row) else { return nil }
        return newRows[old.section][old.row]
    }

    // MARK: Checks

    /// Old section → new section (nil when deleted); reloaded sections keep their place.
    private static func mapSections(_ update: ListUpdate, oldCount: Int, newCount: Int, vocabulary: Vocabulary)
        -> [Int?]
    {
        for section in update.deletedSections.union(update.reloadedSections).union(update.movedSections.keys) {
            precondition(
                (0..<oldCount).contains(section),
                "attempt to delete, reload or move section \(section), but there are only \(oldCount) sections before the update"
            )
        }
        for section in update.insertedSections.union(update.movedSections.values) {
            precondition(
                (0..<newCount).contains(section),
                "attempt to insert section \(section) but there are only \(newCount) sections after the update")
        }
        precondition(
            update.deletedSections.isDisjoint(with: update.movedSections.keys)
                && update.reloadedSections.isDisjoint(with: update.movedSections.keys)
                && update.deletedSections.isDisjoint(with: update.reloadedSections),
            "attempt to delete, reload or move the same section twice in one update")
        let targets = Set(update.movedSections.values)
        precondition(
            targets.count == update.movedSections.count && targets.isDisjoint(with: update.insertedSections),
            "attempt to insert or move two sections to the same place")
        let stayers = (0..<oldCount).filter { !update.deletedSections.contains($0) && update.movedSections[$0] == nil }
        let fixed = update.insertedSections.union(targets)
        precondition(
            stayers.count + fixed.count == newCount,
            "Invalid update: invalid number of sections. The number of sections contained in the \(vocabulary.list) after the "
                + "update (\(newCount)) must be equal to the number of sections contained in the \(vocabulary.list) before the "
                + "update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(update.insertedSections.count) "
                + "inserted, \(update.deletedSections.count) deleted).")
        var map = [Int?](repeating: nil, count: oldCount)
        var slot = 0
        for section in stayers {
            while fixed.contains(slot) { slot += 1 }
            map[section] = slot
            slot += 1
        }
        for (from, to) in update.movedSections { map[from] = to }
        return map
    }

    private static func checkItemsExist(
        _ update: ListUpdate, oldCounts: [Int], newCounts: [Int], vocabulary: Vocabulary
    ) {
        let element = vocabulary.element
        for path in update.deletedItems.union(update.reloadedItems).union(update.movedItems.keys) {
            let count = oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0
            precondition(
                (0..<count).contains(path.row),
                "attempt to delete, reload or move \(element) \(path.row) from section \(path.section) which only contains \(count) \(element)s before the update"
            )
        }
        for path in update.insertedItems.union(update.movedItems.values) {
            let count = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
            precondition(
                (0..<count).contains(path.row),
                "attempt to insert \(element) \(path.row) into section \(path.section), but there are only \(count) \(element)s in section \(path.section) after the update"
            )
        }
        precondition(
            update.deletedItems.isDisjoint(with: update.movedItems.keys)
                && update.reloadedItems.isDisjoint(with: update.movedItems.keys)
                && update.deletedItems.isDisjoint(with: update.reloadedItems),
            "attempt to delete, reload or move the same \(element) twice in one update")
        let targets = Set(update.movedItems.values)
        precondition(
            targets.count == update.movedItems.count && targets.isDisjoint(with: update.insertedItems),
            "attempt to insert or move two \(element)s to the same index path")
    }
}
