import Foundation
import TesseraServices
import Testing

/// Reading and importing many items does work linear in their number (it used to be quadratic:
/// every item looked up its source lines by filtering all items, every detached occurrence searched
/// its series' others, and every imported event searched the store's). The imports run under
/// ``HangGuard`` with a generous limit that the quadratic code exceeded (8,000 events took 42 s in a
/// debug build, so 20,000 would take over four minutes); speed itself is measured by `make bench`
/// (`calendar/*`).
@Suite struct CalendarImportScaleTests {
    typealias Support = CalendarTestSupport

    /// `singles` one-hour events a day apart, then a daily series with `detached` moved occurrences.
    private static func calendar(singles: Int, detached: Int) -> Data {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tessera tests//Scale//EN"]
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = Support.utc
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        func stamp(_ date: Date) -> String { formatter.string(from: date) }
        for index in 0..<singles {
            let start = Support.date(2026, 1, 1, 9).addingTimeInterval(Double(index) * 86_400)
            lines += [
                "BEGIN:VEVENT", "UID:single-\(index)@tessera.test", "DTSTAMP:20260101T000000Z",
                "SUMMARY:Single \(index)", "DTSTART:\(stamp(start))",
                "DTEND:\(stamp(start.addingTimeInterval(3_600)))", "END:VEVENT",
            ]
        }
        lines += [
            "BEGIN:VEVENT", "UID:series@tessera.test", "DTSTAMP:20260101T000000Z", "SUMMARY:Series",
            "DTSTART:20260101T080000Z", "DTEND:20260101T083000Z", "RRULE:FREQ=DAILY", "END:VEVENT",
        ]
        for index in 0..<detached {
            let original = Support.date(2026, 1, 1, 8).addingTimeInterval(Double(index) * 86_400)
            lines += [
                "BEGIN:VEVENT", "UID:series@tessera.test", "DTSTAMP:20260101T000000Z",
                "RECURRENCE-ID:\(stamp(original))", "SUMMARY:Series (moved)",
                "DTSTART:\(stamp(original.addingTimeInterval(7_200)))",
                "DTEND:\(stamp(original.addingTimeInterval(9_000)))", "END:VEVENT",
            ]
        }
        lines += ["END:VCALENDAR", ""]
        return Data(lines.joined(separator: "\r\n").utf8)
    }

    @Test func readingTwentyThousandEventsKeepsEveryOneInFileOrder() async throws {
        let data = Self.calendar(singles: 15_000, detached: 5_000)
        let read = await HangGuard.run(limit: .seconds(120)) {
            Result { () throws(CalendarError) in try CalendarDocument(icsData: data, floatingTimeZone: Support.utc) }
        }
        let document = try #require(read, "reading did not finish").get()
        #expect(document.events.count == 15_001)
        #expect(document.events.prefix(15_000).map(\.uid) == (0..<15_000).map { "single-\($0)@tessera.test" })
        #expect(document.events[14_999].startDate == Support.date(2026, 1, 1, 9).addingTimeInterval(14_999 * 86_400))
        let series = try #require(document.events.last)
        #expect(series.uid == "series@tessera.test")
        #expect(series.detachedOccurrences.count == 5_000)
        #expect(
            series.detachedOccurrences.last?.occurrenceDate
                == Support.date(2026, 1, 1, 8).addingTimeInterval(4_999 * 86_400))
    }

    @Test func importingTwentyThousandEventsIntoAStoreReplacesByIdentifier() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        let data = Self.calendar(singles: 20_000, detached: 0)
        // A later file with two of the events again replaces them instead of adding copies.
        let again = Self.calendar(singles: 2, detached: 0)
        let imported = await HangGuard.run(limit: .seconds(180)) {
            Result { () throws(CalendarError) in
                let first = try store.importCalendar(from: data)
                _ = try store.importCalendar(from: again)
                return (first.eventIdentifiers.count, try store.allEvents().map(\.uid))
            }
        }
        let (count, identifiers) = try #require(imported, "importing did not finish").get()
        #expect(count == 20_001)
        #expect(identifiers == (0..<20_000).map { "single-\($0)@tessera.test" } + ["series@tessera.test"])
    }
}
