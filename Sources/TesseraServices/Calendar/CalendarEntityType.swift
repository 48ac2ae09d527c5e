/// The two kinds of item an ``EventStore`` holds, shaped like EventKit's `EKEntityType`: access to
/// each is authorized separately.
///
/// For example:
/// ```swift
/// let kinds = CalendarEntityType.allCases   // [.event, .reminder]
/// ```
public enum CalendarEntityType: String, Sendable, Codable, CaseIterable {
    /// Events (iCalendar `VEVENT`), see ``CalendarEvent``.
    case event
    /// Reminders (iCalendar `VTODO`), see ``Reminder``.
    case reminder
}
