import Foundation
import TesseraCore
import Testing

@testable import TesseraUI

@Suite struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    static func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func appendingWithoutASectionGoesToTheLastOne() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2])
        snapshot.appendItems([3], toSection: "a")
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [1, 2])
        #expect(snapshot.itemIdentifiers == [3, 1, 2])
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
        #expect(snapshot.indexOfItem(2) == 2)
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
    }

    @Test func insertingAndMovingRelativeToOtherItems() {
        var snapshot = Self.snapshot([("a", [1, 2, 3]), ("b", [4])])
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 4)
        #expect(snapshot.itemIdentifiers == [1, 10, 11, 2, 3, 4, 12])
        snapshot.moveItem(1, afterItem: 4)
        snapshot.moveItem(3, beforeItem: 10)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 10, 11, 2])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 1, 12])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
    }

    @Test func deletingItemsAndSections() {
        var snapshot = Self.snapshot([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6])])
        snapshot.reloadItems([5])
        snapshot.deleteItems([2, 99])
        snapshot.deleteSections(["b"])
        #expect(snapshot.sectionIdentifiers == ["a", "c"])
        #expect(snapshot.itemIdentifiers == [1, 3, 6])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)  // the marked item went with its section
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func sectionsInsertAndMoveRelativeToOthers() {
        var snapshot = Self.snapshot([("a", [1]), ("b", [2])])
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.insertSections(["y"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["z", "a", "y", "b"])
        snapshot.moveSection("z", afterSection: "b")
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["b", "a", "y", "z"])
        #expect(snapshot.itemIdentifiers == [2, 1])
    }

    @Test func reloadAndReconfigureMarksAreKeptOncePerItem() {
        var snapshot = Self.snapshot([("a", [1, 2, 3])])
        snapshot.reconfigureItems([2, 3, 2])
        snapshot.reconfigureItems([3])
        snapshot.reloadItems([1, 1])
        snapshot.reloadSections(["a"])
        #expect(snapshot.reconfiguredItemIdentifiers == [2, 3])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reloadedSectionIdentifiers == ["a"])
    }

    @Test func duplicateItemIdentifiersTrapAsUIKitDoes() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2, 1])
        }
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems([1], toSection: "a")
            snapshot.appendItems([1], toSection: "b")
        }
    }

    // MARK: Differences

    @Test func theDifferenceNamesDeletionsInsertionsAndAMinimalMove() {
        let old = Self.snapshot([("a", [1, 2, 3, 4, 5])])
        let new = Self.snapshot([("a", [1, 3, 2, 5, 6])])
        let update = SnapshotDifference(from: old, to: new).update
        #expect(update.deletedItems == [IndexPath(row: 3, section: 0)])
        #expect(update.insertedItems == [IndexPath(row: 4, section: 0)])
        #expect(update.movedItems.count == 1)  // 2 and 3 swapped: one of them moves
        #expect(update.deletedSections.isEmpty && update.insertedSections.isEmpty && update.movedSections.isEmpty)
    }

    @Test func itemsOfDeletedOrInsertedSectionsGoWithTheirSection() {
        let old = Self.snapshot([("a", [1, 2]), ("b", [3, 4])])
        let new = Self.snapshot([("a", [1, 3]), ("c", [2, 5])])
        let update = SnapshotDifference(from: old, to: new).update
        #expect(update.deletedSections == [1])
        #expect(update.insertedSections == [1])
        #expect(update.deletedItems == [IndexPath(row: 1, section: 0)])  // 2 leaves "a"; it arrives with "c"
        #expect(update.insertedItems == [IndexPath(row: 1, section: 0)])  // 3 comes from the deleted "b"
        #expect(update.movedItems.isEmpty)
    }

    @Test func movedItemsAndSectionsAreFound() {
        let old = Self.snapshot([("a", [1, 2]), ("b", [3]), ("c", [4])])
        let new = Self.snapshot([("c", [4]), ("a", [2]), ("b", [3, 1])])
        let update = SnapshotDifference(from: old, to: new).update
        #expect(update.movedSections == [2: 0])
        #expect(update.movedItems == [IndexPath(row: 0, section: 0): IndexPath(row: 1, section: 2)])
    }

    @Test func reloadsOfItemsInPlaceAndReconfiguresUseTheirIndexPaths() {
        let old = Self.snapshot([("a", [1, 2, 3])])
        var new = Self.snapshot([("a", [3, 1, 2])])
        new.reloadItems([1])
        new.reconfigureItems([2])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.update.movedItems == [IndexPath(row: 2, section: 0): IndexPath(row: 0, section: 0)])
        #expect(difference.update.reloadedItems == [IndexPath(row: 0, section: 0)])
        #expect(difference.reconfiguredItems == [IndexPath(row: 2, section: 0)])
    }

    /// Seeded random edits: the update the difference describes carries every kept item from its
    /// old place to its new one, and passes UIKit's count checks.
    @Test func randomDifferencesMapEveryKeptItemToItsNewPlace() {
        var random = SplitMix64(seed: 14)
        func pick(_ range: Range<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        for _ in 0..<200 {
            var nextItem = 0
            var old = Snapshot()
            for section in 0..<pick(1..<5) {
                old.appendSections(["s\(section)"])
                let items = (0..<pick(0..<8)).map { _ in
                    nextItem += 1
                    return nextItem
                }
                old.appendItems(items)
            }
            var new = old
            for _ in 0..<pick(0..<8) {
                let items = new.itemIdentifiers
                switch pick(0..<6) {
                case 0 where !items.isEmpty: new.deleteItems([items[pick(0..<items.count)]])
                case 1 where items.count > 1:
                    let (a, b) = (items[pick(0..<items.count)], items[pick(0..<items.count)])
                    if a != b { new.moveItem(a, afterItem: b) }
                case 2 where new.numberOfSections > 0:
                    nextItem += 1
                    new.appendItems([nextItem], toSection: new.sectionIdentifiers[pick(0..<new.numberOfSections)])
                case 3 where new.numberOfSections > 1:
                    let sections = new.sectionIdentifiers
                    let (a, b) = (sections[pick(0..<sections.count)], sections[pick(0..<sections.count)])
                    if a != b { new.moveSection(a, beforeSection: b) }
                case 4 where new.numberOfSections > 1:
                    new.deleteSections([new.sectionIdentifiers[pick(0..<new.numberOfSections)]])
                case 5:
                    new.appendSections(["n\(nextItem)"])
                    nextItem += 1
                    new.appendItems([nextItem])
                default: break
                }
            }
            let update = SnapshotDifference(from: old, to: new).update
            let mapping = ListUpdateMapping(
                update, oldCounts: old.sectionItems.map(\.count), newCounts: new.sectionItems.map(\.count),
                vocabulary: .collection)
            for (section, items) in old.sectionItems.enumerated() {
                for (row, item) in items.enumerated() {
                    let mapped = mapping.newIndexPath(for: IndexPath(row: row, section: section))
                    guard let target = new.indexPath(of: item), !update.insertedSections.contains(target.section),
                        !update.deletedSections.contains(section)
                    else {
                        #expect(mapped == nil)
                        continue
                    }
                    #expect(mapped == target)
                }
            }
        }
    }
}
