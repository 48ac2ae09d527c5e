public import Foundation

/// A reminder: one `VTODO` of an iCalendar file (RFC 5545 §3.6.2), shaped like EventKit's
/// `EKReminder`.
///
/// ```swift
/// var reminder = Reminder(title: "Call the bank", notes: "About the card",
///                         due: DateComponents(year: 2026, month: 3, day: 10, hour: 9))
/// reminder.alarms = [Alarm(relativeOffset: -600)]
/// try store.save(reminder)
/// ```
///
/// **Due dates** are date components, as in EventKit: year, month and day alone make a `DATE`
/// (due that day); with an hour the reminder is due at that wall-clock time, floating unless the
/// components carry a `timeZone` (then written with `TZID`, or `Z` for UTC). Other components
/// (weekday, calendar, nanoseconds) are dropped when saved.
public struct Reminder: Sendable, Hashable, Identifiable {
    /// `UID`: unique among all events and reminders of a store.
    public var uid: String
    /// `SUMMARY`; empty when the file has none. Text is stored as for ``CalendarEvent`` (see there).
    public var title: String
    /// `DESCRIPTION`; `nil` when empty.
    public var notes: String?
    /// `DTSTART`, same rules as ``dueDateComponents``.
    public var startDateComponents: DateComponents?
    /// `DUE`.
    public var dueDateComponents: DateComponents?
    /// `PRIORITY`: 0 undefined, 1 highest … 9 lowest (RFC 5545 §3.8.1.9; EventKit uses the same scale).
    public var priority: Int
    /// `STATUS:COMPLETED`. Saving a completed reminder without a ``completionDate`` stamps the store
    /// clock's date; saving an open one clears the date.
    public var isCompleted: Bool
    /// `COMPLETED`: when the reminder was completed.
    public var completionDate: Date?
    /// `VALARM`s.
    public var alarms: [Alarm]
    /// `CREATED`; the store sets it on the first save.
    public var creationDate: Date?
    /// `LAST-MODIFIED`; the store sets it on every save.
    public var lastModifiedDate: Date?
    /// Categories, percent complete, a recurrence rule and other content read from a file, written
    /// back unchanged.
    var preserved = PreservedContent()

    /// A new open reminder with priority 0 (undefined).
    public init(uid: String = UUID().uuidString, title: String, notes: String? = nil, due: DateComponents? = nil) {
        self.uid = uid
        self.title = title
        self.notes = notes
        dueDateComponents = due
        startDateComponents = nil
        priority = 0
        isCompleted = false
        completionDate = nil
        alarms = []
    }

    /// `uid`, for `Identifiable`.
    public var id: String { uid }
}
