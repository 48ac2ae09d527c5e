import Foundation
import TesseraCore
import TesseraServices
import Testing

/// Creating, editing, deleting, saving and reopening; access like EventKit's; import and export.
@Suite struct EventStoreTests {
    typealias Support = CalendarTestSupport

    @Test func savedEventReadsBackAfterReopening() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, elapsed: .seconds(90))
        var event = CalendarEvent(
            uid: "dinner", title: "Dinner", startDate: Support.date(2026, 2, 14, 19, 0, 0),
            endDate: Support.date(2026, 2, 14, 21), timeZone: Support.berlin)
        event.notes = "Table for two;\nwindow seat, please"
        event.location = "Café, Mitte"
        event.alarms = [Alarm(relativeOffset: -3600, message: "Leave now")]
        try store.save(event)
        let saved = try #require(try store.event(withIdentifier: "dinner"))
        #expect(saved.creationDate == Support.origin.addingTimeInterval(90))
        #expect(saved.lastModifiedDate == Support.origin.addingTimeInterval(90))
        #expect(!store.hasChanges)

        let reopened = try await Support.makeStore(in: directory)
        #expect(try reopened.allEvents() == [saved])
    }

    @Test func editingKeepsTheCreationDateAndReplacesTheRest() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        var event = CalendarEvent(
            uid: "e", title: "Draft", startDate: Support.date(2026, 3, 1, 9),
            endDate: Support.date(2026, 3, 1, 10), timeZone: Support.utc)
        try store.save(event)
        let later = try await Support.makeStore(in: directory, elapsed: .seconds(3600))
        event.title = "Final"
        event.creationDate = nil
        try later.save(event)
        let edited = try #require(try later.event(withIdentifier: "e"))
        #expect(edited.title == "Final")
        #expect(edited.creationDate == Support.origin)
        #expect(edited.lastModifiedDate == Support.origin.addingTimeInterval(3600))
        #expect(try later.allEvents().count == 1)
    }

    @Test func deletingRemovesEveryOccurrenceAndUnknownIdentifiersThrow() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "weekly-with-exceptions")
        try store.removeEvent(withIdentifier: "team-meeting@tessera.test")
        #expect(try store.events(from: Support.date(2026, 1, 1), to: Support.date(2027, 1, 1)).isEmpty)
        #expect(throws: CalendarError.unknownItem("team-meeting@tessera.test")) {
            try store.removeEvent(withIdentifier: "team-meeting@tessera.test")
        }
        let reopened = try await Support.makeStore(in: directory)
        #expect(try reopened.allEvents().isEmpty)
    }

    @Test func allDayEventIsStoredAsWholeDays() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        // EventKit style: any time on the first day; the end on the last day.
        let event = CalendarEvent(
            uid: "trip", title: "Trip", startDate: Support.date(2026, 5, 1, 15),
            endDate: Support.date(2026, 5, 3, 12), timeZone: Support.berlin, isAllDay: true)
        try store.save(event)
        let saved = try #require(try store.event(withIdentifier: "trip"))
        #expect(saved.startDate == Support.date(2026, 5, 1))
        #expect(saved.endDate == Support.date(2026, 5, 4))
        #expect(saved.timeZone == nil)
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        #expect(text.contains("DTSTART;VALUE=DATE:20260501\r\nDTEND;VALUE=DATE:20260504\r\n"))
    }

    @Test func uncommittedChangesAreWrittenByCommitAndDroppedByReset() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        let first = CalendarEvent(
            uid: "1", title: "One", startDate: Support.date(2026, 1, 2),
            endDate: Support.date(2026, 1, 2, 1), timeZone: Support.utc)
        try store.save(first, commit: false)
        #expect(store.hasChanges)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
        try store.commit()
        #expect(!store.hasChanges)
        var second = first
        second.uid = "2"
        try store.save(second, commit: false)
        store.reset()
        #expect(try store.allEvents().map(\.uid) == ["1"])
    }

    @Test func invalidEventsAreRefusedAndLeaveTheStoreUnchanged() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        var event = CalendarEvent(
            uid: "bad", title: "Bad", startDate: Support.date(2026, 1, 2, 10),
            endDate: Support.date(2026, 1, 2, 9), timeZone: Support.utc)
        #expect(throws: CalendarError.endBeforeStart(identifier: "bad")) { try store.save(event) }
        event.endDate = Support.date(2026, 1, 2, 11)
        event.recurrenceRule = RecurrenceRule(frequency: .daily, interval: 0)
        #expect {
            try store.save(event)
        } throws: { error in
            guard case CalendarError.invalidRecurrenceRule("FREQ=DAILY;INTERVAL=0", let reason, nil) = error else {
                return false
            }
            return !reason.isEmpty
        }
        #expect(try store.allEvents().isEmpty)
        try store.save(Reminder(uid: "taken", title: "Reminder"))
        event.recurrenceRule = nil
        event.uid = "taken"
        #expect(throws: CalendarError.duplicateIdentifier("taken")) { try store.save(event) }
    }

    @Test func aDirectoryInPlaceOfTheFileIsUnreadable() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Calendar.ics"),
            withIntermediateDirectories: false)
        let store = try await Support.makeStore(in: directory)
        #expect {
            _ = try store.allEvents()
        } throws: { error in
            guard case CalendarError.unreadableFile(let url, _) = error else { return false }
            return url == store.fileURL
        }
    }

    @Test func aMissingDirectoryIsUnwritable() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory.appendingPathComponent("missing"))
        #expect {
            try store.save(Reminder(title: "Nowhere"))
        } throws: { error in
            guard case CalendarError.unwritableFile = error else { return false }
            return true
        }
        #expect(try store.reminders(matching: .all).isEmpty)
    }

    @Test func aMalformedFileFailsEveryOperationWithItsError() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "malformed-unknown-tzid")
        #expect(throws: CalendarError.unknownTimeZone("Mars/Olympus_Mons", line: 5)) { _ = try store.allEvents() }
        #expect(throws: CalendarError.unknownTimeZone("Mars/Olympus_Mons", line: 5)) {
            try store.save(Reminder(title: "Would overwrite the file"))
        }
    }

    // MARK: - Access

    @Test func accessIsAskedOnceAndRememberedBesideTheFile() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let asked = Lock<[CalendarEntityType]>([])
        let fileURL = directory.appendingPathComponent("Calendar.ics")
        let store = EventStore(fileURL: fileURL, floatingTimeZone: Support.utc) { type in
            asked.withLock { $0.append(type) }
            return type == .reminder
        }
        #expect(store.authorizationStatus(for: .event) == .notDetermined)
        #expect(await store.requestFullAccess(to: .event) == false)
        #expect(await store.requestFullAccess(to: .event) == false)
        #expect(await store.requestFullAccess(to: .reminder) == true)
        #expect(asked.withLock { $0 } == [.event, .reminder])
        #expect(store.authorizationStatus(for: .event) == .denied)
        #expect(store.authorizationStatus(for: .reminder) == .authorized)
        #expect(store.authorizationFileURL == directory.appendingPathComponent("Calendar.ics.authorization.json"))
        #expect(FileManager.default.fileExists(atPath: store.authorizationFileURL.path))

        let reopened = EventStore(fileURL: fileURL, floatingTimeZone: Support.utc) { _ in
            Issue.record("a remembered answer must not ask again")
            return true
        }
        #expect(reopened.authorizationStatus(for: .event) == .denied)
        #expect(await reopened.requestFullAccess(to: .reminder) == true)
    }

    @Test func concurrentFirstRequestsAskOnce() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let asked = Lock(0)
        let store = EventStore(fileURL: directory.appendingPathComponent("Calendar.ics")) { _ in
            asked.withLock { $0 += 1 }
            await Task.yield()
            return true
        }
        let answers = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 { group.addTask { await store.requestFullAccess(to: .event) } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(answers == Array(repeating: true, count: 8))
        #expect(asked.withLock { $0 } == 1)
    }

    @Test func everyOperationWithoutAccessThrowsNotAuthorized() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "reminders", granted: [.reminder])
        let notDetermined = CalendarError.notAuthorized(.event, status: .notDetermined)
        #expect(throws: notDetermined) { _ = try store.events(from: .distantPast, to: .distantFuture) }
        #expect(throws: notDetermined) { _ = try store.allEvents() }
        #expect(throws: notDetermined) { _ = try store.event(withIdentifier: "x") }
        #expect(throws: notDetermined) { try store.removeEvent(withIdentifier: "x") }
        #expect(throws: notDetermined) { _ = try store.exportCalendar() }
        #expect(throws: notDetermined) { _ = try store.alarmFirings(from: .distantPast, to: .distantFuture) }
        #expect(throws: notDetermined) {
            try store.save(CalendarEvent(title: "x", startDate: Support.origin, endDate: Support.origin, timeZone: nil))
        }
        #expect(throws: notDetermined) { try store.importCalendar(from: Support.fixture("all-day")) }
        // Reminders stay available, and the event-free export of selected reminders works.
        #expect(try store.reminders(matching: .all).count == 4)
        #expect(try !store.exportCalendar(reminderIdentifiers: ["buy-milk@tessera.test"]).isEmpty)

        let denied = try await Support.makeStore(in: try Support.makeDirectory(), granted: [])
        defer { Support.removeDirectory(denied.fileURL.deletingLastPathComponent()) }
        _ = await denied.requestFullAccess(to: .reminder)
        #expect(throws: CalendarError.notAuthorized(.reminder, status: .denied)) {
            _ = try denied.reminders(matching: .all)
        }
    }

    // MARK: - Import and export

    @Test func importAddsAndReplacesByUIDAndExportRoundTrips() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "all-day")
        let result = try store.importCalendar(contentsOf: Support.fixtureURL("weekly-with-exceptions"))
        #expect(
            result == CalendarImportResult(eventIdentifiers: ["team-meeting@tessera.test"], reminderIdentifiers: []))
        try store.importCalendar(from: Support.fixture("reminders"))
        try store.importCalendar(from: Support.fixture("reminders"))  // same UIDs: replaced, not doubled
        #expect(try store.allEvents().count == 4)
        #expect(try store.reminders(matching: .all).count == 4)

        let exported = try store.exportCalendar()
        let document = try CalendarDocument(icsData: exported, floatingTimeZone: Support.utc)
        #expect(document.events == (try store.allEvents()))
        #expect(document.reminders == (try store.reminders(matching: .all)))

        let other = try await Support.makeStore(in: try Support.makeDirectory())
        defer { Support.removeDirectory(other.fileURL.deletingLastPathComponent()) }
        try other.importCalendar(from: exported)
        #expect(try other.allEvents() == (try store.allEvents()))
        #expect(try other.reminders(matching: .all) == (try store.reminders(matching: .all)))
    }

    @Test func exportOfSelectedItemsHoldsOnlyThose() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "reminders")
        try store.importCalendar(from: Support.fixture("all-day"))
        let data = try store.exportCalendar(
            eventIdentifiers: ["vacation@tessera.test"],
            reminderIdentifiers: ["read-book@tessera.test", "pay-rent@tessera.test"])
        let document = try CalendarDocument(icsData: data, floatingTimeZone: Support.utc)
        #expect(document.events.map(\.uid) == ["vacation@tessera.test"])
        #expect(document.reminders.map(\.uid) == ["read-book@tessera.test", "pay-rent@tessera.test"])
        #expect(throws: CalendarError.unknownItem("nope")) { _ = try store.exportCalendar(eventIdentifiers: ["nope"]) }
    }

    @Test func malformedImportChangesNothing() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "all-day")
        let before = try Data(contentsOf: store.fileURL)
        #expect(throws: CalendarError.missingProperty("DTSTART", component: "VEVENT", line: 8)) {
            try store.importCalendar(from: Support.fixture("malformed-missing-dtstart"))
        }
        #expect(try store.allEvents().count == 3)
        #expect(try Data(contentsOf: store.fileURL) == before)
    }
}
