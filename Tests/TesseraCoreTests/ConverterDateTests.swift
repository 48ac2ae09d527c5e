import Foundation
import Testing

@testable import TesseraCore

@Suite struct ConverterDateTests {
    /// 2026-02-01 10:05:09 UTC = 18:05:09 in Shanghai, a Sunday.
    let instant = Date(timeIntervalSince1970: 1_769_940_309)
    let posix = Converter.posixUTC
    let shanghai = Converter(locale: Locale(identifier: "zh_CN"), timeZone: TimeZone(identifier: "Asia/Shanghai")!)
    let shanghaiInEnglish = Converter(
        locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "Asia/Shanghai")!)

    @Test func fullLongShortAndTimeFormatsRead() throws {
        #expect(try posix.date(from: "2026-02-01 10:05:09", format: .full) == instant)
        #expect(try posix.date(from: "2026-02-01 10:05", format: .long) == instant.addingTimeInterval(-9))
        #expect(try posix.date(from: "2026-02-01", format: .short) == Date(timeIntervalSince1970: 1_769_904_000))
        #expect(try posix.date(from: "10:05:09", format: .time) == Date(timeIntervalSince1970: 36_309))
        #expect(try posix.date(from: "  2026-02-01 10:05:09\n", format: .full) == instant)
    }

    @Test func theTimeZoneOfTheConverterApplies() throws {
        #expect(try shanghai.date(from: "2026-02-01 18:05:09", format: .full) == instant)
        #expect(try shanghaiInEnglish.date(from: "2026-02-01 18:05:09", format: .full) == instant)
        #expect(try shanghai.date(from: "2026-02-01", format: .short) == Date(timeIntervalSince1970: 1_769_875_200))
    }

    @Test func iso8601ReadsAnyOffsetAndFractions() throws {
        #expect(try posix.date(from: "2026-02-01T10:05:09Z", format: .iso8601) == instant)
        #expect(try shanghai.date(from: "2026-02-01T18:05:09+08:00", format: .iso8601) == instant)
        #expect(try posix.date(from: "2026-02-01T05:05:09-05:00", format: .iso8601) == instant)
        #expect(try posix.date(from: "2026-02-01T10:05:09.250Z", format: .iso8601) == instant.addingTimeInterval(0.25))
    }

    @Test(arguments: [
        ("", DateFormat.full),
        ("   ", .full),
    ])
    func emptyDates(text: String, format: DateFormat) {
        #expect(throws: ConversionError.empty(text)) { try posix.date(from: text, format: format) }
    }

    @Test(arguments: [
        ("2026-02-30", DateFormat.short),
        ("2026-02-29", .short),
        ("2026-13-01", .short),
        ("2026-2-1", .short),
        ("2026-02-01 10:05", .full),
        ("2026-02-01 10:05:09", .short),
        ("01/02/2026", .short),
        ("2026-02-01 24:00:00", .full),
        ("2026-02-01 10:60:00", .full),
        ("abc", .full),
        ("1e999", .full),
        ("2026-02-30T10:00:00Z", .iso8601),
        ("2026-02-01T10:05:09", .iso8601),
        ("2026-02-01 10:05:09Z", .iso8601),
        ("2026-02-01T10:05:09.Z", .iso8601),
        ("2026-02-01T25:00:00Z", .iso8601),
        ("2026-02-01T10:05:09+08", .iso8601),
        ("2026/02/01", .pattern("yyyy-MM-dd")),
    ])
    func malformedDates(text: String, format: DateFormat) {
        #expect(throws: ConversionError.invalidDate(text, format: format.patternDescription)) {
            try posix.date(from: text, format: format)
        }
    }

    @Test func leapDaysExistOnlyInLeapYears() throws {
        #expect(try posix.date(from: "2028-02-29", format: .short) == Date(timeIntervalSince1970: 1_835_395_200))
    }

    @Test func aLocalTimeSkippedByDaylightSavingIsInvalid() {
        let newYork = Converter(
            locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "America/New_York")!)
        #expect(throws: ConversionError.self) { try newYork.date(from: "2026-03-08 02:30:00", format: .full) }
    }

    @Test func customPatternsReadAndWriteMonthNamesInTheLocale() throws {
        #expect(
            try posix.date(from: "2026/02/01", format: .pattern("yyyy/MM/dd"))
                == Date(timeIntervalSince1970: 1_769_904_000))
        #expect(posix.string(from: instant, format: .pattern("dd MMM yyyy")) == "01 Feb 2026")
        #expect(
            try posix.date(from: "01 Feb 2026", format: .pattern("dd MMM yyyy"))
                == Date(timeIntervalSince1970: 1_769_904_000))
        #expect(shanghai.string(from: instant, format: .pattern("M月d日 EEEE")) == "2月1日 星期日")
    }

    @Test func datesAreWrittenInFixedFormats() {
        #expect(posix.string(from: instant, format: .full) == "2026-02-01 10:05:09")
        #expect(posix.string(from: instant, format: .long) == "2026-02-01 10:05")
        #expect(posix.string(from: instant, format: .short) == "2026-02-01")
        #expect(posix.string(from: instant, format: .time) == "10:05:09")
        #expect(shanghai.string(from: instant, format: .full) == "2026-02-01 18:05:09")
        #expect(posix.string(from: instant, format: .iso8601) == "2026-02-01T10:05:09Z")
        #expect(shanghai.string(from: instant, format: .iso8601) == "2026-02-01T18:05:09+08:00")
    }

    @Test func englishAndChineseStyles() {
        #expect(posix.string(from: instant, style: .shortEnglish) == "Feb 1, 2026")
        #expect(posix.string(from: instant, style: .longEnglish) == "Sunday, February 1, 2026 10:05:09")
        #expect(shanghai.string(from: instant, style: .shortChinese) == "2026年2月1日")
        #expect(shanghai.string(from: instant, style: .longChinese) == "2026年2月1日 星期日 18:05:09")
        #expect(posix.string(from: instant, style: .longChinese) == "2026年2月1日 星期日 10:05:09")
    }

    @Test func theStyleDateFollowsTheTimeZoneAcrossMidnight() {
        let evening = Date(timeIntervalSince1970: 1_769_976_000)  // 2026-02-01 20:00 UTC = 02-02 04:00 Shanghai
        #expect(posix.string(from: evening, style: .shortEnglish) == "Feb 1, 2026")
        #expect(shanghai.string(from: evening, style: .longChinese) == "2026年2月2日 星期一 04:00:00")
    }

    @Test func partsInUTCAndShanghai() {
        let utc = posix.parts(of: instant)
        #expect(utc == DateParts(year: 2026, month: 2, day: 1, hour: 10, minute: 5, second: 9, weekday: 1))
        #expect([utc.yearString, utc.monthString, utc.dayString] == ["2026", "02", "01"])
        #expect([utc.hourString, utc.minuteString, utc.secondString] == ["10", "05", "09"])
        #expect(utc.timeString == "10:05:09")
        #expect(utc.dateString == "2026-02-01")
        let china = shanghai.parts(of: instant)
        #expect(china.hour == 18)
        #expect(china.timeString == "18:05:09")
    }

    @Test func aLocaleWithAnotherCalendarStillWritesGregorianYears() throws {
        let thailand = Converter(locale: Locale(identifier: "th_TH"), timeZone: .gmt)
        #expect(thailand.string(from: instant, format: .short) == "2026-02-01")
        #expect(try thailand.date(from: "2026-02-01 10:05:09", format: .full) == instant)
        #expect(thailand.parts(of: instant).year == 2026)
    }

    @Test func writtenDatesReadBack() throws {
        for format in [DateFormat.full, .iso8601, .pattern("yyyy-MM-dd'T'HH:mm:ss.SSS")] {
            for converter in [posix, shanghai] {
                let text = converter.string(from: instant, format: format)
                #expect(try converter.date(from: text, format: format) == instant)
            }
        }
    }
}
