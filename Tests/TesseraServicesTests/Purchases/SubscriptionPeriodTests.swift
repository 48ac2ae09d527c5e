import Foundation
import TesseraServices
import Testing

@Suite struct SubscriptionPeriodTests {
    private let utcCalendar = PurchaseStore.defaultCalendar

    @Test(arguments: [
        ("P3D", 3, SubscriptionPeriod.Unit.day), ("P1W", 1, .week), ("P1M", 1, .month), ("P6M", 6, .month),
        ("P1Y", 1, .year), ("P9999D", 9999, .day),
    ])
    func parsesSingleComponentDurations(text: String, value: Int, unit: SubscriptionPeriod.Unit) throws {
        let period = try #require(SubscriptionPeriod(iso8601: text))
        #expect(period.value == value)
        #expect(period.unit == unit)
        #expect(period.iso8601 == text)
    }

    @Test(arguments: ["", "P", "P0D", "P1", "1M", "P1m", "PT1H", "P1M1D", "P+1M", "P٣D", "P10000D"])
    func refusesEverythingElse(text: String) {
        #expect(SubscriptionPeriod(iso8601: text) == nil)
    }

    @Test func oneMonthAfterTheThirtyFirstOfJanuaryIsTheEndOfFebruary() {
        let monthly = SubscriptionPeriod(value: 1, unit: .month)
        #expect(monthly.end(after: 1, from: utc(2026, 1, 31), in: utcCalendar) == utc(2026, 2, 28))
        // Counted from the start, not period by period: the end of March is not the 28th.
        #expect(monthly.end(after: 2, from: utc(2026, 1, 31), in: utcCalendar) == utc(2026, 3, 31))
        #expect(monthly.end(after: 0, from: utc(2026, 1, 31), in: utcCalendar) == utc(2026, 1, 31))
    }

    @Test func aYearAfterTheTwentyNinthOfFebruaryIsTheTwentyEighth() {
        let yearly = SubscriptionPeriod(value: 1, unit: .year)
        #expect(yearly.end(after: 1, from: utc(2028, 2, 29), in: utcCalendar) == utc(2029, 2, 28))
        #expect(yearly.end(after: 4, from: utc(2028, 2, 29), in: utcCalendar) == utc(2032, 2, 29))
    }

    @Test func weeksAreSevenDays() {
        let weekly = SubscriptionPeriod(value: 2, unit: .week)
        #expect(weekly.end(after: 1, from: utc(2026, 1, 31), in: utcCalendar) == utc(2026, 2, 14))
    }

    @Test func aDayAcrossTheSpringDaylightSavingChangeKeepsTheWallClockTime() throws {
        var berlin = Calendar(identifier: .gregorian)
        berlin.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        // 2026-03-28 12:00 CET (11:00 UTC); clocks go forward on 29 March at 02:00.
        let start = utc(2026, 3, 28, 11)
        let end = SubscriptionPeriod(value: 1, unit: .day).end(after: 1, from: start, in: berlin)
        #expect(end == utc(2026, 3, 29, 10))  // 12:00 CEST: 23 hours later
        #expect(end.timeIntervalSince(start) == 23 * 3600)
    }

    @Test func codableRoundTripUsesTheISOString() throws {
        let period = SubscriptionPeriod(value: 6, unit: .month)
        let data = try JSONEncoder().encode([period])
        #expect(String(decoding: data, as: UTF8.self) == #"["P6M"]"#)
        #expect(try JSONDecoder().decode([SubscriptionPeriod].self, from: data) == [period])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([SubscriptionPeriod].self, from: Data(#"["6 months"]"#.utf8))
        }
    }
}
