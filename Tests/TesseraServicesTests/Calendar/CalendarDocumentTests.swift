import Foundation
import TesseraServices
import Testing

@Suite struct CalendarDocumentTests {
    typealias Support = CalendarTestSupport

    @Test func readsAWeeklySeriesWithItsExceptionAndMovedOccurrence() throws {
        let document = try CalendarDocument(
            icsData: Support.fixture("weekly-with-exceptions"), floatingTimeZone: Support.utc)
        #expect(document.events.count == 1)
        let series = try #require(document.events.first)
        #expect(series.uid == "team-meeting@tessera.test")
        #expect(series.title == "Team meeting")
        #expect(series.notes == "Weekly sync, bring notes")
        #expect(series.location == "Room 4")
        #expect(series.timeZone?.identifier == "Europe/Berlin")
        #expect(series.startDate == Support.date(2026, 1, 5, 9))  // 10:00 CET
        #expect(series.endDate == Support.date(2026, 1, 5, 10))
        #expect(series.recurrenceRule?.frequency == .weekly)
        #expect(series.recurrenceRule?.daysOfTheWeek == [.init(.monday)])
        #expect(series.recurrenceRule?.end == .count(6))
        #expect(series.exceptionDates == [Support.date(2026, 1, 19, 9)])
        #expect(series.alarms == [Alarm(relativeOffset: -600, message: "Team meeting in 10 minutes")])
        let moved = try #require(series.detachedOccurrences.first)
        #expect(series.detachedOccurrences.count == 1)
        #expect(moved.occurrenceDate == Support.date(2026, 1, 26, 9))
        #expect(moved.startDate == Support.date(2026, 1, 27, 13))
        #expect(moved.title == "Team meeting (moved)")
    }

    @Test func readsAllDayEventsAsFloatingMidnights() throws {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let utcDocument = try CalendarDocument(icsData: Support.fixture("all-day"), floatingTimeZone: Support.utc)
        let tokyoDocument = try CalendarDocument(icsData: Support.fixture("all-day"), floatingTimeZone: tokyo)
        let independence = try #require(utcDocument.event(withIdentifier: "independence-day@tessera.test"))
        #expect(independence.isAllDay)
        #expect(independence.timeZone == nil)
        #expect(independence.startDate == Support.date(2026, 7, 4))
        #expect(independence.endDate == Support.date(2026, 7, 5))
        let inTokyo = try #require(tokyoDocument.event(withIdentifier: "independence-day@tessera.test"))
        #expect(inTokyo.startDate == Support.date(2026, 7, 4, in: tokyo))
        #expect(inTokyo.startDate == Support.date(2026, 7, 3, 15))
        // No DTEND on a DATE start: one day (RFC 5545 §3.6.1).
        let birthday = try #require(utcDocument.event(withIdentifier: "birthday@tessera.test"))
        #expect(birthday.endDate == Support.date(2026, 3, 22))
    }

    @Test func readsAVTimezoneFromTheFileAndDurationInsteadOfEnd() throws {
        let document = try CalendarDocument(icsData: Support.fixture("dst-new-york"), floatingTimeZone: Support.utc)
        let run = try #require(document.event(withIdentifier: "spring-forward@tessera.test"))
        #expect(run.timeZone?.identifier == "America/New_York")
        #expect(run.startDate == Support.date(2026, 3, 7, 14))
        #expect(run.recurrenceRule?.end == .until(Support.date(2026, 3, 9, 23, 59, 59)))
        let breakfast = try #require(document.event(withIdentifier: "fall-back@tessera.test"))
        #expect(breakfast.startDate == Support.date(2026, 10, 31, 13))
        #expect(breakfast.endDate == Support.date(2026, 10, 31, 14))
    }

    @Test func readsRemindersWithDueComponentsPriorityCompletionAndAlarms() throws {
        let document = try CalendarDocument(icsData: Support.fixture("reminders"), floatingTimeZone: Support.utc)
        #expect(
            document.reminders.map(\.uid) == [
                "pay-rent@tessera.test", "call-dentist@tessera.test",
                "buy-milk@tessera.test", "read-book@tessera.test",
            ])
        let rent = document.reminders[0]
        #expect(rent.dueDateComponents == DateComponents(year: 2026, month: 3, day: 1))
        #expect(rent.priority == 1)
        #expect(!rent.isCompleted)
        #expect(rent.alarms == [Alarm(relativeOffset: -54_000)])  // DESCRIPTION equal to the title reads as nil
        let dentist = document.reminders[1]
        #expect(dentist.notes == "Ask about the\nfilling")
        #expect(
            dentist.dueDateComponents
                == DateComponents(
                    timeZone: Support.newYork, year: 2026, month: 3, day: 10,
                    hour: 9, minute: 0, second: 0))
        #expect(
            dentist.alarms == [
                Alarm(relativeOffset: -1_800, anchor: .end, message: "Dentist soon"),
                Alarm(absoluteDate: Support.date(2026, 3, 9, 12)),
            ])
        let milk = document.reminders[2]
        #expect(milk.isCompleted)
        #expect(milk.completionDate == Support.date(2026, 2, 15, 18))
        #expect(milk.dueDateComponents?.timeZone?.secondsFromGMT() == 0)
        let book = document.reminders[3]
        #expect(book.priority == 9)
        #expect(book.dueDateComponents == nil)
    }

    @Test(arguments: ["weekly-with-exceptions", "all-day", "dst-new-york", "reminders"])
    func exportThenImportGivesAnEqualDocument(fixture: String) throws {
        let original = try CalendarDocument(icsData: Support.fixture(fixture), floatingTimeZone: Support.utc)
        let exported = try original.icsData(floatingTimeZone: Support.utc, timestamp: Support.origin)
        let reimported = try CalendarDocument(icsData: exported, floatingTimeZone: Support.utc)
        #expect(reimported == original)
        // Writing is deterministic: the second export is byte for byte the first.
        #expect(try reimported.icsData(floatingTimeZone: Support.utc, timestamp: Support.origin) == exported)
    }

    @Test func exportKeepsUnmodelledContentAndWritesATimeZoneDefinition() throws {
        let document = try CalendarDocument(
            icsData: Support.fixture("weekly-with-exceptions"), floatingTimeZone: Support.utc)
        let text = String(
            decoding: try document.icsData(floatingTimeZone: Support.utc, timestamp: Support.origin),
            as: UTF8.self)
        #expect(text.contains("ATTENDEE;CN=Ada Lovelace;ROLE=REQ-PARTICIPANT:mailto:ada@tessera.test\r\n"))
        #expect(text.contains("X-WR-CALNAME:Work\r\n"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"))
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20260105T100000\r\n"))
        #expect(text.contains("RECURRENCE-ID;TZID=Europe/Berlin:20260126T100000\r\n"))
        #expect(text.contains("EXDATE;TZID=Europe/Berlin:20260119T100000\r\n"))
        #expect(text.contains("RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=MO\r\n"))
        #expect(text.contains("TRIGGER:-PT10M\r\n"))
    }

    @Test func writesEachKindOfTimeAsRFC5545Asks() throws {
        var allDay = CalendarEvent(
            uid: "a", title: "Holiday", startDate: Support.date(2026, 12, 25),
            endDate: Support.date(2026, 12, 26), timeZone: nil, isAllDay: true)
        allDay.recurrenceRule = RecurrenceRule(frequency: .yearly, end: .until(Support.date(2030, 12, 25)))
        let floating = CalendarEvent(
            uid: "f", title: "Lunch", startDate: Support.date(2026, 5, 1, 12),
            endDate: Support.date(2026, 5, 1, 13), timeZone: nil)
        let utcEvent = CalendarEvent(
            uid: "u", title: "Launch", startDate: Support.date(2026, 5, 1, 12),
            endDate: Support.date(2026, 5, 1, 12), timeZone: Support.utc)
        var reminder = Reminder(uid: "r", title: "Stretch", due: DateComponents(year: 2026, month: 5, day: 2))
        reminder.alarms = [Alarm(absoluteDate: Support.date(2026, 5, 1, 20))]
        let document = CalendarDocument(events: [allDay, floating, utcEvent], reminders: [reminder])
        let text = String(
            decoding: try document.icsData(floatingTimeZone: Support.utc, timestamp: Support.origin),
            as: UTF8.self)
        #expect(text.contains("DTSTART;VALUE=DATE:20261225\r\nDTEND;VALUE=DATE:20261226\r\n"))
        #expect(text.contains("RRULE:FREQ=YEARLY;UNTIL=20301225\r\n"))
        #expect(text.contains("DTSTART:20260501T120000\r\n"))
        #expect(text.contains("DTSTART:20260501T120000Z\r\n"))
        #expect(text.contains("DUE;VALUE=DATE:20260502\r\n"))
        #expect(text.contains("TRIGGER;VALUE=DATE-TIME:20260501T200000Z\r\n"))
        #expect(text.contains("DTSTAMP:20260101T000000Z\r\n"))
        #expect(!text.contains("VTIMEZONE"))
    }

    @Test func aFixedOffsetZoneIsWrittenWithItsOwnDefinition() throws {
        let plusFiveThirty = TimeZone(secondsFromGMT: 5 * 3600 + 1800)!
        let event = CalendarEvent(
            uid: "o", title: "Call", startDate: Support.date(2026, 4, 1, 4, 30),
            endDate: Support.date(2026, 4, 1, 5), timeZone: plusFiveThirty)
        let data = try CalendarDocument(events: [event]).icsData(
            floatingTimeZone: Support.utc, timestamp: Support.origin)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("DTSTART;TZID=\(plusFiveThirty.identifier):20260401T100000\r\n"))
        #expect(text.contains("TZOFFSETTO:+0530\r\n"))
        let back = try CalendarDocument(icsData: data, floatingTimeZone: Support.utc)
        #expect(back.events.first?.startDate == Support.date(2026, 4, 1, 4, 30))
        #expect(back.events.first?.timeZone?.secondsFromGMT() == 19_800)
    }

    @Test func anAliasZoneKeepsItsNameAndRules() throws {
        let alias = try #require(TimeZone(identifier: "US/Eastern"))
        let event = CalendarEvent(
            uid: "n", title: "Call", startDate: Support.date(2026, 7, 1, 16),
            endDate: Support.date(2026, 7, 1, 17), timeZone: alias)
        let data = try CalendarDocument(events: [event]).icsData(
            floatingTimeZone: Support.utc, timestamp: Support.origin)
        #expect(String(decoding: data, as: UTF8.self).contains("DTSTART;TZID=US/Eastern:20260701T120000\r\n"))
        let back = try #require(try CalendarDocument(icsData: data, floatingTimeZone: Support.utc).events.first)
        #expect(back.timeZone?.identifier == "US/Eastern")
        #expect(back.startDate == Support.date(2026, 7, 1, 16))
    }

    @Test func aPrefixedTZIDFindsTheBuiltinZone() throws {
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            UID:p\r
            DTSTART;TZID=/freeassociation.sourceforge.net/Europe/Berlin:20260701T120000\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let document = try CalendarDocument(icsData: Data(text.utf8), floatingTimeZone: Support.utc)
        #expect(document.events.first?.startDate == Support.date(2026, 7, 1, 10))  // CEST, UTC+2
        #expect(document.events.first?.timeZone?.identifier == "Europe/Berlin")
    }
}
