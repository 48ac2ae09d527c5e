import Foundation
import Testing

@testable import TesseraUI

@Suite struct ListUpdateMappingTests {
    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func deletionsUseOldNumbersAndInsertionsNewOnes() {
        var update = ListUpdate()
        update.deletedItems = [path(1), path(3)]
        update.insertedItems = [path(0)]
        let mapping = ListUpdateMapping(update, oldCounts: [5], newCounts: [4])
        #expect((0..<5).map { mapping.newIndexPath(for: path($0)) } == [path(1), nil, path(2), nil, path(3)])
        #expect(mapping.freshIndexPaths == [path(0)])
    }

    @Test func movedRowsLeaveTheirPlaceAndTheOthersCloseUp() {
        var update = ListUpdate()
        update.moveItem(at: path(0), to: path(3))
        update.moveItem(at: path(1), to: path(0, 1))
        let mapping = ListUpdateMapping(update, oldCounts: [5, 1], newCounts: [4, 2])
        #expect(
            (0..<5).map { mapping.newIndexPath(for: path($0)) } == [path(3), path(0, 1), path(0), path(1), path(2)])
        #expect(mapping.newIndexPath(for: path(0, 1)) == path(1, 1))
    }

    @Test func sectionsMoveAndTheirRowsGoWithThem() {
        var update = ListUpdate()
        update.moveSection(0, to: 2)
        update.deletedSections = [1]
        update.insertedSections = [0]
        let mapping = ListUpdateMapping(update, oldCounts: [2, 1, 3], newCounts: [1, 3, 2])
        #expect(mapping.newSection(for: 0) == 2)
        #expect(mapping.newSection(for: 1) == nil)
        #expect(mapping.newSection(for: 2) == 1)
        #expect(mapping.newIndexPath(for: path(1, 0)) == path(1, 2))
        #expect(mapping.newIndexPath(for: path(0, 1)) == nil)
        #expect(mapping.freshSections == [0])
        #expect(mapping.freshIndexPaths == [path(0, 0)])
    }

    @Test func reloadedRowsKeepTheirPlaceAndAreFresh() {
        var update = ListUpdate()
        update.reloadedItems = [path(1)]
        update.deletedItems = [path(0)]
        let mapping = ListUpdateMapping(update, oldCounts: [3], newCounts: [2])
        #expect(mapping.newIndexPath(for: path(1)) == path(0))
        #expect(mapping.reloadedIndexPaths == [path(1)])
        #expect(mapping.freshIndexPaths == [path(0)])
    }

    @Test func countsThatDoNotAddUpTrapWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            var update = ListUpdate()
            update.insertedItems = [IndexPath(row: 0, section: 0)]
            _ = ListUpdateMapping(update, oldCounts: [3], newCounts: [3])
        }
        await #expect(processExitsWith: .failure) {
            var update = ListUpdate()
            update.deletedItems = [IndexPath(row: 5, section: 0)]
            _ = ListUpdateMapping(update, oldCounts: [3], newCounts: [2])
        }
    }
}
