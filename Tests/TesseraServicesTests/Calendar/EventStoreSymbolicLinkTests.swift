import Foundation
import TesseraCore
import TesseraServices
import Testing

/// A store whose file is a symbolic link writes the file the link points to and keeps the link.
@Suite struct EventStoreSymbolicLinkTests {
    typealias Support = CalendarTestSupport

    static func event(_ uid: String) -> CalendarEvent {
        CalendarEvent(
            uid: uid, title: uid, startDate: Support.date(2026, 4, 1, 9), endDate: Support.date(2026, 4, 1, 10),
            timeZone: .gmt)
    }

    static func store(at url: URL) -> EventStore {
        EventStore(fileURL: url, floatingTimeZone: Support.utc) { _ in true }
    }

    static func uids(in url: URL) async throws -> [String] {
        let store = store(at: url)
        _ = await store.requestFullAccess(to: .event)
        return try store.allEvents().map(\.uid)
    }

    @Test func savingThroughALinkUpdatesItsTargetAndKeepsTheLink() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let real = directory.appendingPathComponent("real.ics")
        let link = directory.appendingPathComponent("link.ics")
        let first = Self.store(at: real)
        _ = await first.requestFullAccess(to: .event)
        try first.save(Self.event("a"))
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.ics")

        let linked = Self.store(at: link)
        _ = await linked.requestFullAccess(to: .event)
        try linked.save(Self.event("b"))

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.ics")
        #expect(try await Self.uids(in: real) == ["a", "b"])
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".ics") }
        #expect(Set(names) == ["real.ics", "link.ics"])
    }

    @Test func aChainOfLinksIntoAnotherFolderIsFollowedToTheEnd() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let real = elsewhere.appendingPathComponent("real.ics")
        let middle = elsewhere.appendingPathComponent("middle.ics")
        let link = directory.appendingPathComponent("link.ics")
        try FileManager.default.createSymbolicLink(atPath: middle.path, withDestinationPath: "real.ics")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: middle.path)

        let store = Self.store(at: link)
        _ = await store.requestFullAccess(to: .event)
        try store.save(Self.event("a"))
        try store.save(Self.event("b"))

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == middle.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: middle.path) == "real.ics")
        #expect(try await Self.uids(in: real) == ["a", "b"])
    }

    @Test func aLinkToAMissingFileCreatesThatFile() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let link = directory.appendingPathComponent("link.ics")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "new.ics")

        let store = Self.store(at: link)
        _ = await store.requestFullAccess(to: .event)
        try store.save(Self.event("a"))

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "new.ics")
        #expect(try await Self.uids(in: directory.appendingPathComponent("new.ics")) == ["a"])
    }

    @Test func aLinkInALoopIsUnwritableAndStays() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let one = directory.appendingPathComponent("one.ics")
        let two = directory.appendingPathComponent("two.ics")
        try FileManager.default.createSymbolicLink(atPath: one.path, withDestinationPath: "two.ics")
        try FileManager.default.createSymbolicLink(atPath: two.path, withDestinationPath: "one.ics")

        let store = Self.store(at: one)
        _ = await store.requestFullAccess(to: .event)
        #expect { try store.save(Self.event("a")) } throws: { error in
            guard case .unwritableFile(one, _)? = error as? CalendarError else { return false }
            return true
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: one.path) == "two.ics")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: two.path) == "one.ics")
    }

    @Test func theAuthorizationFileIsWrittenThroughItsLinkToo() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let file = directory.appendingPathComponent("Calendar.ics")
        let sidecar = directory.appendingPathComponent("Calendar.ics.authorization.json")
        let real = directory.appendingPathComponent("answers.json")
        try Data("{}".utf8).write(to: real)
        try FileManager.default.createSymbolicLink(atPath: sidecar.path, withDestinationPath: "answers.json")

        _ = await Self.store(at: file).requestFullAccess(to: .reminder)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sidecar.path) == "answers.json")
        #expect(try String(contentsOf: real, encoding: .utf8).contains("reminder"))
    }
}
