import CLibical
import Foundation

/// Writes a ``CalendarDocument`` as `.ics` text with libical: builds a `VCALENDAR` tree with the
/// typed setters (`icalproperty_new_dtstart` …), adds a `VTIMEZONE` for every zone used, and prints
/// it with `icalcomponent_as_ical_string_r`.
final class ICalendarWriter {
    let context: ICalTimeContext
    let timestamp: Date
    /// Zones used by the items written so far, in order of first use.
    private var usedZones: [TimeZone] = []

    private init(floatingTimeZone: TimeZone, timestamp: Date) {
        context = ICalTimeContext(floatingTimeZone: floatingTimeZone)
        self.timestamp = timestamp
    }

    static func write(
        _ document: CalendarDocument, floatingTimeZone: TimeZone,
        timestamp: Date
    ) throws(CalendarError) -> Data {
        try ICalendarWriter(floatingTimeZone: floatingTimeZone, timestamp: timestamp).write(document)
    }

    private func write(_ document: CalendarDocument) throws(CalendarError) -> Data {
        var items: [LibicalComponent] = []
        for event in document.events {
            items.append(try eventComponent(event))
            for detached in event.detachedOccurrences {
                precondition(
                    detached.uid == event.uid && detached.occurrenceDate != nil,
                    "a detached occurrence needs its series' uid and an occurrenceDate")
                items.append(try eventComponent(detached))
            }
        }
        for reminder in document.reminders {
            items.append(try reminderComponent(reminder))
        }
        let calendar = LibicalComponent(kind: ICAL_VCALENDAR_COMPONENT)
        icalcomponent_add_property(calendar.pointer, icalproperty_new_version("2.0"))
        icalcomponent_add_property(
            calendar.pointer, icalproperty_new_prodid("-//Tessera//TesseraServices Calendar//EN"))
        try addPreserved(document.preserved, to: calendar)
        for timeZone in usedZones {
            try context.timeZoneComponent(for: timeZone)?.add(to: calendar)
        }
        for item in items { item.add(to: calendar) }
        return Data(calendar.icalendarText.utf8)
    }

    // MARK: - Properties

    /// A property holding `date` in `form`, with a `TZID` parameter for zones other than UTC.
    func timeProperty(
        _ date: Date, form: ICalTimeForm,
        _ make: (icaltimetype) -> OpaquePointer?
    ) throws(CalendarError) -> OpaquePointer? {
        let time = try context.icalTime(from: date, form: form)
        return try zonedProperty(time, form: form, make)
    }

    /// A property holding `time`, with a `TZID` parameter when `form` is a zone other than UTC.
    func zonedProperty(
        _ time: icaltimetype, form: ICalTimeForm,
        _ make: (icaltimetype) -> OpaquePointer?
    ) throws(CalendarError) -> OpaquePointer? {
        guard let property = make(time) else { return nil }
        if case .zoned(let timeZone) = form, !ICalTimeForm.isUTC(timeZone) {
            icalproperty_add_parameter(property, icalparameter_new_tzid(timeZone.identifier))
            if !usedZones.contains(timeZone) { usedZones.append(timeZone) }
        }
        return property
    }

    /// A UTC date-time (`CREATED`, `LAST-MODIFIED`, `DTSTAMP`, `COMPLETED`).
    func utcTime(_ date: Date) -> icaltimetype {
        icaltime_from_timet_with_zone(ICalTimeContext.timeT(date), 0, icaltimezone_get_utc_timezone())
    }

    func add(_ property: OpaquePointer?, to component: LibicalComponent) {
        if let property { icalcomponent_add_property(component.pointer, property) }
    }

    /// Parses preserved text back with libical inside a component of the target's kind and moves its
    /// properties and subcomponents over.
    func addPreserved(_ preserved: PreservedContent, to component: LibicalComponent) throws(CalendarError) {
        guard !preserved.isEmpty else { return }
        let kind =
            LibicalChildren.string(icalcomponent_kind_to_string(icalcomponent_isa(component.pointer))) ?? "VEVENT"
        let text =
            "BEGIN:\(kind)\r\n" + preserved.properties.joined() + preserved.components.joined() + "END:\(kind)\r\n"
        guard let parsed = LibicalParser.parse(text) else {
            throw .malformed(reason: "Preserved \(kind) content no longer parses.", line: nil)
        }
        let holder = LibicalComponent(adopting: parsed)
        while let property = icalcomponent_get_first_property(holder.pointer, ICAL_ANY_PROPERTY) {
            icalcomponent_remove_property(holder.pointer, property)
            icalcomponent_add_property(component.pointer, property)
        }
        while let child = icalcomponent_get_first_component(holder.pointer, ICAL_ANY_COMPONENT) {
            icalcomponent_remove_component(holder.pointer, child)
            icalcomponent_add_component(component.pointer, child)
        }
    }
}
