import Foundation
import TesseraServices
import Testing

/// Recurrence expansion does bounded work for any rule a file can hold: rules no date can satisfy
/// have no occurrences, rules that match too rarely for their frequency get a typed error, and the
/// iterator never walks past the range asked for. Each query of a formerly hanging rule runs under
/// ``HangGuard`` so a regression fails instead of hanging the suite.
@Suite struct RecurrenceExpansionLimitTests {
    typealias Support = CalendarTestSupport

    /// The events of `fixture` (or of one event with `rule` from 2026-01-01 00:00 UTC) in
    /// `from ..< to`, or `nil` when the query did not return within the guard's limit.
    private func occurrences(
        fixture: String? = nil, rule: String? = nil, from: Date, to: Date,
        start: Date = Support.date(2026, 1, 1)
    ) async throws -> Result<[Date], CalendarError>? {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: fixture)
        if let rule {
            var event = CalendarEvent(
                uid: "rule@tessera.test", title: "Rule", startDate: start, endDate: start,
                timeZone: Support.utc)
            event.recurrenceRule = try RecurrenceRule(rrule: rule)
            try store.save(event)
        }
        return await HangGuard.run {
            Result { () throws(CalendarError) in try store.events(from: from, to: to).map(\.startDate) }
        }
    }

    @Test(arguments: ["hostile-secondly-february-30", "hostile-minutely-february-30"])
    func importedRuleForThirtiethOfFebruaryHasNoOccurrences(fixture: String) async throws {
        let result = try await occurrences(
            fixture: fixture, from: Support.date(2026, 1, 1), to: Support.date(2036, 1, 1))
        #expect(try #require(result, "the expansion did not finish") == .success([]))
    }

    @Test(arguments: [
        "FREQ=SECONDLY;BYMONTH=4,6,9,11;BYMONTHDAY=31",  // no 31st in these months
        "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=-30",  // nor a 30th-from-last in February
        "FREQ=SECONDLY;BYMONTH=1;BYYEARDAY=60",  // day 60 is in February or March
        "FREQ=SECONDLY;BYDAY=1MO",  // a numbered weekday never passes as a filter
        "FREQ=SECONDLY;BYSECOND=60",  // the iterator's clock has no second 60
        "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30;BYMINUTE=0,15,30,45;BYSECOND=0,20,40",
        "FREQ=DAILY;BYMONTH=6;BYMONTHDAY=31;BYHOUR=0,6,12,18;BYMINUTE=0,30;BYSECOND=0,30",
        "FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30,31",
        "FREQ=YEARLY;BYMONTH=2",  // on DTSTART's day: 31 February
    ])
    func ruleNoDateCanSatisfyHasNoOccurrences(rule: String) async throws {
        let result = try await occurrences(
            rule: rule, from: Support.date(2026, 1, 1), to: Support.date(2126, 1, 1),
            start: Support.date(2026, 1, 31))
        #expect(try #require(result, "the expansion did not finish") == .success([]))
    }

    @Test func rareRuleAtAFineFrequencyOverYearsIsATypedError() async throws {
        // 29 February at every second exists, but finding it means walking years of seconds.
        let result = try await occurrences(
            rule: "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29",
            from: Support.date(2026, 1, 1), to: Support.date(2030, 1, 1))
        #expect(
            try #require(result, "the expansion did not finish")
                == .failure(.expansionLimitExceeded(identifier: "rule@tessera.test", limit: 200_000)))
    }

    @Test func rareRuleAtAFineFrequencyOverANarrowRangeExpands() async throws {
        let leapDay = Support.date(2028, 2, 29)
        let result = try await occurrences(
            rule: "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29",
            from: leapDay, to: leapDay.addingTimeInterval(5))
        #expect(try #require(result) == .success((0..<5).map { leapDay.addingTimeInterval(TimeInterval($0)) }))
    }

    @Test func countedRuleThatEndsEarlyIsNotLimitedByALongRange() async throws {
        // Walking a counted rule starts at DTSTART; it stops after its count, not at the range's end.
        let result = try await occurrences(
            rule: "FREQ=SECONDLY;COUNT=3", from: Support.date(2026, 1, 1),
            to: Support.date(2126, 1, 1))
        #expect(try #require(result) == .success((0..<3).map { Support.date(2026, 1, 1, 0, 0, $0) }))
    }

    @Test func ruleWithFiltersAtAFineFrequencyExpandsWithinTheBudget() async throws {
        // Every day at 09:00:00, written as a minutely rule: 44,640 candidate minutes in a month.
        let result = try await occurrences(
            rule: "FREQ=MINUTELY;BYHOUR=9;BYMINUTE=0", from: Support.date(2026, 3, 1),
            to: Support.date(2026, 4, 1))
        #expect(try #require(result) == .success((1...31).map { Support.date(2026, 3, $0, 9) }))
    }

    /// Starting the iterator at the range (a rule without `COUNT`) gives the same occurrences as
    /// walking from `DTSTART`, also for sub-daily intervals that do not divide a day or an hour,
    /// where libical's own jump (`icalrecur_iterator_set_start`) is off by up to one interval.
    @Test(arguments: [
        "FREQ=HOURLY;INTERVAL=5", "FREQ=HOURLY;INTERVAL=7", "FREQ=MINUTELY;INTERVAL=7", "FREQ=SECONDLY;INTERVAL=7",
        "FREQ=MINUTELY;INTERVAL=45", "FREQ=HOURLY;BYHOUR=9,10,17", "FREQ=MINUTELY;BYMINUTE=5,35;BYHOUR=8,20",
        "FREQ=SECONDLY;BYSECOND=10,40;BYMINUTE=5,6;BYHOUR=3,20",
        "FREQ=DAILY;INTERVAL=3", "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,FR", "FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=3,-1",
    ])
    func startingAtTheRangeMatchesWalkingFromTheStart(rule: String) async throws {
        let start = Support.date(2026, 1, 1)
        for from in [Support.date(2026, 1, 3, 1, 30), Support.date(2026, 1, 4, 17, 0, 13)] {
            let to = from.addingTimeInterval(2 * 86_400)
            let walked = try #require(try await occurrences(rule: rule, from: start, to: to, start: start)).get()
            let jumped = try #require(try await occurrences(rule: rule, from: from, to: to, start: start)).get()
            #expect(!walked.isEmpty)
            #expect(jumped == walked.filter { $0 >= from }, "from \(from)")
        }
    }
}
