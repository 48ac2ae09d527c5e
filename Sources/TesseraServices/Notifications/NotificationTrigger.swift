public import Foundation

/// When a notification request is delivered: UserNotifications' `UNTimeIntervalNotificationTrigger`,
/// `UNCalendarNotificationTrigger` and `UNLocationNotificationTrigger` as one enum.
///
/// ```swift
/// .timeInterval(15 * 60)                          // once, 15 minutes after it is added
/// .timeInterval(3600, repeats: true)              // every hour (repeating needs ≥ 60 s)
/// .calendar(DateComponents(hour: 21, minute: 0), repeats: true)   // every day at 21:00
/// .region(parking, notifyOnEntry: false, notifyOnExit: true)    // when leaving the car park
/// ```
///
/// Triggers are checked when the request is added (``LocalNotificationCenter/add(_:)``); see
/// ``validate()`` for the rules.
public enum NotificationTrigger: Hashable, Sendable, Codable {
    /// After `seconds` (> 0, at most ``maximumTimeInterval``) from the moment the request is added; with `repeats`, again every
    /// `seconds` (≥ ``minimumRepeatingInterval``), measured from the previous due date so the
    /// schedule does not drift.
    case timeInterval(TimeInterval, repeats: Bool = false)

    /// At the next date matching the components, and with `repeats` at every later match.
    ///
    /// The components are matched in their own `timeZone`, or the center's time zone when it is
    /// `nil` (the request's wall-clock time follows DST), with their own `calendar`'s rules or the
    /// Gregorian calendar. Dates that do not exist are skipped (`day: 31` fires only in 31-day
    /// months); a time of day that does not exist because the clocks jump forward fires at the first
    /// instant after the gap (02:30 in Berlin on 29 March 2026 fires at 03:00 CEST); a time that
    /// occurs twice when the clocks go back fires at the first occurrence only.
    case calendar(DateComponents, repeats: Bool = false)

    /// When the device enters and/or exits `region`, as reported by the region events the center
    /// monitors (``LocalNotificationCenter/monitorRegions(_:)``). Without `repeats` the request is
    /// delivered once and then removed from the pending list.
    case region(CircularRegion, notifyOnEntry: Bool = true, notifyOnExit: Bool = false, repeats: Bool = false)

    /// The longest time interval, 100 years (of 365.25 days): a longer one is refused as
    /// ``NotificationError/invalidTimeInterval(_:)``, where iOS would schedule a date no one lives to see.
    public static let maximumTimeInterval: TimeInterval = 100 * 365.25 * 86_400

    /// The shortest repeating time interval, 60 seconds: the limit `UNTimeIntervalNotificationTrigger`
    /// enforces on iOS (its documentation: "the time interval must be at least 60 if repeating").
    public static let minimumRepeatingInterval: TimeInterval = 60

    /// Whether the trigger fires more than once.
    public var repeats: Bool {
        switch self {
        case .timeInterval(_, let repeats), .calendar(_, let repeats): repeats
        case .region(_, _, _, let repeats): repeats
        }
    }

    /// Checks what can be checked without a clock.
    ///
    /// - Throws: ``NotificationError/invalidTimeInterval(_:)`` for an interval that is zero, negative,
    ///   not finite or over ``maximumTimeInterval``; ``NotificationError/repeatingIntervalTooShort(_:)`` for a repeating interval
    ///   under 60 s; ``NotificationError/emptyDateComponents`` when no calendar field is set;
    ///   ``NotificationError/regionWithoutEvents(_:)`` when neither entry nor exit is asked for.
    public func validate() throws(NotificationError) {
        switch self {
        case .timeInterval(let seconds, let repeats):
            guard seconds.isFinite, seconds > 0, seconds <= Self.maximumTimeInterval else {
                throw .invalidTimeInterval(seconds)
            }
            if repeats && seconds < Self.minimumRepeatingInterval { throw .repeatingIntervalTooShort(seconds) }
        case .calendar(let components, _):
            guard CalendarTriggerMatcher.hasMatchingField(components) else { throw .emptyDateComponents }
        case .region(let region, let notifyOnEntry, let notifyOnExit, _):
            guard notifyOnEntry || notifyOnExit else { throw .regionWithoutEvents(region) }
        }
    }

    /// The first date after `date` at which the trigger fires (UserNotifications' `nextTriggerDate()`),
    /// or `nil` for region triggers and for components that never match again.
    ///
    /// For a time interval this is `date + seconds`; for calendar components see
    /// ``calendar(_:repeats:)`` for how time zones and DST are handled. `timeZone` is used when the
    /// components carry none. Does not validate: call ``validate()`` first.
    /// - Complexity: one or two `Calendar.nextDate(after:matching:matchingPolicy:)` searches.
    public func nextTriggerDate(after date: Date, timeZone: TimeZone) -> Date? {
        switch self {
        case .timeInterval(let seconds, _):
            date.addingTimeInterval(seconds)
        case .calendar(let components, _):
            CalendarTriggerMatcher(components: components, defaultTimeZone: timeZone).nextDate(after: date)
        case .region:
            nil
        }
    }
}
