public import Foundation

/// An event: one `VEVENT` of an iCalendar file (RFC 5545 §3.6.1), shaped like EventKit's `EKEvent`.
///
/// ```swift
/// let newYork = TimeZone(identifier: "America/New_York")!
/// var standUp = CalendarEvent(title: "Stand-up", startDate: nine, endDate: nine + 900, timeZone: newYork)
/// standUp.recurrenceRule = RecurrenceRule(frequency: .daily)
/// standUp.alarms = [Alarm(relativeOffset: -300)]
/// try store.save(standUp)
/// ```
///
/// **Times.** A timed event with a ``timeZone`` is written as `DTSTART;TZID=…` in that zone, so a
/// daily 09:00 event stays at 09:00 local time across a daylight-saving change; a `nil` time zone
/// makes a floating event (09:00 wherever the user is). An all-day event (``isAllDay``) is written
/// with `DATE` values: its ``startDate`` is midnight of its first day and its ``endDate`` midnight
/// after its last day, both in the store's floating time zone. Dates keep whole seconds only.
///
/// **Recurrence.** A series has a ``recurrenceRule``, extra ``recurrenceDates`` (`RDATE`) and
/// ``exceptionDates`` (`EXDATE`); occurrences that were moved or edited on their own are
/// ``detachedOccurrences`` (`VEVENT`s with the same `UID` and a `RECURRENCE-ID`).
///
/// **Text** is stored as an `.ics` file reads it back: a carriage return becomes a line feed, and
/// spaces, tabs and vertical tabs at either end go. Text left empty is written as no property: an
/// empty title stays empty, empty notes or location become `nil`. A `UID` must read back exactly, and
/// no text can hold NUL, backspace or form feed: ``EventStore`` refuses to save those, with
/// ``CalendarError/invalidText(property:identifier:fault:)``, before writing anything.
public struct CalendarEvent: Sendable, Hashable, Identifiable {
    /// `UID`: unique among all events and reminders of a store.
    public var uid: String
    /// `SUMMARY`; empty when the file has none (an empty title is written without one).
    public var title: String
    /// `DESCRIPTION`; `nil` when empty.
    public var notes: String?
    /// `LOCATION`; `nil` when empty.
    public var location: String?
    /// `DTSTART`: the start of the first occurrence.
    public var startDate: Date
    /// `DTEND`: the end of the first occurrence, not before ``startDate``; exclusive midnight for
    /// all-day events. Read from `DURATION` when a file gives one instead.
    public var endDate: Date
    /// Whether the event spans whole days (`DTSTART;VALUE=DATE`).
    public var isAllDay: Bool
    /// The zone of the event's wall-clock times (`TZID`); UTC is written with a `Z`. `nil` for
    /// floating events; ignored for all-day events, which are always floating.
    public var timeZone: TimeZone?
    /// `RRULE`, or `nil` for an event that does not repeat by rule.
    public var recurrenceRule: RecurrenceRule?
    /// `EXDATE`: start dates of occurrences that are cancelled.
    public var exceptionDates: [Date]
    /// `RDATE`: start dates of extra occurrences outside the rule.
    public var recurrenceDates: [Date]
    /// `VALARM`s.
    public var alarms: [Alarm]
    /// `RECURRENCE-ID`: for a detached occurrence, the start its occurrence had in the series
    /// (EventKit's `occurrenceDate`); `nil` for a series or a single event.
    public var occurrenceDate: Date?
    /// Occurrences of this series that were moved or edited on their own. Each has the same ``uid``
    /// and an ``occurrenceDate``; it replaces the generated occurrence starting at that date.
    public var detachedOccurrences: [CalendarEvent]
    /// `CREATED`; the store sets it on the first save.
    public var creationDate: Date?
    /// `LAST-MODIFIED`; the store sets it on every save.
    public var lastModifiedDate: Date?
    /// Attendees, categories, status and other content read from a file, written back unchanged.
    var preserved = PreservedContent()

    /// A timed event from `startDate` to `endDate` in `timeZone` (`nil`: floating).
    public init(
        uid: String = UUID().uuidString, title: String, startDate: Date, endDate: Date,
        timeZone: TimeZone?, isAllDay: Bool = false
    ) {
        self.uid = uid
        self.title = title
        self.startDate = startDate
        self.endDate = endDate
        self.timeZone = isAllDay ? nil : timeZone
        self.isAllDay = isAllDay
        recurrenceRule = nil
        exceptionDates = []
        recurrenceDates = []
        alarms = []
        occurrenceDate = nil
        detachedOccurrences = []
    }

    /// `uid`, for `Identifiable`.
    public var id: String { uid }

    /// Whether the event repeats (a rule or extra dates).
    public var hasRecurrence: Bool { recurrenceRule != nil || !recurrenceDates.isEmpty }

    /// The length of each occurrence in seconds (`endDate − startDate`).
    public var duration: TimeInterval { endDate.timeIntervalSince(startDate) }
}
