import CLibical
import Foundation

extension RecurrenceRule {
    /// Parses an RRULE value (the text after `RRULE:`) with libical.
    ///
    /// ```swift
    /// let rule = try RecurrenceRule(rrule: "FREQ=WEEKLY;COUNT=4;BYDAY=TU,TH")
    /// rule.frequency       // .weekly
    /// rule.occurrenceCount // 4
    /// ```
    /// An `UNTIL` date (`20260301`) reads as midnight UTC and a floating `UNTIL` as UTC; inside a
    /// calendar file they are read in the event's time zone instead.
    /// - Throws: ``CalendarError/invalidRecurrenceRule(_:reason:line:)`` when libical refuses the text.
    public init(rrule: String) throws(CalendarError) {
        let parsed = try LibicalRecurrence.parse(rrule)
        var until: Date?
        if icaltime_is_null_time(parsed.until) == 0 {
            let context = ICalTimeContext(floatingTimeZone: TimeZone(secondsFromGMT: 0) ?? .current)
            until = context.date(from: parsed.until)
        }
        self = LibicalRecurrence.rule(from: parsed, until: until)
    }

    /// The RRULE value, parts in RFC 5545's customary order, `UNTIL` as a UTC date-time:
    /// `FREQ=WEEKLY;INTERVAL=2;UNTIL=20260301T000000Z;BYDAY=MO,-1FR;WKST=SU`.
    public var rrule: String {
        var untilText: String?
        if case .until(let date) = end {
            untilText = ICalTimeContext.text(
                of: icaltime_from_timet_with_zone(
                    ICalTimeContext.timeT(date), 0, icaltimezone_get_utc_timezone()))
        }
        return text(untilText: untilText)
    }

    /// The RRULE value with `UNTIL` already formatted for the event it belongs to.
    func text(untilText: String?) -> String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        switch end {
        case .never: break
        case .count(let count): parts.append("COUNT=\(count)")
        case .until: if let untilText { parts.append("UNTIL=\(untilText)") }
        }
        func add(_ name: String, _ values: [Int]) {
            if !values.isEmpty { parts.append("\(name)=" + values.map(String.init).joined(separator: ",")) }
        }
        add("BYSECOND", seconds)
        add("BYMINUTE", minutes)
        add("BYHOUR", hours)
        if !daysOfTheWeek.isEmpty {
            let days = daysOfTheWeek.map { ($0.weekNumber == 0 ? "" : String($0.weekNumber)) + $0.weekday.symbol }
            parts.append("BYDAY=" + days.joined(separator: ","))
        }
        add("BYMONTHDAY", daysOfTheMonth)
        add("BYYEARDAY", daysOfTheYear)
        add("BYWEEKNO", weeksOfTheYear)
        add("BYMONTH", monthsOfTheYear)
        add("BYSETPOS", setPositions)
        if firstDayOfTheWeek != .monday { parts.append("WKST=\(firstDayOfTheWeek.symbol)") }
        return parts.joined(separator: ";")
    }
}
