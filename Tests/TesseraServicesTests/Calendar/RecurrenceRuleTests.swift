import Foundation
import TesseraServices
import Testing

@Suite struct RecurrenceRuleTests {
    @Test func parsesEveryRulePartThroughLibical() throws {
        let rule = try RecurrenceRule(
            rrule: "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=2TU,-1FR;BYMONTH=1,7;BYSETPOS=-1;WKST=SU")
        #expect(rule.frequency == .monthly)
        #expect(rule.interval == 2)
        #expect(rule.end == .count(10))
        #expect(rule.occurrenceCount == 10)
        #expect(rule.endDate == nil)
        #expect(Set(rule.daysOfTheWeek) == [.init(.tuesday, weekNumber: 2), .init(.friday, weekNumber: -1)])
        #expect(rule.monthsOfTheYear == [1, 7])
        #expect(rule.setPositions == [-1])
        #expect(rule.firstDayOfTheWeek == .sunday)
    }

    @Test func untilInUTCBecomesThatInstant() throws {
        let rule = try RecurrenceRule(rrule: "FREQ=DAILY;UNTIL=20260309T235959Z")
        #expect(rule.end == .until(CalendarTestSupport.date(2026, 3, 9, 23, 59, 59)))
    }

    @Test func untilAsADateReadsAsMidnightUTC() throws {
        let rule = try RecurrenceRule(rrule: "FREQ=WEEKLY;UNTIL=20260301")
        #expect(rule.endDate == CalendarTestSupport.date(2026, 3, 1))
    }

    @Test func writesPartsInCustomaryOrderAndOmitsDefaults() {
        var rule = RecurrenceRule(frequency: .weekly, interval: 2, end: .until(CalendarTestSupport.date(2026, 3, 1)))
        rule.daysOfTheWeek = [.init(.monday), .init(.friday, weekNumber: -1)]
        rule.firstDayOfTheWeek = .sunday
        #expect(rule.rrule == "FREQ=WEEKLY;INTERVAL=2;UNTIL=20260301T000000Z;BYDAY=MO,-1FR;WKST=SU")
        #expect(RecurrenceRule(frequency: .daily).rrule == "FREQ=DAILY")
    }

    @Test func textRoundTripsToAnEqualRule() throws {
        var rule = RecurrenceRule(frequency: .yearly, end: .count(5))
        rule.monthsOfTheYear = [3]
        rule.daysOfTheMonth = [-1]
        rule.hours = [9, 17]
        #expect(try RecurrenceRule(rrule: rule.rrule) == rule)
    }

    @Test(arguments: [
        "FREQ=FORTNIGHTLY", "FREQ=WEEKLY;INTERVAL=0", "FREQ=WEEKLY;BYDAY=XX", "COUNT=3", "", "FREQ=DAILY;COUNT=abc",
    ])
    func textLibicalRefusesIsATypedError(text: String) {
        #expect {
            _ = try RecurrenceRule(rrule: text)
        } throws: { error in
            guard case CalendarError.invalidRecurrenceRule(let rule, let reason, nil) = error else { return false }
            return rule == text && !reason.isEmpty
        }
    }

    @Test func weekdaysNumberLikeFoundation() {
        let sunday = CalendarTestSupport.date(2026, 3, 8, 12)  // a Sunday
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = CalendarTestSupport.utc
        #expect(RecurrenceRule.Weekday.sunday.rawValue == calendar.component(.weekday, from: sunday))
        #expect(RecurrenceRule.Weekday.allCases.map(\.symbol) == ["SU", "MO", "TU", "WE", "TH", "FR", "SA"])
    }
}
