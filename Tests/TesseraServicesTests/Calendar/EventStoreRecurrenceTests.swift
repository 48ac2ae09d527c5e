import Foundation
import TesseraServices
import Testing

/// Queries by date range expand recurring series with libical, honouring EXDATE, RECURRENCE-ID,
/// all-day dates and daylight-saving changes.
@Suite struct EventStoreRecurrenceTests {
    typealias Support = CalendarTestSupport

    @Test func weeklySeriesSkipsTheExceptionAndMovesTheDetachedOccurrence() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "weekly-with-exceptions")
        let occurrences = try store.events(from: Support.date(2026, 1, 1), to: Support.date(2026, 3, 1))
        #expect(
            occurrences.map(\.startDate) == [
                Support.date(2026, 1, 5, 9), Support.date(2026, 1, 12, 9),
                // 19 January is an EXDATE; 26 January moved to Tuesday 27th, 14:00 Berlin.
                Support.date(2026, 1, 27, 13), Support.date(2026, 2, 2, 9), Support.date(2026, 2, 9, 9),
            ])
        #expect(occurrences.map(\.endDate) == occurrences.map { $0.startDate.addingTimeInterval(3600) })
        #expect(occurrences.map(\.isDetached) == [false, false, true, false, false])
        #expect(occurrences[2].occurrenceDate == Support.date(2026, 1, 26, 9))
        #expect(occurrences[2].title == "Team meeting (moved)")
        #expect(occurrences[3].occurrenceDate == occurrences[3].startDate)
        #expect(Set(occurrences.map(\.uid)) == ["team-meeting@tessera.test"])
    }

    @Test func rangeInsideTheSeriesReturnsOnlyOverlappingOccurrences() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "weekly-with-exceptions")
        // 09:30 on 12 January is inside the second occurrence; the range ends before the moved one.
        let occurrences = try store.events(from: Support.date(2026, 1, 12, 9, 30), to: Support.date(2026, 1, 27, 13))
        #expect(occurrences.map(\.startDate) == [Support.date(2026, 1, 12, 9)])
        // The moved occurrence shows in a range around its new time only.
        #expect(try store.events(from: Support.date(2026, 1, 26), to: Support.date(2026, 1, 27)).isEmpty)
        #expect(try store.events(from: Support.date(2026, 1, 27), to: Support.date(2026, 1, 28)).count == 1)
    }

    @Test func dailyNineOClockInNewYorkKeepsLocalTimeAcrossSpringForward() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "dst-new-york")
        let march = try store.events(from: Support.date(2026, 3, 1), to: Support.date(2026, 4, 1))
        // EST (UTC−5) until 8 March 2026 02:00, then EDT (UTC−4): 14:00Z, then 13:00Z.
        #expect(
            march.map(\.startDate) == [
                Support.date(2026, 3, 7, 14), Support.date(2026, 3, 8, 13),
                Support.date(2026, 3, 9, 13),
            ])
        #expect(march.map(\.startDate) == [7, 8, 9].map { Support.date(2026, 3, $0, 9, in: Support.newYork) })
    }

    @Test func dailyNineOClockInNewYorkKeepsLocalTimeAcrossFallBack() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "dst-new-york")
        let autumn = try store.events(from: Support.date(2026, 10, 1), to: Support.date(2026, 12, 1))
        // EDT until 1 November 2026 02:00, then EST: 13:00Z, then 14:00Z.
        #expect(
            autumn.map(\.startDate) == [
                Support.date(2026, 10, 31, 13), Support.date(2026, 11, 1, 14),
                Support.date(2026, 11, 2, 14),
            ])
        #expect(autumn.map(\.endDate) == autumn.map { $0.startDate.addingTimeInterval(3600) })
    }

    @Test func anEventSavedWithTheBuiltinNewYorkZoneExpandsTheSame() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        var event = CalendarEvent(
            uid: "standup", title: "Stand-up", startDate: Support.date(2026, 3, 7, 14),
            endDate: Support.date(2026, 3, 7, 14, 15), timeZone: Support.newYork)
        #expect(!event.hasRecurrence)
        event.recurrenceRule = RecurrenceRule(frequency: .daily, end: .count(3))
        #expect(event.hasRecurrence)
        try store.save(event)
        let starts = try store.events(from: Support.date(2026, 3, 1), to: Support.date(2026, 3, 31)).map(\.startDate)
        #expect(starts == [Support.date(2026, 3, 7, 14), Support.date(2026, 3, 8, 13), Support.date(2026, 3, 9, 13)])
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        #expect(text.contains("DTSTART;TZID=America/New_York:20260307T090000\r\n"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n"))
    }

    @Test func yearlyAllDayEventRecursOnItsDateAsFloatingMidnights() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "all-day")
        let years = try store.events(from: Support.date(2026, 1, 1), to: Support.date(2029, 1, 1))
            .filter { $0.uid == "independence-day@tessera.test" }
        #expect(
            years.map(\.startDate) == [Support.date(2026, 7, 4), Support.date(2027, 7, 4), Support.date(2028, 7, 4)])
        #expect(years.map(\.endDate) == [Support.date(2026, 7, 5), Support.date(2027, 7, 5), Support.date(2028, 7, 5)])
        #expect(years.allSatisfy { $0.isAllDay })
    }

    @Test func multiDayAllDayEventOverlapsEachOfItsDays() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "all-day")
        // 10–14 August (DTEND 15 August is exclusive).
        #expect(
            try store.events(from: Support.date(2026, 8, 14, 23), to: Support.date(2026, 8, 16)).map(\.title)
                == ["Vacation"])
        #expect(try store.events(from: Support.date(2026, 8, 15), to: Support.date(2026, 8, 16)).isEmpty)
    }

    @Test func allDayEventsFollowTheStoresFloatingZone() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let store = try await Support.makeStore(in: directory, fixture: "all-day", floatingTimeZone: tokyo)
        let birthday = try store.events(from: Support.date(2026, 3, 20), to: Support.date(2026, 3, 23))
        #expect(birthday.map(\.startDate) == [Support.date(2026, 3, 20, 15)])  // 21 March 00:00 JST
    }

    @Test func floatingEventKeepsItsWallClockTimeInTheStoresZone() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let store = try await Support.makeStore(in: directory, floatingTimeZone: tokyo)
        var event = CalendarEvent(
            uid: "tea", title: "Tea", startDate: Support.date(2026, 4, 1, 9, in: tokyo),
            endDate: Support.date(2026, 4, 1, 9, 30, in: tokyo), timeZone: nil)
        event.recurrenceRule = RecurrenceRule(frequency: .daily, end: .count(2))
        try store.save(event)
        #expect(try String(contentsOf: store.fileURL, encoding: .utf8).contains("DTSTART:20260401T090000\r\n"))
        let starts = try store.events(from: Support.date(2026, 3, 1), to: Support.date(2026, 5, 1)).map(\.startDate)
        #expect(starts == [Support.date(2026, 4, 1), Support.date(2026, 4, 2)])  // 09:00 JST = 00:00Z
    }

    @Test func rdateAddsAnOccurrenceAndUntilStopsTheRule() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        var event = CalendarEvent(
            uid: "class", title: "Class", startDate: Support.date(2026, 2, 2, 18),
            endDate: Support.date(2026, 2, 2, 19), timeZone: Support.utc)
        event.recurrenceRule = RecurrenceRule(frequency: .weekly, end: .until(Support.date(2026, 2, 16, 18)))
        event.recurrenceDates = [Support.date(2026, 2, 20, 18)]
        try store.save(event)
        let starts = try store.events(from: Support.date(2026, 1, 1), to: Support.date(2026, 12, 31)).map(\.startDate)
        #expect(
            starts == [
                Support.date(2026, 2, 2, 18), Support.date(2026, 2, 9, 18), Support.date(2026, 2, 16, 18),
                Support.date(2026, 2, 20, 18),
            ])
    }

    @Test func openEndedRuleStartsIteratingAtTheRange() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        var event = CalendarEvent(
            uid: "tick", title: "Tick", startDate: Support.date(2000, 1, 1),
            endDate: Support.date(2000, 1, 1), timeZone: Support.utc)
        event.recurrenceRule = RecurrenceRule(frequency: .minutely, interval: 15)
        try store.save(event)
        // 26 years of quarter hours lie before the range; only the range's four are produced.
        let hour = try store.events(from: Support.date(2026, 6, 1, 12), to: Support.date(2026, 6, 1, 13))
        #expect(hour.map(\.startDate) == [0, 15, 30, 45].map { Support.date(2026, 6, 1, 12, $0) })
    }

    @Test func aRangeTooLongForASecondlyRuleIsATypedError() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        var event = CalendarEvent(
            uid: "busy", title: "Busy", startDate: Support.date(2026, 1, 1),
            endDate: Support.date(2026, 1, 1), timeZone: Support.utc)
        event.recurrenceRule = RecurrenceRule(frequency: .secondly)
        try store.save(event)
        #expect(throws: CalendarError.occurrenceLimitExceeded(identifier: "busy", limit: 100_000)) {
            _ = try store.events(from: Support.date(2026, 1, 1), to: Support.date(2026, 1, 3))
        }
    }
}
