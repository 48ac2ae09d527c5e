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
        let (source, _sourceDirectory) = try makeStore()
        let (target, _targetDirectory) = try makeStore()
        _ = (_sourceDirectory, _targetDirectory)
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
