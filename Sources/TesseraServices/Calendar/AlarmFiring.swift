public import Foundation

/// One alarm going off: when, which alarm, and for which event occurrence or reminder. Returned by
/// ``EventStore/alarmFirings(from:to:including:)`` sorted by ``fireDate``.
public struct AlarmFiring: Sendable, Hashable {
    /// What the alarm is about.
    public enum Item: Sendable, Hashable {
        case event(EventOccurrence)
        case reminder(Reminder)

        /// The item's identifier (`UID`).
        public var uid: String {
            switch self {
            case .event(let occurrence): occurrence.uid
            case .reminder(let reminder): reminder.uid
            }
        }

        /// The item's title.
        public var title: String {
            switch self {
            case .event(let occurrence): occurrence.title
            case .reminder(let reminder): reminder.title
            }
        }
    }

    /// When the alarm fires.
    public var fireDate: Date
    /// The alarm that fires.
    public var alarm: Alarm
    /// The event occurrence or reminder the alarm belongs to.
    public var item: Item

    /// Creates a firing. Nothing is checked.
    public init(fireDate: Date, alarm: Alarm, item: Item) {
        self.fireDate = fireDate
        self.alarm = alarm
        self.item = item
    }

    /// The text to show: the alarm's message, or the item's title.
    public var message: String { alarm.message ?? item.title }
}
