import Testing

@testable import TesseraLayout

@Suite("IdentityTable")
struct IdentityTableTests {
    @Test func emptyTableFindsNothingAndRemovesNothing() {
        var table = IdentityTable()
        let object = Variable("a")
        #expect(table.value(for: ObjectIdentifier(object)) == nil)
        #expect(table.removeValue(for: ObjectIdentifier(object)) == nil)
        #expect(table.count == 0)
    }

    @Test func setOverwritesAndGrowsPastTheInitialCapacity() {
        var table = IdentityTable()
        let objects = (0..<1000).map { Variable("v\($0)") }
        for (index, object) in objects.enumerated() { table.set(index, for: ObjectIdentifier(object)) }
        table.set(-7, for: ObjectIdentifier(objects[3]))
        #expect(table.count == 1000)
        #expect(table.value(for: ObjectIdentifier(objects[3])) == -7)
        #expect(table.value(for: ObjectIdentifier(objects[999])) == 999)
        #expect(table.value(for: ObjectIdentifier(Variable("absent"))) == nil)
    }

    /// Backward-shift deletion must keep every other key reachable, whatever the probe runs.
    @Test func removingHalfKeepsTheOtherHalfReachable() {
        var table = IdentityTable()
        let objects = (0..<500).map { Variable("v\($0)") }
        for (index, object) in objects.enumerated() { table.set(index, for: ObjectIdentifier(object)) }
        for index in stride(from: 0, to: 500, by: 2) {
            #expect(table.removeValue(for: ObjectIdentifier(objects[index])) == index)
        }
        #expect(table.count == 250)
        for (index, object) in objects.enumerated() {
            #expect(table.value(for: ObjectIdentifier(object)) == (index.isMultiple(of: 2) ? nil : index))
        }
        for index in stride(from: 0, to: 500, by: 2) { table.set(index + 1000, for: ObjectIdentifier(objects[index])) }
        #expect(table.value(for: ObjectIdentifier(objects[10])) == 1010)
        #expect(table.count == 500)
    }
}
