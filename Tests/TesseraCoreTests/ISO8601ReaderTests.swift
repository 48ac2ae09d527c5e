import Foundation
import Testing

@testable import TesseraCore

@Suite struct ISO8601ReaderTests {
    /// 2026-02-01T10:05:09Z.
    let instant = Date(timeIntervalSince1970: 1_769_940_309)

    @Test func readsUTCWithEitherCaseOfTAndZ() {
        #expect(ISO8601Reader.date(from: "2026-02-01T10:05:09Z") == instant)
        #expect(ISO8601Reader.date(from: "2026-02-01t10:05:09z") == instant)
    }

    @Test func appliesTheWrittenOffset() {
        #expect(ISO8601Reader.date(from: "2026-02-01T18:05:09+08:00") == instant)
        #expect(ISO8601Reader.date(from: "2026-02-01T05:35:09-04:30") == instant)
    }

    @Test func readsFractionalSecondsToTheNanosecond() throws {
        let date = try #require(ISO8601Reader.date(from: "2026-02-01T10:05:09.25Z"))
        #expect(date.timeIntervalSince(instant) == 0.25)
        // Digits past the ninth are read and ignored.
        let long = try #require(ISO8601Reader.date(from: "2026-02-01T10:05:09.1234567899Z"))
        #expect(abs(long.timeIntervalSince(instant) - 0.123_456_789) < 1e-6)
    }

    /// Impossible dates are refused instead of rolled over (2026-02-30 is not 2 March).
    @Test func refusesImpossibleDatesAndTimes() {
        #expect(ISO8601Reader.date(from: "2026-02-30T10:05:09Z") == nil)
        #expect(ISO8601Reader.date(from: "2026-13-01T10:05:09Z") == nil)
        #expect(ISO8601Reader.date(from: "2026-02-01T24:00:00Z") == nil)
        #expect(ISO8601Reader.date(from: "2026-02-01T10:60:09Z") == nil)
        #expect(ISO8601Reader.date(from: "2026-02-01T10:05:60Z") == nil)
        #expect(ISO8601Reader.date(from: "2026-02-01T10:05:09+24:00") == nil)
        #expect(ISO8601Reader.date(from: "2024-02-29T00:00:00Z") != nil)  // a leap day
    }

    @Test func refusesOtherShapes() {
        #expect(ISO8601Reader.date(from: "2026-02-01T10:05:09") == nil)  // no zone
        #expect(ISO8601Reader.date(from: "2026-02-01 10:05:09Z") == nil)  // space for T
        #expect(ISO8601Reader.date(from: "2026-02-01T10:05:09.Z") == nil)  // empty fraction
        #expect(ISO8601Reader.date(from: "2026-02-01T10:05:09Z ") == nil)  // trailing text
        #expect(ISO8601Reader.date(from: "2026-02-01T10:05:09+0800") == nil)  // offset without colon
        #expect(ISO8601Reader.date(from: "２０２６-02-01T10:05:09Z") == nil)  // ASCII digits only
    }
}
