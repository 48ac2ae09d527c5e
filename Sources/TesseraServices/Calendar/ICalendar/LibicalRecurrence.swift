import CLibical
import Foundation

/// Bridges ``RecurrenceRule`` and libical's `struct icalrecurrencetype`. Rules go to libical as
/// RRULE text (so libical validates every rule it expands or writes) and come back by reading the
/// fields of the struct libical parsed.
enum LibicalRecurrence {
    /// libical's parse of `text`.
    /// - Throws: ``CalendarError/invalidRecurrenceRule(_:reason:line:)`` when libical refuses it.
    static func parse(_ text: String) throws(CalendarError) -> icalrecurrencetype {
        icalerror_clear_errno()
        let rule = icalrecurrencetype_from_string(text)
        if rule.freq == ICAL_NO_RECURRENCE {
            let error = icalerrno_return()?.pointee ?? ICAL_MALFORMEDDATA_ERROR
            let reason = LibicalChildren.string(icalerror_strerror(error)) ?? "rejected by libical"
            icalerror_clear_errno()
            throw .invalidRecurrenceRule(text, reason: reason, line: nil)
        }
        if let reason = numberMismatch(in: text, parsed: rule) {
            throw .invalidRecurrenceRule(text, reason: reason, line: nil)
        }
        return rule
    }

    /// Why libical's parse of `text` does not hold the `INTERVAL` or `COUNT` the text gives, or
    /// `nil` when it does. libical keeps `INTERVAL` in 16 bits and reads numbers with `atoi`, so
    /// `INTERVAL=70000` silently becomes every 4464th period and `COUNT=4294967297` one occurrence.
    static func numberMismatch(in text: String, parsed rule: icalrecurrencetype) -> String? {
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let name = pair[0].trimmingCharacters(in: .whitespaces).uppercased()
            let value = Int(pair[1].trimmingCharacters(in: .whitespaces))
            if name == "INTERVAL" && value != Int(rule.interval) {
                return "INTERVAL must be a whole number from 1 to \(Int16.max); \(pair[1]) is not."
            }
            if name == "COUNT" && value != Int(rule.count) {
                return "COUNT must be a whole number from 1 to \(Int32.max); \(pair[1]) is not."
            }
        }
        return nil
    }

    /// The typed rule for libical's struct. `until` is the already converted `UNTIL` (the caller
    /// knows the event's time zone), or `nil` when the rule has none.
    static func rule(from libical: icalrecurrencetype, until: Date?) -> RecurrenceRule {
        let frequencies: [icalrecurrencetype_frequency: RecurrenceRule.Frequency] = [
            ICAL_SECONDLY_RECURRENCE: .secondly, ICAL_MINUTELY_RECURRENCE: .minutely,
            ICAL_HOURLY_RECURRENCE: .hourly, ICAL_DAILY_RECURRENCE: .daily, ICAL_WEEKLY_RECURRENCE: .weekly,
            ICAL_MONTHLY_RECURRENCE: .monthly, ICAL_YEARLY_RECURRENCE: .yearly,
        ]
        let end: RecurrenceRule.End
        if let until {
            end = .until(until)
        } else if libical.count > 0 {
            end = .count(Int(libical.count))
        } else {
            end = .never
        }
        var rule = RecurrenceRule(
            frequency: frequencies[libical.freq] ?? .daily,
            interval: max(1, Int(libical.interval)), end: end)
        rule.daysOfTheWeek = values(libical.by_day).compactMap { encoded in
            let weekday = Int(icalrecurrencetype_day_day_of_week(Int16(encoded)).rawValue)
            return RecurrenceRule.Weekday(rawValue: weekday).map {
                RecurrenceRule.DayOfWeek($0, weekNumber: Int(icalrecurrencetype_day_position(Int16(encoded))))
            }
        }
        rule.daysOfTheMonth = values(libical.by_month_day)
        rule.daysOfTheYear = values(libical.by_year_day)
        rule.weeksOfTheYear = values(libical.by_week_no)
        rule.monthsOfTheYear = values(libical.by_month).map { Int(icalrecurrencetype_month_month(Int16($0))) }
        rule.hours = values(libical.by_hour)
        rule.minutes = values(libical.by_minute)
        rule.seconds = values(libical.by_second)
        rule.setPositions = values(libical.by_set_pos)
        rule.firstDayOfTheWeek = RecurrenceRule.Weekday(rawValue: Int(libical.week_start.rawValue)) ?? .monday
        return rule
    }

    /// The entries of one `BY…` array of the struct (a C array imported as a tuple of `short`),
    /// up to the `ICAL_RECURRENCE_ARRAY_MAX` terminator.
    private static func values<Tuple>(_ tuple: Tuple) -> [Int] {
        withUnsafeBytes(of: tuple) { raw in
            var result: [Int] = []
            for value in raw.bindMemory(to: Int16.self) {
                if Int32(value) == Int32(ICAL_RECURRENCE_ARRAY_MAX.rawValue) { break }
                result.append(Int(value))
            }
            return result
        }
    }
}
