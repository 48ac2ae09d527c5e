import Foundation

/// How a date property is written in iCalendar (RFC 5545 §3.3.4, §3.3.5): a `DATE`, a floating
/// `DATE-TIME` (wall-clock time in whatever zone the reader is in), or a `DATE-TIME` in a zone —
/// UTC (`Z`) or a `TZID`.
enum ICalTimeForm: Hashable {
    case date
    case floating
    case zoned(TimeZone)

    /// The form of an event's dates.
    init(isAllDay: Bool, timeZone: TimeZone?) {
        if isAllDay {
            self = .date
        } else if let timeZone {
            self = .zoned(timeZone)
        } else {
            self = .floating
        }
    }

    /// `true` for the identifiers Foundation and libical treat as UTC (`TimeZone(identifier: "UTC")`
    /// reports `GMT`); such times are written with a `Z` and no `TZID`.
    static func isUTC(_ timeZone: TimeZone) -> Bool {
        ["GMT", "UTC", "Etc/UTC", "Etc/GMT", "UCT", "Etc/UCT", "Zulu", "Etc/Zulu", "Universal"]
            .contains(timeZone.identifier)
    }
}
