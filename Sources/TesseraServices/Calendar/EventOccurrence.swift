public import Foundation

/// One occurrence of an event in a date range, as ``EventStore/events(from:to:)`` returns them: a
/// recurring series expanded into its instances.
public struct EventOccurrence: Sendable, Hashable {
    /// The event this occurrence belongs to: the series, or the detached occurrence
    /// (``CalendarEvent/occurrenceDate`` set) when it was moved or edited on its own.
    public var event: CalendarEvent
    /// When this occurrence starts.
    public var startDate: Date
    /// When this occurrence ends (exclusive midnight for all-day events).
    public var endDate: Date
    /// The start the occurrence has in the series before any move: its `RECURRENCE-ID`. Equal to
    /// ``startDate`` unless the occurrence was moved.
    public var occurrenceDate: Date
    /// Whether a detached occurrence (`RECURRENCE-ID`) replaced the generated one.
    public var isDetached: Bool

    /// Creates an occurrence. Nothing is checked; `endDate` should not precede `startDate`.
    public init(event: CalendarEvent, startDate: Date, endDate: Date, occurrenceDate: Date, isDetached: Bool) {
        self.event = event
        self.startDate = startDate
        self.endDate = endDate
        self.occurrenceDate = occurrenceDate
        self.isDetached = isDetached
    }

    /// The event's identifier (`UID`), shared by all occurrences of a series.
    public var uid: String { event.uid }
    /// The occurrence's title.
    public var title: String { event.title }
    /// Whether the occurrence spans whole days.
    public var isAllDay: Bool { event.isAllDay }
}
