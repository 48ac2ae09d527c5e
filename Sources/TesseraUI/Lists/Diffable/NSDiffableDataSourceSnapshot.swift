import Foundation

/// The state of a list at one moment, as unique identifiers of sections and their items
/// (`NSDiffableDataSourceSnapshot`). A diffable data source applies one to its table or
/// collection view by computing what changed since the last one.
///
/// Identifiers are unique across the whole snapshot: adding one that is already present (or the
/// same one twice) traps, as UIKit does, naming the duplicates. Naming an identifier that is not
/// in the snapshot where one must be (insert before it, move it, reload it) traps too.
///
/// For example:
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Book.ID>()
/// snapshot.appendSections([.reading, .finished])
/// snapshot.appendItems(reading.map(\.id), toSection: .reading)
/// snapshot.appendItems(finished.map(\.id))          // into the last section
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The sections in order, each with its items in order.
    private(set) var sectionItems: [[ItemIdentifierType]] = []
    /// The section identifiers, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// The position of each section in `sectionIdentifiers`.
    private var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// The section holding each item.
    private var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// Sections marked with `reloadSections(_:)`, in the order marked.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// Items marked with `reloadItems(_:)`: their cells are requested again.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items marked with `reconfigureItems(_:)`: their existing cells are updated in place.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many sections the snapshot holds.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// - Complexity: O(sections).
    public var numberOfItems: Int { sectionItems.reduce(0) { $0 + $1.count } }

    /// Every item, section after section.
    /// - Complexity: O(items).
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

    /// - Precondition: the section is in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionItems[index(of: identifier)].count
    }

    /// - Precondition: the section is in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionItems[index(of: identifier)]
    }

    /// The section holding the item, or nil when it is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The item's position among all items (as in `itemIdentifiers`), or nil when it is not in the
    /// snapshot.
    /// - Complexity: O(sections + items in its section).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier], let sectionIndex = sectionIndexes[section],
            let row = sectionItems[sectionIndex].firstIndex(of: identifier)
        else { return nil }
        return sectionItems[..<sectionIndex].reduce(row) { $0 + $1.count }
    }

    /// The section's position, or nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndexes[identifier] }

    /// The item's section and row, or nil when it is not in the snapshot.
    /// - Complexity: O(items in its section).
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSections[identifier], let sectionIndex = sectionIndexes[section],
            let row = sectionItems[sectionIndex].firstIndex(of: identifier)
        else { return nil }
        return IndexPath(row: row, section: sectionIndex)
    }

    /// The item at a section and row, or nil when there is none.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sectionItems.indices.contains(indexPath.section),
            sectionItems[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return sectionItems[indexPath.section][indexPath.row]
    }

    func containsItem(_ identifier: ItemIdentifierType) -> Bool { itemSections[identifier] != nil }

    /// The section at a position, or nil when there is none.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// How many items the section at a position holds; 0 when there is no such section.
    func numberOfItems(inSectionAt index: Int) -> Int {
        sectionItems.indices.contains(index) ? sectionItems[index].count : 0
    }

    // MARK: Items

    /// Adds items at the end of a section (the last one when `identifier` is nil).
    /// - Precondition: the section exists; the items are new to the snapshot and unique.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil
    ) {
        let section = identifier ?? lastSection(for: "append items")
        let sectionIndex = index(of: section)
        adopt(identifiers, into: section)
        sectionItems[sectionIndex].append(contentsOf: identifiers)
    }

    /// Inserts items just before `beforeIdentifier`, in its section.
    /// - Precondition: `beforeIdentifier` is in the snapshot; the items are new and unique.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let (sectionIndex, row) = location(of: beforeIdentifier, for: "insert items before")
        adopt(identifiers, into: sectionIdentifiers[sectionIndex])
        sectionItems[sectionIndex].insert(contentsOf: identifiers, at: row)
    }

    /// Inserts items just after `afterIdentifier`, in its section.
    /// - Precondition: `afterIdentifier` is in the snapshot; the items are new and unique.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let (sectionIndex, row) = location(of: afterIdentifier, for: "insert items after")
        adopt(identifiers, into: sectionIdentifiers[sectionIndex])
        sectionItems[sectionIndex].insert(contentsOf: identifiers, at: row + 1)
    }

    /// Removes items; identifiers not in the snapshot are ignored, as UIKit does.
    /// - Complexity: O(items in the sections touched).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var removedBySection: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let section = itemSections.removeValue(forKey: identifier), let index = sectionIndexes[section] else {
                continue
            }
            removedBySection[index, default: []].insert(identifier)
        }
        for (index, removed) in removedBySection { sectionItems[index].removeAll { removed.contains($0) } }
        forgetMarks(ofItems: Set(identifiers))
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item to just before another one (possibly in another section).
    /// - Precondition: both are in the snapshot and differ.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves an item to just after another one (possibly in another section).
    /// - Precondition: both are in the snapshot and differ.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks items to get new cells when the snapshot is applied.
    /// - Precondition: every item is in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        requireItems(identifiers, for: "reload")
        Self.mark(identifiers, in: &reloadedItemIdentifiers)
    }

    /// Marks items whose cells are configured again, in place (no new cell, no prepareForReuse),
    /// when the snapshot is applied.
    /// - Precondition: every item is in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        requireItems(identifiers, for: "reconfigure")
        Self.mark(identifiers, in: &reconfiguredItemIdentifiers)
    }

    /// Appends to `marks` each identifier it does not hold yet, once.
    private static func mark(_ identifiers: [ItemIdentifierType], in marks: inout [ItemIdentifierType]) {
        var seen = Set(marks)
        marks.append(contentsOf: identifiers.filter { seen.insert($0).inserted })
    }

    // MARK: Sections

    /// Adds sections at the end.
    /// - Precondition: the sections are new to the snapshot and unique.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// - Precondition: `toIdentifier` is in the snapshot; the sections are new and unique.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: index(of: toIdentifier))
    }

    /// - Precondition: `toIdentifier` is in the snapshot; the sections are new and unique.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: index(of: toIdentifier) + 1)
    }

    /// Removes sections and their items; identifiers not in the snapshot are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let removed = Set(identifiers.compactMap { sectionIndexes[$0] })
        guard !removed.isEmpty else { return }
        var removedItems = Set<ItemIdentifierType>()
        for index in removed {
            for item in sectionItems[index] {
                itemSections[item] = nil
                removedItems.insert(item)
            }
        }
        let kept = sectionIdentifiers.indices.filter { !removed.contains($0) }
        sectionIdentifiers = kept.map { sectionIdentifiers[$0] }
        sectionItems = kept.map { sectionItems[$0] }
        reindexSections()
        let removedSections = Set(identifiers)
        reloadedSectionIdentifiers.removeAll { removedSections.contains($0) }
        forgetMarks(ofItems: removedItems)
    }

    /// Moves a section (with its items) to just before another one.
    /// - Precondition: both are in the snapshot and differ.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves a section (with its items) to just after another one.
    /// - Precondition: both are in the snapshot and differ.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks sections whose cells (and header and footer) are made anew when the snapshot is applied.
    /// - Precondition: every section is in the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            _ = index(of: identifier)
            if !reloadedSectionIdentifiers.contains(identifier) { reloadedSectionIdentifiers.append(identifier) }
        }
    }

    /// Moves the item at `source` to `destination` (in the numbering after the move), as a user's
    /// reordering does. - Precondition: both places exist.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        let item = sectionItems[source.section].remove(at: source.row)
        sectionItems[destination.section].insert(
            item, at: min(destination.row, sectionItems[destination.section].count))
        itemSections[item] = sectionIdentifiers[destination.section]
    }

    /// The snapshot without its reload and reconfigure marks (what a data source keeps once applied).
    var withoutMarks: Self {
        var copy = self
        copy.reloadedSectionIdentifiers = []
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    // MARK: Helpers

    private func index(of section: SectionIdentifierType) -> Int {
        guard let index = sectionIndexes[section] else {
            preconditionFailure(
                "Invalid parameter not satisfying: section identifier \(section) is not in the snapshot")
        }
        return index
    }

    private func lastSection(for operation: String) -> SectionIdentifierType {
        guard let last = sectionIdentifiers.last else {
            preconditionFailure(
                "There are currently no sections in the data source. Please add a section first (\(operation)).")
        }
        return last
    }

    private func location(of item: ItemIdentifierType, for operation: String) -> (section: Int, row: Int) {
        guard let path = indexPath(of: item) else {
            preconditionFailure("Invalid item identifier specified to \(operation): \(item) is not in the snapshot")
        }
        return (path.section, path.row)
    }

    private func requireItems(_ identifiers: [ItemIdentifierType], for operation: String) {
        let missing = identifiers.filter { itemSections[$0] == nil }
        precondition(
            missing.isEmpty, "Attempted to \(operation) item identifiers that are not in the snapshot: \(missing)")
    }

    /// Records new items as belonging to `section`, trapping on duplicates.
    private mutating func adopt(_ identifiers: [ItemIdentifierType], into section: SectionIdentifierType) {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || itemSections[identifier] != nil {
            if !duplicates.contains(identifier) { duplicates.append(identifier) }
        }
        precondition(
            duplicates.isEmpty,
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
        )
        for identifier in identifiers { itemSections[identifier] = section }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>()
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || sectionIndexes[identifier] != nil {
            if !duplicates.contains(identifier) { duplicates.append(identifier) }
        }
        precondition(
            duplicates.isEmpty,
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
        )
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections()
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, nextTo target: ItemIdentifierType, after: Bool) {
        precondition(identifier != target, "Cannot move item identifier \(identifier) relative to itself")
        let (fromSection, fromRow) = location(of: identifier, for: "move")
        _ = location(of: target, for: "move relative to")
        sectionItems[fromSection].remove(at: fromRow)
        let (toSection, toRow) = location(of: target, for: "move relative to")
        sectionItems[toSection].insert(identifier, at: after ? toRow + 1 : toRow)
        itemSections[identifier] = sectionIdentifiers[toSection]
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, nextTo target: SectionIdentifierType, after: Bool
    ) {
        precondition(identifier != target, "Cannot move section identifier \(identifier) relative to itself")
        let from = index(of: identifier)
        _ = index(of: target)
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        reindexSections()
        let to = index(of: target) + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionIndexes = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })
    }

    private mutating func forgetMarks(ofItems removed: Set<ItemIdentifierType>) {
        guard !removed.isEmpty else { return }
        reloadedItemIdentifiers.removeAll { removed.contains($0) }
        reconfiguredItemIdentifiers.removeAll { removed.contains($0) }
    }
}
