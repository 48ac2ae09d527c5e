import Foundation
import FuzzDriver

@testable import TesseraServices

/// An `.ics` file is parsed, and every series is expanded over a year (as a calendar's year view
/// asks `EventStore.events`): a rule that cannot match must stop within the work budget, never hang.
runFuzzer { data in
    let utc = TimeZone(identifier: "UTC")!
    guard let document = try? CalendarDocument(icsData: data, floatingTimeZone: utc)
    else { return }
    let expander = OccurrenceExpander(context: ICalTimeContext(floatingTimeZone: utc))
    let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01, where the seeds' events are
    for series in document.events {
        _ = try? expander.occurrences(of: series, overlapping: start, to: start.addingTimeInterval(365 * 86_400))
    }
    _ = try? document.icsData(floatingTimeZone: utc, timestamp: start)
}
