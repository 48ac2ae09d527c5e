public import Foundation

/// Everything that can go wrong reading, writing or querying calendar data. Each case carries the
/// culprit: the file, the offending text, the 1-based line of the `.ics` file when it is known.
///
/// ```swift
/// do {
///     _ = try CalendarDocument(icsData: data, floatingTimeZone: .current)
/// } catch .unknownTimeZone(let identifier, let line) {
///     print("TZID \(identifier) on line \(line ?? 0) is neither in the file nor built in")
/// } catch {
///     print(error)
/// }
/// ```
public enum CalendarError: Error, Sendable, Hashable {
    /// The file exists but cannot be read (permissions, a directory or named pipe rather than a
    /// regular file, an I/O error).
    case unreadableFile(URL, reason: String)
    /// The data (or file) holds `byteCount` bytes, more than ``CalendarDocument/maximumByteCount``
    /// (`limit`); nothing of it was read.
    case tooLarge(byteCount: Int, limit: Int)
    /// The file cannot be written (missing directory, permissions, a full disk).
    case unwritableFile(URL, reason: String)
    /// The text is not iCalendar: empty, not UTF-8, unbalanced `BEGIN`/`END`, a line without a colon,
    /// or a value libical refuses. `reason` is libical's message where libical found the fault;
    /// `line` is the 1-based line number of the physical line where the offending content line starts.
    case malformed(reason: String, line: Int?)
    /// A property RFC 5545 requires is absent, e.g. `DTSTART` or `UID` of a `VEVENT`, `TRIGGER` of a
    /// `VALARM`. `line` is the line of the component's `BEGIN`.
    case missingProperty(String, component: String, line: Int?)
    /// A `TZID` that neither a `VTIMEZONE` of the file nor libical's built-in time zones define, or a
    /// Foundation time zone with daylight-saving rules that libical does not know (when writing).
    case unknownTimeZone(String, line: Int?)
    /// An `RRULE` that libical cannot parse, or a ``RecurrenceRule`` whose text it rejects
    /// (for example `INTERVAL=0`). `rule` is the offending text.
    case invalidRecurrenceRule(String, reason: String, line: Int?)
    /// Reminder date components without a year, month and day, or naming a day or time that does not
    /// exist (month 13, 30 February, hour 24); `property` is `DUE` or `DTSTART`.
    case invalidDateComponents(property: String, identifier: String)
    /// Text an `.ics` file cannot hold, refused before anything is written: `property` is `UID`,
    /// `SUMMARY`, `DESCRIPTION` or `LOCATION`, `identifier` the item's `UID`.
    case invalidText(property: String, identifier: String, fault: TextFault)
    /// An event whose end lies before its start.
    case endBeforeStart(identifier: String)
    /// Two items (events, reminders, or one of each) share a `UID`.
    case duplicateIdentifier(String)
    /// The store's user has not granted access to this kind of item; `status` is the current status.
    case notAuthorized(CalendarEntityType, status: ServiceAuthorization)
    /// No event or reminder with this identifier (`UID`) exists in the store.
    case unknownItem(String)
    /// A query would expand one recurring series (its `UID`) into more than `limit` occurrences;
    /// narrow the date range.
    case occurrenceLimitExceeded(identifier: String, limit: Int)
    /// Expanding one recurring series (its `UID`) over the range and a day beyond would make the
    /// recurrence iterator examine more than `limit` candidate times: a rule at a fine frequency
    /// whose filters match rarely, such as `FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29` over years;
    /// narrow the date range. (A rule no date can satisfy is not an error: it has no occurrences.)
    case expansionLimitExceeded(identifier: String, limit: Int)
}

extension CalendarError: BoundedFileReadError {
    static func unreadableFile(at url: URL, reason: String) -> Self { .unreadableFile(url, reason: reason) }
}
