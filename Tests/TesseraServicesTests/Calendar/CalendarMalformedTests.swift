import Foundation
import TesseraServices
import Testing

/// Every kind of bad `.ics` input gives a typed error carrying the culprit and, where it can be
/// had, the 1-based line.
@Suite struct CalendarMalformedTests {
    typealias Support = CalendarTestSupport

    private func read(_ text: String) throws(CalendarError) -> CalendarDocument {
        try CalendarDocument(icsData: Data(text.utf8), floatingTimeZone: Support.utc)
    }

    /// A one-event calendar with `lines` inside the `VEVENT` (CRLF line ends).
    private func event(_ lines: String...) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT"] + lines + ["END:VEVENT", "END:VCALENDAR", ""])
            .joined(separator: "\r\n")
    }

    @Test func emptyFileFixture() throws {
        #expect(throws: CalendarError.malformed(reason: "The file is empty.", line: nil)) {
            _ = try CalendarDocument(icsData: Support.fixture("malformed-empty"), floatingTimeZone: Support.utc)
        }
    }

    @Test func whitespaceOnlyIsEmptyToo() {
        #expect(throws: CalendarError.malformed(reason: "The file is empty.", line: nil)) { _ = try read(" \r\n\n\t") }
    }

    @Test func garbageFixtureFailsOnItsFirstLine() throws {
        #expect {
            _ = try CalendarDocument(icsData: Support.fixture("malformed-garbage"), floatingTimeZone: Support.utc)
        } throws: { error in
            guard case CalendarError.malformed(let reason, 1) = error else { return false }
            return reason.contains("This is not a calendar.")
        }
    }

    @Test func missingEndFixtureNamesTheUnclosedCalendar() throws {
        #expect(
            throws: CalendarError.malformed(
                reason: "BEGIN:VCALENDAR of line 1 is never closed (no END:VCALENDAR).",
                line: 1)
        ) {
            _ = try CalendarDocument(icsData: Support.fixture("malformed-missing-end"), floatingTimeZone: Support.utc)
        }
    }

    @Test func missingDTStartFixtureNamesTheSecondEvent() throws {
        #expect(throws: CalendarError.missingProperty("DTSTART", component: "VEVENT", line: 8)) {
            _ = try CalendarDocument(
                icsData: Support.fixture("malformed-missing-dtstart"), floatingTimeZone: Support.utc)
        }
    }

    @Test func badRuleFixtureCarriesLibicalsReasonAndTheLine() throws {
        #expect {
            _ = try CalendarDocument(icsData: Support.fixture("malformed-bad-rrule"), floatingTimeZone: Support.utc)
        } throws: { error in
            guard case CalendarError.invalidRecurrenceRule(let rule, let reason, 7) = error else { return false }
            return rule == "FREQ=FORTNIGHTLY;COUNT=3" && reason.contains("RRULE")
        }
    }

    /// An UNTIL naming no instant (month 57 or 0, day 40 or 0) is refused where it is read, not
    /// trapped on when the series is expanded (found by fuzz-calendar).
    @Test(arguments: ["20265712T235959Z", "20261240", "20260015T000000Z", "20261200T000000Z"])
    func untilThatIsNoDate(until: String) {
        #expect {
            _ = try read(event("UID:x", "DTSTART:20260101T100000Z", "RRULE:FREQ=DAILY;UNTIL=\(until)"))
        } throws: { error in
            guard case CalendarError.invalidRecurrenceRule(_, let reason, 6) = error else { return false }
            return reason == "UNTIL is not a date in the years 1…9999."
        }
    }

    @Test func unknownTZIDFixture() throws {
        #expect(throws: CalendarError.unknownTimeZone("Mars/Olympus_Mons", line: 5)) {
            _ = try CalendarDocument(icsData: Support.fixture("malformed-unknown-tzid"), floatingTimeZone: Support.utc)
        }
    }

    @Test func missingEndOfAnEventNamesTheEvent() {
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:20260101T100000Z\r\nEND:VCALENDAR\r\n"
        #expect(
            throws: CalendarError.malformed(reason: "END:VCALENDAR does not close BEGIN:VEVENT of line 2.", line: 5)
        ) {
            _ = try read(text)
        }
    }

    @Test func contentAfterTheCalendarEnded() {
        let text = event("UID:x", "DTSTART:20260101T100000Z") + "SUMMARY:stray\r\n"
        #expect(throws: CalendarError.malformed(reason: "Content after the calendar ended: “SUMMARY:stray”.", line: 8))
        {
            _ = try read(text)
        }
    }

    @Test func lineWithoutColon() {
        #expect(throws: CalendarError.malformed(reason: "Line 5 has no colon: “just words”.", line: 5)) {
            _ = try read(event("UID:x", "just words", "DTSTART:20260101T100000Z"))
        }
    }

    @Test func foldedLinesCountFromWhereTheyStart() {
        let text = event("UID:x", "SUMMARY:a long", " title", "DTSTART:2026XX01T100000Z")
        #expect {
            _ = try read(text)
        } throws: { error in
            guard case CalendarError.malformed(let reason, 7) = error else { return false }
            return reason.contains("DTSTART")
        }
    }

    @Test func textThatIsNotUTF8() {
        let bytes = Data("BEGIN:VCALENDAR\r\nX-NAME:".utf8) + Data([0xFF, 0xFE]) + Data("\r\nEND:VCALENDAR\r\n".utf8)
        #expect(throws: CalendarError.malformed(reason: "The file is not UTF-8 text.", line: nil)) {
            _ = try CalendarDocument(icsData: bytes, floatingTimeZone: Support.utc)
        }
    }

    @Test func nulCharacter() {
        #expect(throws: CalendarError.malformed(reason: "Line 4 contains a NUL character.", line: 4)) {
            _ = try read(event("SUMMARY:a\0b", "UID:x"))
        }
    }

    @Test func badParameterValueIsLibicalsError() {
        #expect {
            _ = try read(event("UID:x", "DTSTART;VALUE=FOO:20260101T100000Z"))
        } throws: { error in
            guard case CalendarError.malformed(let reason, 5) = error else { return false }
            return reason.contains("VALUE=FOO")
        }
    }

    @Test func missingUID() {
        #expect(throws: CalendarError.missingProperty("UID", component: "VEVENT", line: 3)) {
            _ = try read(event("DTSTART:20260101T100000Z"))
        }
    }

    @Test func alarmWithoutTrigger() {
        #expect(throws: CalendarError.missingProperty("TRIGGER", component: "VALARM", line: 6)) {
            _ = try read(event("UID:x", "DTSTART:20260101T100000Z", "BEGIN:VALARM", "ACTION:DISPLAY", "END:VALARM"))
        }
    }

    @Test func endBeforeStart() {
        #expect(throws: CalendarError.endBeforeStart(identifier: "x")) {
            _ = try read(event("UID:x", "DTSTART:20260101T100000Z", "DTEND:20260101T090000Z"))
        }
    }

    @Test func priorityOutsideZeroToNine() {
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:t\r\nPRIORITY:12\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        #expect(throws: CalendarError.malformed(reason: "PRIORITY 12 is outside 0…9.", line: 4)) { _ = try read(text) }
    }

    @Test func sameUIDForAnEventAndAReminder() {
        let text = event("UID:same", "DTSTART:20260101T100000Z")
            .replacingOccurrences(of: "END:VCALENDAR", with: "BEGIN:VTODO\r\nUID:same\r\nEND:VTODO\r\nEND:VCALENDAR")
        #expect(throws: CalendarError.duplicateIdentifier("same")) { _ = try read(text) }
    }

    @Test func twoSeriesWithOneUID() {
        let text = event(
            "UID:twice", "DTSTART:20260101T100000Z", "END:VEVENT", "BEGIN:VEVENT", "UID:twice",
            "DTSTART:20260102T100000Z")
        #expect(throws: CalendarError.duplicateIdentifier("twice")) { _ = try read(text) }
    }

    @Test(arguments: [
        ("DTSTART:20261345T100000Z", "DTSTART value 20261345T100000Z is not a real date or time."),
        ("DTSTART;VALUE=DATE:20260230", "DTSTART value 20260230 is not a real date or time."),
        ("DTSTART:20260101T250000Z", "DTSTART value 20260101T250000Z is not a real date or time."),
    ])
    func impossibleDatesThatLibicalWouldRollOver(line: String, reason: String) {
        #expect(throws: CalendarError.malformed(reason: reason, line: 5)) { _ = try read(event("UID:x", line)) }
    }

    @Test func durationEndingAfterTheYear9999() {
        #expect(throws: CalendarError.malformed(reason: "DURATION of x ends after the year 9999.", line: 6)) {
            _ = try read(event("UID:x", "DTSTART:20260101T100000Z", "DURATION:P1000000000D"))
        }
    }

    @Test func emptyTZID() {
        #expect(throws: CalendarError.unknownTimeZone("", line: 5)) {
            _ = try read(event("UID:x", "DTSTART;TZID=:20260101T100000"))
        }
    }

    @Test func unparsableExceptionDate() {
        #expect(
            throws: CalendarError.malformed(
                reason: "Can't parse as DATE-TIME value in EXDATE property. Removing entire property: garbage", line: 6)
        ) {
            _ = try read(event("UID:x", "DTSTART:20260101T100000Z", "EXDATE:garbage"))
        }
    }

    @Test func hugeAlarmOffsetReadsAndComputesWithoutOverflow() async throws {
        let text = event(
            "UID:x", "DTSTART:20260101T100000Z", "RRULE:FREQ=YEARLY", "BEGIN:VALARM", "TRIGGER:-P99999999W",
            "END:VALARM")
        let document = try read(text)
        // 99 999 999 weeks, beyond libical's 32-bit seconds.
        let weeks: TimeInterval = 99_999_999
        #expect(document.events.first?.alarms.first?.relativeOffset == -weeks * 604_800)
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        try store.importCalendar(from: Data(text.utf8))
        #expect(try store.alarmFirings(from: .distantPast, to: .distantFuture).isEmpty)
    }

    @Test func unreadableFileCarriesItsURL() throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let missing = directory.appendingPathComponent("nowhere.ics")
        #expect {
            _ = try CalendarDocument(contentsOf: missing, floatingTimeZone: Support.utc)
        } throws: { error in
            guard case CalendarError.unreadableFile(let url, _) = error else { return false }
            return url == missing
        }
    }
}

extension CalendarMalformedTests {
    @Test func lineIsFoundWhenATimeZoneDefinitionFollowsTheEvents() {
        let text = [
            "BEGIN:VCALENDAR", "VERSION:2.0",
            "BEGIN:VEVENT", "UID:first", "DTSTART;TZID=Europe/Paris:20260101T100000", "END:VEVENT",
            "BEGIN:VTIMEZONE", "TZID:Europe/Paris", "BEGIN:STANDARD", "DTSTART:19701025T030000",
            "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VEVENT", "UID:second", "SUMMARY:no start", "END:VEVENT",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        #expect(throws: CalendarError.missingProperty("DTSTART", component: "VEVENT", line: 15)) {
            _ = try CalendarDocument(icsData: Data(text.utf8), floatingTimeZone: CalendarTestSupport.utc)
        }
    }
}
