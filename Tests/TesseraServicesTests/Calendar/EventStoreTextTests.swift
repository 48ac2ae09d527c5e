import Foundation
import TesseraCore
import TesseraServices
import Testing

/// Titles, notes, locations, alarm messages and identifiers: what a save accepts reads back from the
/// file as the store holds it, and what a file cannot hold is refused before anything is written.
@Suite struct EventStoreTextTests {
    typealias Support = CalendarTestSupport

    static func event(uid: String = "x", title: String) -> CalendarEvent {
        CalendarEvent(
            uid: uid, title: title, startDate: Support.date(2026, 4, 1, 9),
            endDate: Support.date(2026, 4, 1, 10), timeZone: .gmt)
    }

    /// A store holding one event, "other", that every refused save must leave reachable.
    static func storeWithAnotherEvent(in directory: URL) async throws -> EventStore {
        let store = try await Support.makeStore(in: directory)
        var other = event(uid: "other", title: "Other")
        other.alarms = [Alarm(relativeOffset: -600)]
        try store.save(other)
        return store
    }

    /// The store's own copies of every item equal what a new store reads from the file.
    static func expectFileMatchesStore(_ store: EventStore, in directory: URL) async throws {
        let reopened = try await Support.makeStore(in: directory)
        #expect(try reopened.allEvents() == store.allEvents())
        #expect(try reopened.reminders(matching: .all) == store.reminders(matching: .all))
    }

    static func isInvalidText(
        _ error: any Error, property: String, identifier: String, fault: CalendarError.TextFault? = nil
    ) -> Bool {
        guard case .invalidText(property, identifier, let found)? = error as? CalendarError else { return false }
        return fault.map { $0 == found } ?? true
    }

    @Test(arguments: ["", " ", "  ", "\t", " \u{0B} "])
    func anEmptyOrBlankTitleReadsBackAsEmpty(title: String) async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Self.storeWithAnotherEvent(in: directory)
        var event = Self.event(title: title)
        event.alarms = [Alarm(relativeOffset: -300)]
        try store.save(event)
        #expect(try store.event(withIdentifier: "x")?.title == "")
        #expect(try store.event(withIdentifier: "x")?.alarms.first?.message == nil)
        try await Self.expectFileMatchesStore(store, in: directory)
        let reopened = try await Support.makeStore(in: directory)
        #expect(try reopened.allEvents().map(\.uid) == ["other", "x"])
        try reopened.save(Self.event(uid: "later", title: "Later"))
        #expect(try await Support.makeStore(in: directory).allEvents().count == 3)
    }

    @Test(arguments: [
        ("Dentist ", "Dentist"), (" \tDentist", "Dentist"), ("a\r\nb", "a\nb"), ("a\rb", "a\nb"),
        ("a\tb", "a\tb"), ("line\n", "line\n"), ("\u{A0}wide\u{3000}", "\u{A0}wide\u{3000}"),
        ("a,b;c\\d:e\"f", "a,b;c\\d:e\"f"), ("\u{1B}[0m\u{7F}", "\u{1B}[0m\u{7F}"),
    ])
    func aTitleIsStoredAsTheFileReadsItBack(given: String, stored: String) async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        try store.save(Self.event(title: given))
        #expect(try store.event(withIdentifier: "x")?.title == stored)
        try await Self.expectFileMatchesStore(store, in: directory)
    }

    @Test func emptyNotesLocationAndMessagesAreStoredAsNone() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        var event = Self.event(title: "Walk")
        event.notes = ""
        event.location = "  "
        event.alarms = [Alarm(relativeOffset: -60, message: ""), Alarm(relativeOffset: -120, message: "Walk")]
        try store.save(event)
        var reminder = Reminder(uid: "r", title: "", notes: " \t\u{0B} ")
        reminder.alarms = [Alarm(absoluteDate: Support.date(2026, 4, 1, 8), message: " ")]
        try store.save(reminder)

        let saved = try #require(try store.event(withIdentifier: "x"))
        #expect(saved.notes == nil)
        #expect(saved.location == nil)
        #expect(saved.alarms.map(\.message) == [nil, nil])
        let savedReminder = try #require(try store.reminder(withIdentifier: "r"))
        #expect(savedReminder.title == "")
        #expect(savedReminder.notes == nil)
        #expect(savedReminder.alarms.map(\.message) == [nil])
        try await Self.expectFileMatchesStore(store, in: directory)
    }

    @Test(arguments: [
        ("SUMMARY", "\0"), ("SUMMARY", "a\0b"), ("SUMMARY", "a\u{08}b"), ("SUMMARY", "\u{0C}"),
        ("DESCRIPTION", "notes\0"), ("LOCATION", "\0room"), ("ALARM", "ring\0"),
    ])
    func textAFileCannotHoldIsRefusedAndTheFileStaysReadable(field: String, value: String) async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Self.storeWithAnotherEvent(in: directory)
        let before = try Data(contentsOf: store.fileURL)
        var event = Self.event(title: "Fine")
        switch field {
        case "SUMMARY": event.title = value
        case "DESCRIPTION": event.notes = value
        case "LOCATION": event.location = value
        default: event.alarms = [Alarm(relativeOffset: -60, message: value)]
        }
        let property = field == "ALARM" ? "DESCRIPTION" : field
        let character = value.unicodeScalars.first { [0, 8, 12].contains($0.value) }
        #expect { try store.save(event) } throws: { error in
            Self.isInvalidText(error, property: property, identifier: "x", fault: character.map { .character($0) })
        }
        #expect(try Data(contentsOf: store.fileURL) == before)
        #expect(try store.event(withIdentifier: "x") == nil)
        #expect(try await Support.makeStore(in: directory).allEvents().map(\.uid) == ["other"])
    }

    @Test(
        arguments: [
            ("", .emptyIdentifier), (" ", .emptyIdentifier), ("\t", .emptyIdentifier),
            ("\0", .character("\0")), ("x\0", .character("\0")), ("a\u{08}b", .character("\u{08}")),
            ("\u{0C}", .character("\u{0C}")), (" x", .identifierChangesWhenRead), ("x ", .identifierChangesWhenRead),
            ("a\rb", .identifierChangesWhenRead),
        ] as [(String, CalendarError.TextFault)])
    func anIdentifierAFileCannotHoldIsRefusedAndTheFileStaysReadable(
        uid: String, fault: CalendarError.TextFault
    ) async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Self.storeWithAnotherEvent(in: directory)
        let before = try Data(contentsOf: store.fileURL)
        #expect { try store.save(Self.event(uid: uid, title: "Event")) } throws: {
            Self.isInvalidText($0, property: "UID", identifier: uid, fault: fault)
        }
        #expect { try store.save(Reminder(uid: uid, title: "Reminder")) } throws: {
            Self.isInvalidText($0, property: "UID", identifier: uid, fault: fault)
        }
        #expect(try Data(contentsOf: store.fileURL) == before)
        let reopened = try await Support.makeStore(in: directory)
        #expect(try reopened.allEvents().map(\.uid) == ["other"])
        #expect(try reopened.reminders(matching: .all).isEmpty)
    }

    @Test func aDetachedOccurrenceWithATitleAFileCannotHoldIsRefused() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Self.storeWithAnotherEvent(in: directory)
        var series = Self.event(title: "Series")
        series.recurrenceRule = RecurrenceRule(frequency: .daily)
        var moved = Self.event(title: "Moved\0")
        moved.occurrenceDate = Support.date(2026, 4, 2, 9)
        series.detachedOccurrences = [moved]
        #expect { try store.save(series) } throws: { Self.isInvalidText($0, property: "SUMMARY", identifier: "x") }
        #expect(try await Support.makeStore(in: directory).allEvents().map(\.uid) == ["other"])
    }

    /// Every ASCII character at the start, inside and at the end of every text field: each save is
    /// refused or reads back as the store holds it.
    @Test func everyAsciiCharacterEitherReadsBackOrIsRefused() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        var refused: Set<UInt8> = []
        for byte in UInt8(0)...127 {
            let character = String(UnicodeScalar(byte))
            for (index, text) in [character + "b", "a" + character + "b", "a" + character].enumerated() {
                var event = Self.event(uid: "e\(byte)-\(index)", title: text)
                event.notes = text
                event.location = text
                event.alarms = [Alarm(relativeOffset: -60, message: text)]
                var reminder = Reminder(uid: "r\(byte)-\(index)", title: text, notes: text)
                reminder.alarms = [Alarm(relativeOffset: -60, message: text)]
                do {
                    try store.save(event, commit: false)
                    try store.save(reminder, commit: false)
                } catch {
                    refused.insert(byte)
                }
                let uid = text.replacingOccurrences(of: "b", with: "u\(byte)")
                do {
                    try store.save(Self.event(uid: uid, title: "Identifier"), commit: false)
                } catch {
                    #expect(Self.isInvalidText(error, property: "UID", identifier: uid))
                }
            }
        }
        try store.commit()
        #expect(refused == [0, 8, 12])
        try await Self.expectFileMatchesStore(store, in: directory)
    }

    @Test func importingAnEventWithoutSummaryExportsDataThatReadsBack() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Self.storeWithAnotherEvent(in: directory)
        let ics = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Test//EN\r
            BEGIN:VEVENT\r
            UID:untitled\r
            DTSTAMP:20260101T000000Z\r
            DTSTART:20260401T090000Z\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            TRIGGER:-PT5M\r
            END:VALARM\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        try store.importCalendar(from: Data(ics.utf8))
        let exported = try store.exportCalendar()
        let document = try CalendarDocument(icsData: exported, floatingTimeZone: Support.utc)
        #expect(document.events.map(\.title) == ["Other", ""])
        #expect(try document.events == store.allEvents())
        try await Self.expectFileMatchesStore(store, in: directory)
    }

    /// Files the previous version wrote with an empty title, notes or location (`SUMMARY:` with no
    /// value, which libical drops with an error) read again, and the events in them are reachable.
    @Test func emptyTextValuesWrittenByEarlierVersionsReadAsEmpty() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let ics = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Tessera//TesseraServices Calendar//EN\r
            BEGIN:VEVENT\r
            UID:other\r
            DTSTAMP:20260101T000000Z\r
            SUMMARY:Other\r
            DTSTART:20260401T090000Z\r
            DTEND:20260401T100000Z\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:x\r
            DTSTAMP:20260101T000000Z\r
            SUMMARY:\r
            DESCRIPTION:\r
            LOCATION:  \r
            DTSTART:20260401T090000Z\r
            DTEND:20260401T100000Z\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            TRIGGER:-PT5M\r
            DESCRIPTION:\r
            END:VALARM\r
            END:VEVENT\r
            BEGIN:VTODO\r
            UID:r\r
            DTSTAMP:20260101T000000Z\r
            SUMMARY:\r
            END:VTODO\r
            END:VCALENDAR\r

            """
        try Data(ics.utf8).write(to: directory.appendingPathComponent("Calendar.ics"))
        let store = try await Support.makeStore(in: directory)
        let events = try store.allEvents()
        #expect(events.map(\.uid) == ["other", "x"])
        #expect(events.map(\.title) == ["Other", ""])
        #expect(events[1].notes == nil)
        #expect(events[1].location == nil)
        #expect(events[1].alarms.map(\.message) == [nil])
        #expect(try store.reminder(withIdentifier: "r")?.title == "")
        try store.save(Self.event(uid: "later", title: "Later"))
        #expect(!(try String(contentsOf: store.fileURL, encoding: .utf8).contains("X-LIC-ERROR")))
        try await Self.expectFileMatchesStore(store, in: directory)
    }
}
