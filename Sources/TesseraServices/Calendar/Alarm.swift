public import Foundation

/// When to alert the user about an event or a reminder: one `VALARM` (RFC 5545 §3.6.6), shaped
/// like EventKit's `EKAlarm`.
///
/// ```swift
/// event.alarms = [Alarm(relativeOffset: -15 * 60)]          // TRIGGER:-PT15M, 15 min before the start
/// reminder.alarms = [Alarm(absoluteDate: morning)]           // TRIGGER;VALUE=DATE-TIME:20260310T080000Z
/// ```
/// ``EventStore/alarmFirings(from:to:including:)`` computes when alarms fire.
public struct Alarm: Sendable, Hashable {
    /// What a relative trigger is measured from (the `RELATED` parameter).
    ///
    /// For example, a reminder fifteen minutes before an event ends:
    /// ```swift
    /// let alarm = Alarm(relativeOffset: -15 * 60, anchor: .end)
    /// ```
    public enum Anchor: Sendable, Hashable {
        /// The start of an event occurrence. For a reminder: its start date when it has one, otherwise
        /// its due date (as EventKit measures reminder alarms from the due date).
        case start
        /// The end of an event occurrence; the due date of a reminder.
        case end
    }

    /// The `TRIGGER`.
    ///
    /// For example:
    /// ```swift
    /// switch alarm.trigger {
    /// case .relative(let offset, let anchor): print("\(offset) s from the \(anchor)")
    /// case .absolute(let date): print("at \(date)")
    /// }
    /// ```
    public enum Trigger: Sendable, Hashable {
        /// `offset` seconds after the anchor; negative values fire before it (EventKit's sign).
        case relative(offset: TimeInterval, anchor: Anchor)
        /// At this instant (written as a UTC date-time), once, even for a recurring event.
        case absolute(Date)
    }

    /// When the alarm fires: an offset in seconds from the item's start or end, or an absolute date.
    public var trigger: Trigger
    /// The text to show (`DESCRIPTION`); `nil` shows the item's title. RFC 5545 requires a
    /// description, so `nil` is written as the item's title and read back as `nil`; a message equal
    /// to the title, or empty, is therefore stored as `nil`. With an empty title too, no description
    /// is written.
    public var message: String?
    /// `ACTION`, `REPEAT`, attachments and other parts read from a file; new alarms are `DISPLAY`.
    var preserved = PreservedContent()

    /// An alarm `relativeOffset` seconds from the item's start (negative: before).
    public init(relativeOffset: TimeInterval, anchor: Anchor = .start, message: String? = nil) {
        trigger = .relative(offset: relativeOffset, anchor: anchor)
        self.message = message
    }

    /// An alarm at a fixed instant.
    public init(absoluteDate: Date, message: String? = nil) {
        trigger = .absolute(absoluteDate)
        self.message = message
    }

    /// The offset of a relative trigger in seconds, or `nil` for an absolute one.
    public var relativeOffset: TimeInterval? {
        if case .relative(let offset, _) = trigger { return offset }
        return nil
    }

    /// The date of an absolute trigger, or `nil` for a relative one.
    public var absoluteDate: Date? {
        if case .absolute(let date) = trigger { return date }
        return nil
    }
}
