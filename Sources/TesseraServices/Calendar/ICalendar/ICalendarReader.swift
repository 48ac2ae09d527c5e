import CLibical
import Foundation

/// Reads `.ics` data into a ``CalendarDocument`` with libical: checks the structure
/// (``ICalendarSource``), parses with libical (``LibicalParser``), turns every `X-LIC-ERROR` libical
/// leaves in the tree into a typed error with its line, then reads each `VEVENT` and `VTODO`.
///
/// One reader per read; it owns the parsed tree for the read's duration.
final class ICalendarReader {
    let source: ICalendarSource
    let context: ICalTimeContext
    /// Resolved `TZID`s of the calendar being read: libical zone and Foundation zone.
    private var zones: [String: (zone: OpaquePointer, timeZone: TimeZone)] = [:]
    /// The `VCALENDAR` whose items are being read (its `VTIMEZONE`s define `TZID`s).
    private var calendar: OpaquePointer?

    private init(source: ICalendarSource, floatingTimeZone: TimeZone) {
        self.source = source
        context = ICalTimeContext(floatingTimeZone: floatingTimeZone)
    }

    /// Reads a whole file.
    /// - Throws: every ``CalendarError`` case about content: too large, malformed text, missing
    ///   properties, unknown time zones, invalid rules, duplicate identifiers.
    static func read(_ data: Data, floatingTimeZone: TimeZone) throws(CalendarError) -> CalendarDocument {
        guard data.count <= CalendarDocument.maximumByteCount else {
            throw .tooLarge(byteCount: data.count, limit: CalendarDocument.maximumByteCount)
        }
        let source = try ICalendarSource(data: data)
        return try ICalendarReader(source: source, floatingTimeZone: floatingTimeZone).read()
    }

    private func read() throws(CalendarError) -> CalendarDocument {
        guard let parsed = LibicalParser.parse(source.text) else {
            throw .malformed(reason: "libical found no calendar in the text.", line: nil)
        }
        let root = LibicalComponent(adopting: parsed)
        let calendars =
            icalcomponent_isa(root.pointer) == ICAL_VCALENDAR_COMPONENT
            ? [root.pointer] : LibicalChildren.components(of: root.pointer, kind: ICAL_VCALENDAR_COMPONENT)
        guard !calendars.isEmpty else {
            throw .malformed(reason: "libical found no VCALENDAR in the text.", line: nil)
        }
        try checkLibicalErrors(in: calendars)

        var items = ItemCollector()
        var document = CalendarDocument()
        var seen: [String: Int] = [:]
        for calendar in calendars {
            self.calendar = calendar
            zones = [:]
            for property in LibicalChildren.properties(of: calendar, kind: ICAL_ANY_PROPERTY) {
                let kind = icalproperty_isa(property)
                if kind != ICAL_VERSION_PROPERTY && kind != ICAL_PRODID_PROPERTY {
                    document.preserved.properties.append(LibicalChildren.text(of: property))
                }
            }
            for component in LibicalChildren.components(of: calendar, kind: ICAL_ANY_COMPONENT) {
                let span = span(for: component, seen: &seen)
                switch icalcomponent_isa(component) {
                case ICAL_VEVENT_COMPONENT: try items.add(readEvent(component, span: span))
                case ICAL_VTODO_COMPONENT: try items.add(readReminder(component, span: span))
                case ICAL_VTIMEZONE_COMPONENT: break
                default: document.preserved.components.append(Self.text(of: component))
                }
            }
        }
        (document.events, document.reminders) = try items.finish()
        return document
    }

    /// The source span of a component: the n-th span of its kind for the n-th component of that kind
    /// (libical keeps the order of components of one kind). `seen` counts the components met so far.
    /// - Complexity: O(1), so reading n items is O(n).
    private func span(for component: OpaquePointer, seen: inout [String: Int]) -> ICalendarSource.Span? {
        guard let name = LibicalChildren.string(icalcomponent_kind_to_string(icalcomponent_isa(component))) else {
            return nil
        }
        let kind = name.uppercased()
        let ordinal = seen[kind, default: 0]
        seen[kind] = ordinal + 1
        return source.itemSpan(ofKind: kind, ordinal: ordinal)
    }

    static func text(of component: OpaquePointer) -> String {
        guard let text = icalcomponent_as_ical_string_r(component) else { return "" }
        defer { icalmemory_free_buffer(text) }
        return String(cString: text)
    }

    // MARK: - libical's errors

    /// Throws for the first `X-LIC-ERROR` libical put in place of a property it could not parse.
    private func checkLibicalErrors(in calendars: [OpaquePointer]) throws(CalendarError) {
        var seen: [String: Int] = [:]
        for calendar in calendars {
            if let error = LibicalChildren.properties(of: calendar, kind: ICAL_XLICERROR_PROPERTY).first {
                throw libicalError(error, span: nil)
            }
            for component in LibicalChildren.components(of: calendar, kind: ICAL_ANY_COMPONENT) {
                let span = span(for: component, seen: &seen)
                let kind = icalcomponent_isa(component)
                let isItem = kind == ICAL_VEVENT_COMPONENT || kind == ICAL_VTODO_COMPONENT
                if let error = Self.firstError(in: component, allowingEmptyText: isItem) {
                    throw libicalError(error, span: span)
                }
            }
        }
    }

    /// The first `X-LIC-ERROR` in `component` or below. With `allowingEmptyText` (an event or a
    /// to-do, and its alarms), libical's “No value for SUMMARY property” and the like are not errors:
    /// RFC 5545 allows empty text, earlier Tessera versions wrote it, and the item reads it as empty.
    private static func firstError(in component: OpaquePointer, allowingEmptyText: Bool) -> OpaquePointer? {
        for error in LibicalChildren.properties(of: component, kind: ICAL_XLICERROR_PROPERTY)
        where !(allowingEmptyText && isEmptyTextError(error)) {
            return error
        }
        for child in LibicalChildren.components(of: component, kind: ICAL_ANY_COMPONENT) {
            let isAlarm = icalcomponent_isa(child) == ICAL_VALARM_COMPONENT
            if let error = firstError(in: child, allowingEmptyText: allowingEmptyText && isAlarm) { return error }
        }
        return nil
    }

    /// Whether libical dropped a `SUMMARY`, `DESCRIPTION` or `LOCATION` for having no value.
    private static func isEmptyTextError(_ error: OpaquePointer) -> Bool {
        guard let message = LibicalChildren.string(icalproperty_get_xlicerror(error)) else { return false }
        return ["SUMMARY", "DESCRIPTION", "LOCATION"].contains { message.hasPrefix("No value for \($0) property.") }
    }

    /// The typed error for one `X-LIC-ERROR`. libical's messages name the property (“… in RRULE
    /// property. Removing entire property: FREQ=SOMETIMES”, “Invalid VALUE type for property DTSTART:
    /// VALUE=FOO”); the line is the first line of that property in the item containing the quoted text.
    private func libicalError(_ property: OpaquePointer, span: ICalendarSource.Span?) -> CalendarError {
        let message = LibicalChildren.string(icalproperty_get_xlicerror(property)) ?? "libical could not parse a line."
        var name: String?
        if let range = message.range(of: "for property ") {
            name = message[range.upperBound...].split(whereSeparator: { $0 == ":" || $0 == " " }).first.map(String.init)
        } else if let range = message.range(of: " property") {
            name = message[..<range.lowerBound].split(separator: " ").last.map(String.init)
        }
        var reason = message
        var snippet: String?
        if let removing = message.range(of: " Removing entire property: ") {
            reason = String(message[..<removing.lowerBound])
            snippet = String(message[removing.upperBound...])
        } else if let colon = message.range(of: ": ", options: .backwards) {
            snippet = String(message[colon.upperBound...])
        }
        let line =
            name.flatMap { source.line(ofProperty: $0.uppercased(), containing: snippet, in: span) }
            ?? snippet.flatMap { snippet in source.lines.first { $0.text.contains(snippet) }?.number }
        if name?.uppercased() == "RRULE" {
            return .invalidRecurrenceRule(snippet ?? "", reason: reason, line: line)
        }
        return .malformed(reason: message, line: line)
    }

    // MARK: - Times

    /// The instant and form of a date or date-time property value.
    /// - Throws: ``CalendarError/malformed(reason:line:)`` for a day or time that does not exist
    ///   (libical accepts `20261345T250000` and rolls it over), ``CalendarError/unknownTimeZone(_:line:)``.
    func readTime(
        _ value: icaltimetype, of property: OpaquePointer,
        span: ICalendarSource.Span?
    ) throws(CalendarError) -> (date: Date, form: ICalTimeForm) {
        let parts = DateComponents(
            year: Int(value.year), month: Int(value.month), day: Int(value.day),
            hour: Int(value.hour), minute: Int(value.minute), second: Int(value.second))
        guard ICalTimeContext.isValid(parts, isDate: value.is_date != 0) else {
            let name = LibicalChildren.name(of: property)
            let text = ICalTimeContext.text(of: value)
            throw .malformed(
                reason: "\(name) value \(text) is not a real date or time.",
                line: source.line(ofProperty: name, containing: text, in: span))
        }
        if value.is_date != 0 { return (context.floatingDate(from: value), .date) }
        if icaltime_is_utc(value) != 0 {
            return (context.date(from: value), .zoned(TimeZone(secondsFromGMT: 0) ?? .current))
        }
        guard let identifier = LibicalChildren.timeZoneIdentifier(of: property) else {
            return (context.floatingDate(from: value), .floating)
        }
        let (zone, timeZone) = try resolve(identifier, at: value, property: property, span: span)
        let seconds = icaltime_as_timet_with_zone(value, zone)
        return (Date(timeIntervalSince1970: TimeInterval(seconds)), .zoned(timeZone))
    }

    /// The libical and Foundation zones for a `TZID`: the file's `VTIMEZONE` first (RFC 5545 makes it
    /// authoritative; ``checkObservanceRules(of:identifier:)`` refuses one libical cannot expand in
    /// bounded work), then libical's built-in zones by `TZID` or Olson name. The Foundation zone has
    /// the `TZID`'s name, or its Olson suffix (`/citadel.org/…/Europe/Berlin`), or the definition's
    /// `X-LIC-LOCATION`; a definition with none of these (Outlook's “W. Europe Standard Time”) reads as
    /// a fixed-offset zone with the offset at the first time read in it.
    private func resolve(
        _ identifier: String, at value: icaltimetype, property: OpaquePointer,
        span: ICalendarSource.Span?
    ) throws(CalendarError) -> (OpaquePointer, TimeZone) {
        if let known = zones[identifier] { return (known.zone, known.timeZone) }
        var locationName: String?
        let zone: OpaquePointer
        if let calendar, let defined = icalcomponent_get_timezone(calendar, identifier) {
            zone = defined
            if let component = icaltimezone_get_component(defined) {
                try checkObservanceRules(of: component, identifier: identifier)
                let location = LibicalChildren.properties(of: component, kind: ICAL_X_PROPERTY)
                    .first { LibicalChildren.string(icalproperty_get_x_name($0)) == "X-LIC-LOCATION" }
                locationName = location.flatMap { LibicalChildren.string(icalproperty_get_x($0)) }
            }
        } else if let builtin = icaltimezone_get_builtin_timezone_from_tzid(identifier)
            ?? icaltimezone_get_builtin_timezone(identifier)
        {
            zone = builtin
        } else {
            let name = LibicalChildren.name(of: property)
            throw .unknownTimeZone(
                identifier, line: source.line(ofProperty: name, containing: "TZID=" + identifier, in: span))
        }
        var timeZone = Self.foundationTimeZone(named: identifier, location: locationName)
        if timeZone == nil {
            var local = value
            var isDaylight: Int32 = 0
            timeZone = TimeZone(secondsFromGMT: Int(icaltimezone_get_utc_offset(zone, &local, &isDaylight)))
        }
        let resolved = (zone: zone, timeZone: timeZone ?? TimeZone(secondsFromGMT: 0) ?? .current)
        zones[identifier] = resolved
        return (resolved.zone, resolved.timeZone)
    }

    private static func foundationTimeZone(named identifier: String, location: String?) -> TimeZone? {
        if let timeZone = TimeZone(identifier: identifier) { return timeZone }
        var parts = identifier.split(separator: "/")
        while parts.count > 1 {
            parts.removeFirst()
            if let timeZone = TimeZone(identifier: parts.joined(separator: "/")) { return timeZone }
        }
        return location.flatMap { TimeZone(identifier: $0) }
    }
}
