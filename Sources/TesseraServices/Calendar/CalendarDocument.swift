public import Foundation
import TesseraCore

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

    /// The largest `.ics` data read: 32 MiB, some 100,000 events. Reading takes memory of about
    /// twenty times the text for ordinary events (12,000 more one-hour events, 2.3 MB more text,
    /// took 48 MB more), and up to about sixty times for denser text (one 32 MiB file peaked near
    /// 1.9 GB): libical's tree and Tessera's values.
    public static let maximumByteCount = 32 << 20

    /// Reads `.ics` data. Floating times and all-day dates become instants in `floatingTimeZone`.
    /// - Throws: ``CalendarError/tooLarge(byteCount:limit:)`` for data over ``maximumByteCount``,
    ///   ``CalendarError/malformed(reason:line:)`` for text that is not iCalendar,
    ///   ``CalendarError/missingProperty(_:component:line:)`` (`UID`, `DTSTART`, `TRIGGER`),
    ///   ``CalendarError/unknownTimeZone(_:line:)``, ``CalendarError/invalidRecurrenceRule(_:reason:line:)``,
    ///   ``CalendarError/endBeforeStart(identifier:)``, ``CalendarError/duplicateIdentifier(_:)``.
    public init(icsData: Data, floatingTimeZone: TimeZone) throws(CalendarError) {
        self = try ICalendarReader.read(icsData, floatingTimeZone: floatingTimeZone)
    }

    /// Reads an `.ics` file.
    /// - Throws: ``CalendarError/unreadableFile(_:reason:)`` when the path is missing, not a regular
    ///   file (a named pipe is refused without waiting for a writer) or cannot be read;
    ///   ``CalendarError/tooLarge(byteCount:limit:)`` before reading a file over ``maximumByteCount``;
    ///   the errors of ``init(icsData:floatingTimeZone:)``.
    public init(contentsOf url: URL, floatingTimeZone: TimeZone) throws(CalendarError) {
        try self.init(icsData: try Self.contents(of: url), floatingTimeZone: floatingTimeZone)
    }

    /// The bytes of an `.ics` file, at most ``maximumByteCount`` of them.
    /// - Throws: ``CalendarError/unreadableFile(_:reason:)``, ``CalendarError/tooLarge(byteCount:limit:)``.
    static func contents(of url: URL) throws(CalendarError) -> Data {
        try BoundedFileReader.contents(of: url, limit: maximumByteCount, failingWith: CalendarError.self)
    }

    /// The document as `.ics` data (UTF-8). Items without a modification date get `timestamp` as
    /// their `DTSTAMP`. Text is written as ``CalendarEvent`` describes; blank text is left out.
    /// - Throws: ``CalendarError/invalidText(property:identifier:fault:)`` for a `UID` or text an
    ///   `.ics` file cannot hold, ``CalendarError/unknownTimeZone(_:line:)`` for a time zone libical does not know,
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
