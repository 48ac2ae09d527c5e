import Foundation
import TesseraServices
import Testing

/// Files built to hurt the reader — deep nesting, numbers libical cannot hold, a time zone that
/// changes every second, megabyte lines — give a typed error naming the culprit, or read exactly.
@Suite struct CalendarHostileInputTests {
    typealias Support = CalendarTestSupport

    private func read(_ text: String) throws(CalendarError) -> CalendarDocument {
        try CalendarDocument(icsData: Data(text.utf8), floatingTimeZone: Support.utc)
    }

    /// A calendar with one event holding `lines` after its UID, DTSTAMP and DTSTART (lines 4–6).
    private func event(_ lines: [String], before: [String] = []) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0"] + before
            + ["BEGIN:VEVENT", "UID:hostile@tessera.test", "DTSTAMP:20260101T000000Z", "DTSTART:20260101T090000Z"]
            + lines + ["END:VEVENT", "END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    @Test func componentsNestedDeeperThanTheLimitAreMalformed() {
        // VCALENDAR and VEVENT are two levels; the 31st X-A (line 7 + 30) is the 33rd.
        let depth = 40
        let text = event(Array(repeating: "BEGIN:X-A", count: depth) + Array(repeating: "END:X-A", count: depth))
        #expect(throws: CalendarError.malformed(reason: "Components nest more than 32 deep at BEGIN:X-A.", line: 37)) {
            _ = try read(text)
        }
    }

    @Test func nestingAHundredThousandDeepIsRefusedWithoutOverflowingTheStack() async throws {
        let depth = 100_000
        let text = event(Array(repeating: "BEGIN:X-A", count: depth) + Array(repeating: "END:X-A", count: depth))
        let outcome = await HangGuard.run { Result { () throws(CalendarError) in try read(text) }.map(\.events.count) }
        let result = try #require(outcome, "the read did not finish")
        #expect(result == .failure(.malformed(reason: "Components nest more than 32 deep at BEGIN:X-A.", line: 37)))
    }

    @Test(arguments: [
        ("FREQ=DAILY;INTERVAL=70000", "INTERVAL must be a whole number from 1 to 32767; 70000 is not."),
        ("FREQ=DAILY;COUNT=4294967297", "COUNT must be a whole number from 1 to 2147483647; 4294967297 is not."),
    ])
    func numbersLibicalCannotHoldAreInvalidRules(rule: String, reason: String) throws {
        #expect(throws: CalendarError.invalidRecurrenceRule(rule, reason: reason, line: 7)) {
            _ = try read(event(["RRULE:" + rule]))
        }
        #expect(throws: CalendarError.invalidRecurrenceRule(rule, reason: reason, line: nil)) {
            _ = try RecurrenceRule(rrule: rule)
        }
    }

    @Test func numbersWithinLibicalsRangeStillRead() throws {
        let document = try read(event(["RRULE:FREQ=DAILY;INTERVAL=32767;COUNT=2147483647"]))
        let rule = try #require(document.events.first?.recurrenceRule)
        #expect(rule.interval == 32_767)
    }

    @Test(arguments: ["FREQ=SECONDLY", "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MINUTELY"])
    func timeZoneWhoseOffsetChangesTooOftenIsMalformed(rule: String) async throws {
        let zone = [
            "BEGIN:VTIMEZONE", "TZID:Evil", "BEGIN:STANDARD", "DTSTART:19700101T000000", "RRULE:" + rule,
            "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000", "END:STANDARD", "END:VTIMEZONE",
        ]
        let text =
            (["BEGIN:VCALENDAR", "VERSION:2.0"] + zone
            + [
                "BEGIN:VEVENT", "UID:hostile@tessera.test", "DTSTAMP:20260101T000000Z",
                "DTSTART;TZID=Evil:20260101T090000",
                "END:VEVENT", "END:VCALENDAR", "",
            ]).joined(separator: "\r\n")
        let outcome = await HangGuard.run { Result { () throws(CalendarError) in try read(text) }.map(\.events.count) }
        let result = try #require(outcome, "the read did not finish")
        guard case .failure(.malformed(let reason, let line)) = result else {
            Issue.record("expected malformed, got \(result)")
            return
        }
        #expect(line == 4)
        #expect(reason.hasPrefix("VTIMEZONE Evil: the STANDARD rule FREQ="), "\(reason)")
    }

    @Test func yearlyTimeZoneRulesStillRead() throws {
        let zone = [
            "BEGIN:VTIMEZONE", "TZID:Yearly", "BEGIN:STANDARD", "DTSTART:19701025T030000",
            "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
            "BEGIN:DAYLIGHT", "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
            "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT", "END:VTIMEZONE",
        ]
        let text =
            (["BEGIN:VCALENDAR", "VERSION:2.0"] + zone
            + [
                "BEGIN:VEVENT", "UID:yearly@tessera.test", "DTSTAMP:20260101T000000Z",
                "DTSTART;TZID=Yearly:20260701T090000",
                "END:VEVENT", "END:VCALENDAR", "",
            ]).joined(separator: "\r\n")
        let document = try read(text)
        // 09:00 at +02:00 in July.
        #expect(document.events.first?.startDate == Support.date(2026, 7, 1, 7))
    }

    @Test func aFourMegabyteLineReadsExactly() throws {
        let description = String(repeating: "0123456789abcdef", count: 256 << 10)
        let document = try read(event(["DESCRIPTION:" + description]))
        #expect(document.events.first?.notes == description)
    }
}
