public import Foundation

/// The events and reminders of one iCalendar (`.ics`, RFC 5545) text, read and written through
/// libical. ``EventStore`` keeps one document per file; use the type directly to import or export
/// without a store.
///
/// ```swift
/// let document = try CalendarDocument(contentsOf: url, floatingTimeZone: .current)
/// for event in document.events { print(event.title, event.startDate) }
/// let data = try document.icsData(floatingTimeZone: .current, timestamp: .now)
/// ```
///
/// Reading is all or nothing: the first fault throws and nothing is returned. Content Tessera does
/// not model (attendees, categories, `X-` properties, journal entries, calendar name) is kept and
/// written back. Written files have `VERSION:2.0`, a `VTIMEZONE` for every zone used (libical's
/// definition under the Foundation identifier), CRLF line ends and lines folded at 75 octets.
/// Not thread-safe to share mutably (it is a value); reading and writing can run on any thread.
public struct CalendarDocument: Sendable, Hashable {
    /// Events in file order, each series with its detached occurrences.
    public var events: [CalendarEvent]
    /// Reminders in file order.
    public var reminders: [Reminder]
    /// Calendar-level properties and components Tessera does not model.
    var preserved = PreservedContent()

    /// A document with these events and reminders and nothing else preserved.
    public init(events: [CalendarEvent] = [], reminders: [Reminder] = []) {
        self.events = events
        self.reminders = reminders
    }

    /// Reads `.ics` data. Floating times and all-day dates become instants in `floatingTimeZone`.
    /// - Throws: ``CalendarError/malformed(reason:line:)`` for text that is not iCalendar,
    ///   ``CalendarError/missingProperty(_:component:line:)`` (`UID`, `DTSTART`, `TRIGGER`),
    ///   ``CalendarError/unknownTimeZone(_:line:)``, ``CalendarError/invalidRecurrenceRule(_:reason:line:)``,
    ///   ``CalendarError/endBeforeStart(identifier:)``, ``CalendarError/duplicateIdentifier(_:)``.
    public init(icsData: Data, floatingTimeZone: TimeZone) throws(CalendarError) {
        self = try ICalendarReader.read(icsData, floatingTimeZone: floatingTimeZone)
    }

    /// Reads an `.ics` file.
    /// - Throws: ``CalendarError/unreadableFile(_:reason:)`` when the file cannot be read, and the
    ///   errors of ``init(icsData:floatingTimeZone:)``.
    public init(contentsOf url: URL, floatingTimeZone: TimeZone) throws(CalendarError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(url, reason: error.localizedDescription)
        }
        try self.init(icsData: data, floatingTimeZone: floatingTimeZone)
    }

    /// The document as `.ics` data (UTF-8). Items without a modification date get `timestamp` as
    /// their `DTSTAMP`.
    /// - Throws: ``CalendarError/unknownTimeZone(_:line:)`` for a time zone libical does not know,
    ///   ``CalendarError/invalidRecurrenceRule(_:reason:line:)``, ``CalendarError/endBeforeStart(identifier:)``,
    ///   ``CalendarError/invalidDateComponents(property:identifier:)``.
    public func icsData(floatingTimeZone: TimeZone, timestamp: Date) throws(CalendarError) -> Data {
        try ICalendarWriter.write(self, floatingTimeZone: floatingTimeZone, timestamp: timestamp)
    }

    /// The event with this `UID`.
    public func event(withIdentifier uid: String) -> CalendarEvent? {
        events.first { $0.uid == uid }
    }

    /// The reminder with this `UID`.
    public func reminder(withIdentifier uid: String) -> Reminder? {
        reminders.first { $0.uid == uid }
    }
}
