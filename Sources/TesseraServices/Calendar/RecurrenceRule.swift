public import Foundation

/// How an event repeats: the typed form of an iCalendar `RRULE` (RFC 5545 §3.3.10), with EventKit's
/// names (`EKRecurrenceRule`). Each property documents the rule part it writes.
///
/// ```swift
/// // Every other Monday and Wednesday, ten times: FREQ=WEEKLY;INTERVAL=2;COUNT=10;BYDAY=MO,WE
/// var rule = RecurrenceRule(frequency: .weekly, interval: 2, end: .count(10))
/// rule.daysOfTheWeek = [.init(.monday), .init(.wednesday)]
/// ```
///
/// Values are not checked when set; libical checks the rule when it is saved or expanded and a rule
/// it refuses (an interval of 0, a month 13) throws ``CalendarError/invalidRecurrenceRule(_:reason:line:)``.
public struct RecurrenceRule: Sendable, Hashable {
    /// `FREQ`: the unit the rule repeats in.
    ///
    /// For example, every other week:
    /// ```swift
    /// let fortnightly = RecurrenceRule(frequency: .weekly, interval: 2)
    /// ```
    public enum Frequency: String, Sendable, CaseIterable {
        case secondly = "SECONDLY"
        case minutely = "MINUTELY"
        case hourly = "HOURLY"
        case daily = "DAILY"
        case weekly = "WEEKLY"
        case monthly = "MONTHLY"
        case yearly = "YEARLY"
    }

    /// Where the recurrence stops (EventKit's `EKRecurrenceEnd`).
    ///
    /// For example, ten occurrences, or until the end of the year:
    /// ```swift
    /// let tenTimes = RecurrenceRule(frequency: .daily, end: .count(10))
    /// let untilNewYear = RecurrenceRule(frequency: .weekly, end: .until(newYearsEve))
    /// ```
    public enum End: Sendable, Hashable {
        /// No `COUNT` or `UNTIL`: the series never ends.
        case never
        /// `COUNT`: this many occurrences (1 or more), the first one included.
        case count(Int)
        /// `UNTIL`: no occurrence starts after this instant. Written as a UTC date-time for timed
        /// events with a time zone, as a floating date-time for floating events, and as the date of
        /// this instant in the store's floating time zone for all-day events.
        case until(Date)
    }

    /// A day of the week, numbered as Foundation's `Calendar` and EventKit's `EKWeekday` number it
    /// (Sunday = 1 … Saturday = 7).
    ///
    /// For example:
    /// ```swift
    /// RecurrenceRule.Weekday.tuesday.symbol   // "TU"
    /// ```
    public enum Weekday: Int, Sendable, CaseIterable, Comparable {
        case sunday = 1
        case monday, tuesday, wednesday, thursday, friday, saturday

        /// The two-letter iCalendar name (`SU` … `SA`).
        public var symbol: String { ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][rawValue - 1] }

        /// Orders by weekday number, Sunday (1) first.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One `BYDAY` entry: a weekday, optionally the n-th of the month or year (`2TU`, `-1FR`).
    ///
    /// For example, the last Friday of every month:
    /// ```swift
    /// var rule = RecurrenceRule(frequency: .monthly)
    /// rule.daysOfTheWeek = [RecurrenceRule.DayOfWeek(.friday, weekNumber: -1)]
    /// ```
    public struct DayOfWeek: Sendable, Hashable {
        /// The weekday.
        public var weekday: Weekday
        /// 0 for every such weekday; 1…53 counts from the start of the month or year, −1…−53 from its end.
        public var weekNumber: Int

        /// A `BYDAY` entry; `weekNumber` is 0 for every such weekday, or 1…53 / −53…−1 (not checked).
        public init(_ weekday: Weekday, weekNumber: Int = 0) {
            self.weekday = weekday
            self.weekNumber = weekNumber
        }
    }

    /// `FREQ`.
    public var frequency: Frequency
    /// `INTERVAL`: repeat every `interval` units of ``frequency``; 1 or more.
    public var interval: Int
    /// `COUNT` or `UNTIL`.
    public var end: End
    /// `BYDAY`.
    public var daysOfTheWeek: [DayOfWeek]
    /// `BYMONTHDAY`: 1…31 or −31…−1 (from the end of the month).
    public var daysOfTheMonth: [Int]
    /// `BYYEARDAY`: 1…366 or −366…−1.
    public var daysOfTheYear: [Int]
    /// `BYWEEKNO`: ISO-style weeks 1…53 or −53…−1, with ``firstDayOfTheWeek`` as the week start.
    public var weeksOfTheYear: [Int]
    /// `BYMONTH`: 1…12.
    public var monthsOfTheYear: [Int]
    /// `BYHOUR`: 0…23.
    public var hours: [Int]
    /// `BYMINUTE`: 0…59.
    public var minutes: [Int]
    /// `BYSECOND`: 0…60.
    public var seconds: [Int]
    /// `BYSETPOS`: which of each period's candidates to keep, 1…366 or −366…−1.
    public var setPositions: [Int]
    /// `WKST`: the first day of the week for weekly rules with an interval and for `BYWEEKNO`;
    /// RFC 5545's default is Monday.
    public var firstDayOfTheWeek: Weekday

    /// A rule with no `BY…` parts and a week starting on Monday. `interval` should be 1 or more (not
    /// checked here).
    public init(frequency: Frequency, interval: Int = 1, end: End = .never) {
        self.frequency = frequency
        self.interval = interval
        self.end = end
        daysOfTheWeek = []
        daysOfTheMonth = []
        daysOfTheYear = []
        weeksOfTheYear = []
        monthsOfTheYear = []
        hours = []
        minutes = []
        seconds = []
        setPositions = []
        firstDayOfTheWeek = .monday
    }

    /// The `COUNT` part, or `nil`.
    public var occurrenceCount: Int? {
        if case .count(let count) = end { return count }
        return nil
    }

    /// The `UNTIL` part, or `nil`.
    public var endDate: Date? {
        if case .until(let date) = end { return date }
        return nil
    }
}
