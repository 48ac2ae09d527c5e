// calendar/* scenarios (issue 19, D8), timed in this process against libical's parser alone:
// - calendar/read/N=…: CalendarDocument(icsData:) of N one-hour events (sniffing the text's
//   structure, libical's parse, reading every event into values) vs icalparser_parse_string and
//   icalcomponent_free of the same text.
// - calendar/import/N=…: EventStore.importCalendar(from:) of the same text into an empty store
//   (read, merge by UID, write the file) vs the same libical parse.
// The ratio stays flat as N grows when the work is linear (it grew with N while reading was
// quadratic). Medians of the runs after one untimed warm-up run; sides alternate who goes first.
import CLibical
import Foundation
import TesseraServices

enum CalendarScenarios {
    typealias Line = BenchmarkLine

    static let sizes = [1_000, 4_000, 16_000]

    static func run(only: String?, runs: Int) throws -> [Line] {
        let wanted = { (name: String) in only.map { name.hasPrefix($0) || $0.hasPrefix(name) } ?? true }
        var lines: [Line] = []
        for count in sizes {
            let data = calendar(events: count)
            let text = String(decoding: data, as: UTF8.self)
            for kind in ["read", "import"] where wanted("calendar/\(kind)/N=\(count)") {
                var ours: [Double] = []
                var base: [Double] = []
                for run in 0...max(runs, 1) {
                    for side in run.isMultiple(of: 2) ? [0, 1] : [1, 0] {
                        if side == 0 {
                            let time =
                                kind == "read"
                                ? try StoreScenarios.milliseconds { try read(data, expecting: count) }
                                : try importIntoNewStore(data, expecting: count)
                            if run > 0 { ours.append(time) }
                        } else {
                            let time = try StoreScenarios.milliseconds { parseWithLibical(text) }
                            if run > 0 { base.append(time) }
                        }
                    }
                }
                lines.append(
                    Line(
                        name: "calendar/\(kind)/N=\(count)", ours: StoreScenarios.median(ours),
                        base: StoreScenarios.median(base), unit: "ms"))
            }
        }
        return lines
    }

    private static func read(_ data: Data, expecting count: Int) throws {
        let document = try CalendarDocument(icsData: data, floatingTimeZone: TimeZone(secondsFromGMT: 0)!)
        precondition(document.events.count == count, "calendar/read lost events")
    }

    /// The milliseconds `importCalendar(from:)` takes into a new, empty store with access granted.
    private static func importIntoNewStore(_ data: Data, expecting count: Int) throws -> Double {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-calendar-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = EventStore(
            fileURL: directory.appendingPathComponent("Calendar.ics"),
            floatingTimeZone: TimeZone(secondsFromGMT: 0)!
        ) { _ in true }
        let granted = DispatchSemaphore(value: 0)
        Task {
            _ = await store.requestFullAccess(to: .event)
            granted.signal()
        }
        granted.wait()
        var result: CalendarImportResult?
        let time = try StoreScenarios.milliseconds { result = try store.importCalendar(from: data) }
        precondition(result?.eventIdentifiers.count == count, "calendar/import lost events")
        return time
    }

    private static func parseWithLibical(_ text: String) {
        guard let root = icalparser_parse_string(text) else { preconditionFailure("libical found no calendar") }
        icalcomponent_free(root)
    }

    /// `count` one-hour events a day apart from 1 January 2026, 09:00 UTC, with a summary and location.
    static func calendar(events count: Int) -> Data {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tessera bench//Calendar//EN\r\n"
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let first = Date(timeIntervalSince1970: 1_767_258_000)
        for index in 0..<count {
            let start = first.addingTimeInterval(Double(index) * 86_400)
            text += "BEGIN:VEVENT\r\nUID:event-\(index)@tessera.bench\r\nDTSTAMP:20260101T000000Z\r\n"
            text += "SUMMARY:Event \(index)\r\nLOCATION:Room \(index % 40)\r\n"
            text +=
                "DTSTART:\(formatter.string(from: start))\r\nDTEND:\(formatter.string(from: start.addingTimeInterval(3_600)))\r\n"
            text += "END:VEVENT\r\n"
        }
        text += "END:VCALENDAR\r\n"
        return Data(text.utf8)
    }
}
