import Foundation

/// Finds the dates a calendar trigger's components match, with the DST and missing-date rules
/// documented on ``NotificationTrigger/calendar(_:repeats:)``.
///
/// Foundation's `Calendar.nextDate(after:matching:matchingPolicy:)` does the search. Two policies are
/// combined because neither alone does what a reminder needs: `.strict` skips dates that do not
/// exist (good: `day: 31` in April) but also skips a time of day lost to a DST jump (bad: no 02:30
/// reminder on the spring-forward day), while `.nextTime` keeps that time (moving it to the end of the
/// gap) but also rolls a missing date over to the next month (1 May 00:00 for `day: 31`). The matcher
/// takes the `.nextTime` result only when it is earlier than the strict one and still has every
/// date-level field the components ask for — i.e. only the time of day moved.
struct CalendarTriggerMatcher {
    let calendar: Calendar
    /// The components without `calendar` and `timeZone` (Foundation ignores them when matching).
    let fields: DateComponents

    init(components: DateComponents, defaultTimeZone: TimeZone) {
        var calendar = components.calendar ?? Calendar(identifier: .gregorian)
        calendar.timeZone = components.timeZone ?? defaultTimeZone
        var fields = components
        fields.calendar = nil
        fields.timeZone = nil
        self.calendar = calendar
        self.fields = fields
    }

    /// Whether any field that `Calendar.nextDate` matches on is set.
    static func hasMatchingField(_ components: DateComponents) -> Bool {
        let values: [Int?] = [
            components.era, components.year, components.month, components.day, components.hour,
            components.minute, components.second, components.nanosecond, components.weekday,
            components.weekdayOrdinal, components.quarter, components.weekOfMonth, components.weekOfYear,
            components.yearForWeekOfYear,
        ]
        return values.contains { $0 != nil }
    }

    func nextDate(after date: Date) -> Date? {
        let strict = calendar.nextDate(after: date, matching: fields, matchingPolicy: .strict)
        guard let shifted = calendar.nextDate(after: date, matching: fields, matchingPolicy: .nextTime),
            strict.map({ shifted < $0 }) ?? true,
            keepsDateFields(shifted)
        else { return strict }
        return shifted
    }

    /// Whether `date` has every date-level value (everything above hour) that `fields` asks for.
    private func keepsDateFields(_ date: Date) -> Bool {
        let dateLevel: [(Calendar.Component, Int?)] = [
            (.era, fields.era), (.year, fields.year), (.month, fields.month), (.day, fields.day),
            (.weekday, fields.weekday), (.weekdayOrdinal, fields.weekdayOrdinal), (.quarter, fields.quarter),
            (.weekOfMonth, fields.weekOfMonth), (.weekOfYear, fields.weekOfYear),
            (.yearForWeekOfYear, fields.yearForWeekOfYear),
        ]
        return dateLevel.allSatisfy { component, wanted in
            wanted.map { calendar.component(component, from: date) == $0 } ?? true
        }
    }
}
