import Foundation
import Testing

@testable import TesseraStore

/// Change versions, export of what changed since a version, and import in one transaction.
@Suite struct SyncTests {
    @Test func exportCarriesRowsSavedAndIdsDeletedSinceAVersion() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.save(contentsOf: sampleNotes(3))  // version 1
        let afterFirst = try store.changeVersion()
        try store.save(Note(id: 2, title: "edited"))  // version 2
        try store.delete(Note.self, id: 3)  // version 3
        let packet = try store.exportChanges(since: afterFirst)
        #expect(packet.sinceVersion == 1)
        #expect(packet.version == 3)
        let notes = try #require(packet.tables.first { $0.table == "notes" })
        #expect(notes.rows.map { $0["id"] } == [.integer(2)])
        #expect(notes.rows.first?["title"] == .text("edited"))
        #expect(notes.rows.first?["__version"] == nil)
        #expect(notes.deletedIDs == [.integer(3)])
        #expect(packet.tables.map(\.table) == ["notes"])
        #expect(try store.exportChanges(since: packet.version).isEmpty)
        #expect(try store.exportChanges(since: 0).tables.first?.rows.count == 2)
    }

    @Test func aRowDeletedThenSavedAgainIsExportedAsSaved() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.save(Note(id: 1, title: "first life"))
        try store.delete(Note.self, id: 1)
        try store.save(Note(id: 1, title: "second life"))
        let notes = try #require(try store.exportChanges(since: 0).tables.first)
        #expect(notes.rows.map { $0["title"] } == [.text("second life")])
        #expect(notes.deletedIDs == [])
    }

    @Test func nullifiedChildrenGetANewVersionAndAreExported() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let folder = Folder(id: UUID(), name: "f")
        try store.write { db in
            try db.save(folder)
            try db.save(Note(id: 1, title: "in f", folderID: folder.id))
        }
        let before = try store.changeVersion()
        try store.delete(folder)
        let packet = try store.exportChanges(since: before)
        #expect(packet.tables.map(\.table) == ["folders", "notes"])
        #expect(packet.tables[0].deletedIDs == [.text(folder.id.uuidString)])
        #expect(packet.tables[1].rows.first?["folderID"] == .null)
    }

    @Test func aPacketSurvivesJSONAndImportsExactly() throws {
        let (source, target, _directories) = try makeTwoStores()
        _ = _directories
        let tricky = Note(
            id: .max, title: "nul\u{0}\"quoted\" 🧵", rating: -0.0,
            created: Date(timeIntervalSinceReferenceDate: 1e-9), tags: ["a"], attachment: Data([0, 255, 0]))
        try target.save(Note(id: 9, title: "doomed"))
        try source.write { db in
            try db.save(tricky)
            try db.save(Folder(id: UUID(), name: "Inbox"))
            try db.save(Note(id: 9, title: "doomed"))
        }
        try source.delete(Note.self, id: 9)
        let json = try JSONEncoder().encode(try source.exportChanges(since: 0))
        let packet = try JSONDecoder().decode(ChangePacket.self, from: json)
        #expect(packet == (try source.exportChanges(since: 0)))
        try target.importChanges(packet)
        #expect(try target.find(Note.self, id: .max) == tricky)
        #expect(try target.find(Note.self, id: 9) == nil)
        #expect(try target.fetch(Folder.query).map(\.name) == ["Inbox"])
        // Imported rows are this store's changes now: exported again after its own version.
        #expect(try target.exportChanges(since: 1).tables.map(\.table) == ["folders", "notes"])
    }

    @Test func aPacketForAnUnknownTableIsRefusedWhole() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let packet = ChangePacket(
            sinceVersion: 0, version: 4,
            tables: [
                .init(
                    table: "notes", rows: [["id": .integer(1), "title": .text("would be imported")]], deletedIDs: []),
                .init(table: "spaceships", rows: [["id": .integer(1)]], deletedIDs: []),
            ])
        #expect(throws: StoreError.unknownTable("spaceships")) { try store.importChanges(packet) }
        #expect(try store.count(Note.query) == 0)
    }

    @Test func aPacketRowWithoutAnIdRollsBackTheImport() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let packet = ChangePacket(
            sinceVersion: 0, version: 2,
            tables: [
                .init(
                    table: "notes", rows: [["id": .integer(1), "title": .text("fine")], ["title": .text("no id")]],
                    deletedIDs: [])
            ])
        #expect(throws: StoreError.decodingFailed(table: "notes", key: "id", reason: "a packet row has no id")) {
            try store.importChanges(packet)
        }
        #expect(try store.count(Note.query) == 0)
    }

    /// A peer's row this store's model cannot read is refused with the packet, so one bad row
    /// cannot make the table unreadable; the rows already there stay as they were.
    @Test(
        arguments: [
            ("title", DatabaseValue.integer(5), "title", "imported row with id 7: expected String: found 5"),
            ("title", nil, "title", "imported row with id 7: expected String: found NULL"),
            ("pinned", .text("yes"), "pinned", "imported row with id 7: expected Bool: found \"yes\""),
        ] as [(String, DatabaseValue?, String, String)])
    func aPacketRowTheModelCannotDecodeIsRefusedWhole(
        column: String, value: DatabaseValue?, key: String, reason: String
    ) throws {
        let (store, peer, _directories) = try makeTwoStores()
        _ = _directories
        try store.save(Note(id: 1, title: "kept"))
        try peer.save(contentsOf: [Note(id: 2, title: "fine"), Note(id: 7, title: "broken")])
        var packet = try peer.exportChanges(since: 0)
        let index = try #require(packet.tables[0].rows.firstIndex { $0["id"] == .integer(7) })
        packet.tables[0].rows[index][column] = value
        #expect(throws: StoreError.decodingFailed(table: "notes", key: key, reason: reason)) {
            try store.importChanges(packet)
        }
        #expect(try store.fetch(Note.query) == [Note(id: 1, title: "kept")])
        #expect(try store.changeVersion() == 1)
    }

    @Test func aPacketRowWithOnlyAnIdIsRefused() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let packet = ChangePacket(
            sinceVersion: 0, version: 1, tables: [.init(table: "notes", rows: [["id": .integer(3)]], deletedIDs: [])])
        #expect(
            throws: StoreError.decodingFailed(
                table: "notes", key: "title", reason: "imported row with id 3: expected String: found NULL")
        ) {
            try store.importChanges(packet)
        }
        #expect(try store.count(Note.query) == 0)
    }

    /// Found by fuzz-sync: a column name with a NUL stopped the process (identifiers are quoted
    /// into SQL text, which ends at a NUL).
    @Test func aPacketColumnNameWithNULIsRefused() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let row: [String: DatabaseValue] = ["id": .integer(1), "title": .text("t"), "t\0ags": .text("[]")]
        let packet = ChangePacket(
            sinceVersion: 0, version: 1, tables: [.init(table: "notes", rows: [row], deletedIDs: [])])
        #expect(
            throws: StoreError.decodingFailed(
                table: "notes", key: "t\0ags", reason: "a packet column name holds a NUL character")
        ) {
            try store.importChanges(packet)
        }
        #expect(try store.count(Note.query) == 0)
    }

    /// A row replaces the whole row: a column it leaves out is NULL, which an optional property
    /// reads as nil.
    @Test func aPacketRowWithoutAnOptionalColumnImportsItAsNil() throws {
        let (store, peer, _directories) = try makeTwoStores()
        _ = _directories
        let due = Date(timeIntervalSinceReferenceDate: 86_400)
        try store.save(Note(id: 4, title: "old", due: due))
        try peer.save(Note(id: 4, title: "new", due: due))
        var packet = try peer.exportChanges(since: 0)
        packet.tables[0].rows[0]["due"] = nil
        try store.importChanges(packet)
        #expect(try store.find(Note.self, id: 4) == Note(id: 4, title: "new"))
    }

    /// SQLite compares column names without ASCII letter case: a name that differs from another
    /// only in case could not be added, and is refused before anything is written.
    @Test(
        arguments: [
            (["id": .integer(1), "title": .text("t"), "TITLE": .text("x")], "TITLE", "title"),
            (["id": .integer(1), "title": .text("t"), "Extra": .null, "extra": .null], "extra", "Extra"),
        ] as [([String: DatabaseValue], String, String)])
    func aPacketColumnNameDifferingOnlyInCaseIsRefused(row: [String: DatabaseValue], key: String, other: String)
        throws
    {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.save(Note(id: 1, title: "kept"))
        let packet = ChangePacket(
            sinceVersion: 0, version: 1, tables: [.init(table: "notes", rows: [row], deletedIDs: [])])
        #expect(
            throws: StoreError.decodingFailed(
                table: "notes", key: key,
                reason: "a packet column name differs from the column \"\(other)\" only in letter case")
        ) {
            try store.importChanges(packet)
        }
        #expect(try store.fetch(Note.query) == [Note(id: 1, title: "kept")])
    }

    /// A refused packet that had added columns leaves the store as it was and usable: the
    /// columns go with the rolled-back transaction, and later saves and imports work.
    @Test func aRefusedPacketThatAddedColumnsLeavesTheStoreUsable() throws {
        let (store, peer, _directories) = try makeTwoStores()
        _ = _directories
        try peer.save(contentsOf: [Note(id: 1, title: "one"), Note(id: 2, title: "two")])
        var packet = try peer.exportChanges(since: 0)
        packet.tables[0].rows[0]["extra"] = .text("new column")
        packet.tables[0].rows[1]["title"] = .integer(2)
        #expect(throws: StoreError.self) { try store.importChanges(packet) }
        try store.save(Note(id: 3, title: "three"))
        packet.tables[0].rows[1]["title"] = .text("two")
        try store.importChanges(packet)
        #expect(try store.fetch(Note.query).map(\.title) == ["one", "two", "three"])

        var tooWide = packet
        for index in 0..<2_100 { tooWide.tables[0].rows[0]["column \(index)"] = .integer(Int64(index)) }
        #expect {
            try store.importChanges(tooWide)
        } throws: { error in
            guard case .sqlite(_, _, let message, _) = error as? StoreError else { return false }
            return message.contains("too many columns")
        }
        #expect(try store.count(Note.query) == 3)
        try store.save(Note(id: 4, title: "four"))
        #expect(try store.count(Note.query) == 4)
    }

    /// A packet of 20,000 rows, one with a 5 MB title, imports whole in one transaction.
    @Test func aHugePacketImportsWhole() throws {
        let (store, peer, _directories) = try makeTwoStores()
        _ = _directories
        let long = String(repeating: "long title ", count: 500_000)
        try peer.save(contentsOf: sampleNotes(20_000))
        try peer.save(Note(id: 7, title: long))
        try store.importChanges(try peer.exportChanges(since: 0))
        #expect(try store.count(Note.query) == 20_000)
        #expect(try store.find(Note.self, id: 7)?.title == long)
        #expect(try store.changeVersion() == 1)
    }

    @Test func databaseValuesEncodeToReadableExactJSON() throws {
        let values: [DatabaseValue] = [
            .null, .integer(.min), .real(1.5), .real(-.infinity), .text("a\u{0}b"), .blob(Data([1, 2])),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(values), as: UTF8.self)
        #expect(
            json
                == #"[null,{"integer":-9223372036854775808},{"real":1.5},{"real":"-inf"},{"text":"a\u0000b"},{"blob":"AQI="}]"#
        )
        #expect(try JSONDecoder().decode([DatabaseValue].self, from: Data(json.utf8)) == values)
    }
}

/// Two empty stores, as two devices that sync; `directories` must outlive them.
private func makeTwoStores() throws -> (Store, Store, directories: [TemporaryDirectory]) {
    let (first, firstDirectory) = try makeStore()
    let (second, secondDirectory) = try makeStore()
    return (first, second, [firstDirectory, secondDirectory])
}
