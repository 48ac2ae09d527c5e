import Foundation

/// What turns one snapshot into another, as a batch update: sections and items deleted (old
/// numbering), inserted (new numbering) and moved, plus the reloads and reconfigures the new
/// snapshot asks for.
///
/// Moves are as few as possible: of the sections (or the items of one section) present in both,
/// the longest run that keeps its relative order stays and the rest move. An item whose section is
/// deleted or inserted is not moved but deleted or inserted with its section.
struct SnapshotDifference {
    var update = ListUpdate()
    /// Items to configure again in place, by new index path.
    var reconfiguredItems: [IndexPath] = []

    /// - Complexity: O(n log n) in the number of sections and items.
    init<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        let sections = Self.diff(old.sectionIdentifiers, new.sectionIdentifiers)
        update.deletedSections = sections.deleted
        update.insertedSections = sections.inserted
        for (from, to) in sections.moved { update.moveSection(from, to: to) }
        let oldSections = Dictionary(uniqueKeysWithValues: old.sectionIdentifiers.enumerated().map { ($1, $0) })
        let newSections = Dictionary(uniqueKeysWithValues: new.sectionIdentifiers.enumerated().map { ($1, $0) })

        // Where every old item was.
        var oldPaths: [Item: IndexPath] = [:]
        for (section, items) in old.sectionItems.enumerated() {
            for (row, item) in items.enumerated() { oldPaths[item] = IndexPath(row: row, section: section) }
        }
        var newPaths: [Item: IndexPath] = [:]
        for (section, items) in new.sectionItems.enumerated() {
            for (row, item) in items.enumerated() { newPaths[item] = IndexPath(row: row, section: section) }
        }

        // Deleted: gone, or now in a section that is inserted (it arrives with that section).
        for (section, items) in old.sectionItems.enumerated() where !update.deletedSections.contains(section) {
            for (row, item) in items.enumerated() {
                if let path = newPaths[item], !update.insertedSections.contains(path.section) { continue }
                update.deletedItems.insert(IndexPath(row: row, section: section))
            }
        }
        // Inserted or kept, per new section; of the kept ones from the same section, the longest
        // run in old order stays and the others move.
        for (section, items) in new.sectionItems.enumerated() where !update.insertedSections.contains(section) {
            let oldSection = oldSections[new.sectionIdentifiers[section]]
            var sameSection: [(newRow: Int, oldRow: Int)] = []
            for (row, item) in items.enumerated() {
                let newPath = IndexPath(row: row, section: section)
                guard let oldPath = oldPaths[item], !update.deletedSections.contains(oldPath.section) else {
                    update.insertedItems.insert(newPath)
                    continue
                }
                if oldPath.section == oldSection {
                    sameSection.append((row, oldPath.row))
                } else {
                    update.moveItem(at: oldPath, to: newPath)
                }
            }
            let staying = Set(Self.longestIncreasingRun(sameSection.map(\.oldRow)))
            for (index, entry) in sameSection.enumerated() where !staying.contains(index) {
                update.moveItem(
                    at: IndexPath(row: entry.oldRow, section: oldSection!),
                    to: IndexPath(row: entry.newRow, section: section))
            }
        }

        // Reloads: of kept sections and items in place; a moved one is deleted and inserted instead.
        for identifier in new.reloadedSectionIdentifiers {
            guard let from = oldSections[identifier], let to = newSections[identifier] else { continue }
            if update.movedSections.removeValue(forKey: from) != nil {
                update.deletedSections.insert(from)
                update.insertedSections.insert(to)
                dropItems(inOldSection: from, newSection: to)
            } else {
                update.reloadedSections.insert(from)
                dropItems(inOldSection: from, newSection: to)
            }
        }
        for identifier in new.reloadedItemIdentifiers {
            guard let from = oldPaths[identifier], let to = newPaths[identifier],
                !update.deletedSections.contains(from.section),
                !update.reloadedSections.contains(from.section), !update.insertedSections.contains(to.section)
            else { continue }
            if update.movedItems.removeValue(forKey: from) != nil {
                update.deletedItems.insert(from)
                update.insertedItems.insert(to)
            } else {
                update.reloadedItems.insert(from)
            }
        }
        reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { newPaths[$0] }
            .filter { !update.insertedItems.contains($0) && !update.insertedSections.contains($0.section) }
    }

    /// Forgets item changes inside a section that is reloaded or deleted-and-inserted as a whole.
    /// Items moving in from other sections are deleted there instead; items moving out are inserted
    /// where they go.
    private mutating func dropItems(inOldSection old: Int, newSection new: Int) {
        update.deletedItems = update.deletedItems.filter { $0.section != old }
        update.reloadedItems = update.reloadedItems.filter { $0.section != old }
        update.insertedItems = update.insertedItems.filter { $0.section != new }
        for (from, to) in update.movedItems where from.section == old || to.section == new {
            update.movedItems[from] = nil
            if from.section != old { update.deletedItems.insert(from) }
            if to.section != new { update.insertedItems.insert(to) }
        }
    }

    /// Deleted (old indexes), inserted (new indexes) and moved elements between two lists of
    /// unique identifiers; the longest run of common elements in the same order stays.
    static func diff<Element: Hashable>(_ old: [Element], _ new: [Element]) -> (
        deleted: Set<Int>, inserted: Set<Int>, moved: [(Int, Int)]
    ) {
        let oldIndexes = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
        let newSet = Set(new)
        let deleted = Set(old.indices.filter { !newSet.contains(old[$0]) })
        var inserted = Set<Int>()
        var common: [(newIndex: Int, oldIndex: Int)] = []
        for (index, element) in new.enumerated() {
            if let oldIndex = oldIndexes[element] { common.append((index, oldIndex)) } else { inserted.insert(index) }
        }
        let staying = Set(longestIncreasingRun(common.map(\.oldIndex)))
        let moved = common.indices.filter { !staying.contains($0) }.map { (common[$0].oldIndex, common[$0].newIndex) }
        return (deleted, inserted, moved)
    }

    /// Positions in `values` of a longest strictly increasing subsequence (patience sorting).
    /// - Complexity: O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // positions of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.append(position)
            position = previous[position]
        }
        return run.reversed()
    }
}
