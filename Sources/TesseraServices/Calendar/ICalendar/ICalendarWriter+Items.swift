import CLibical
import Foundation

extension ICalendarWriter {
    /// One `VEVENT`.
    func eventComponent(_ event: CalendarEvent) throws(CalendarError) -> LibicalComponent {
        guard event.endDate >= event.startDate else { throw .endBeforeStart(identifier: event.uid) }
        let component = LibicalComponent(kind: ICAL_VEVENT_COMPONENT)
        try addCommon(
            uid: event.uid, title: event.title, notes: event.notes, creationDate: event.creationDate,
            lastModifiedDate: event.lastModifiedDate, to: component)
        try addText(event.location, property: "LOCATION", uid: event.uid, icalproperty_new_location, to: component)
        let form = ICalTimeForm(isAllDay: event.isAllDay, timeZone: event.timeZone)
        add(try timeProperty(event.startDate, form: form, icalproperty_new_dtstart), to: component)
        add(try timeProperty(event.endDate, form: form, icalproperty_new_dtend), to: component)
        if let occurrenceDate = event.occurrenceDate {
            add(try timeProperty(occurrenceDate, form: form, icalproperty_new_recurrenceid), to: component)
        }
        if let rule = event.recurrenceRule {
            let parsed = try LibicalRecurrence.parse(rule.text(untilText: try context.untilText(of: rule, form: form)))
            add(icalproperty_new_rrule(parsed), to: component)
        }
        for date in event.exceptionDates {
            add(try timeProperty(date, form: form, icalproperty_new_exdate), to: component)
        }
        for date in event.recurrenceDates {
            add(
                try timeProperty(date, form: form) { time in
                    var value = icaldatetimeperiodtype()
                    value.time = time
                    value.period = icalperiodtype_null_period()
                    return icalproperty_new_rdate(value)
                }, to: component)
        }
        try addPreserved(event.preserved, to: component)
        for alarm in event.alarms { try alarmComponent(alarm, title: event.title, uid: event.uid).add(to: component) }
        return component
    }

    /// `UID`, the dates every item has, `SUMMARY` unless the title is blank, `DESCRIPTION` for notes.
    private func addCommon(
        uid: String, title: String, notes: String?, creationDate: Date?, lastModifiedDate: Date?,
        to component: LibicalComponent
    ) throws(CalendarError) {
        try ICalendarText.checkIdentifier(uid)
        add(icalproperty_new_uid(uid), to: component)
        add(icalproperty_new_dtstamp(utcTime(lastModifiedDate ?? creationDate ?? timestamp)), to: component)
        if let creationDate { add(icalproperty_new_created(utcTime(creationDate)), to: component) }
        if let lastModifiedDate { add(icalproperty_new_lastmodified(utcTime(lastModifiedDate)), to: component) }
        try addText(title, property: "SUMMARY", uid: uid, icalproperty_new_summary, to: component)
        try addText(notes, property: "DESCRIPTION", uid: uid, icalproperty_new_description, to: component)
    }

    /// A text property, normalized as it will read back; left out when that leaves nothing, since
    /// libical refuses a property without a value (reading it back gives an empty or absent text).
    private func addText(
        _ text: String?, property: String, uid: String, _ make: (UnsafePointer<CChar>) -> OpaquePointer?,
        to component: LibicalComponent
    ) throws(CalendarError) {
        guard let text else { return }
        try ICalendarText.check(text, property: property, identifier: uid)
        let value = ICalendarText.normalized(text)
        if !value.isEmpty { add(make(value), to: component) }
    }

    /// One `VTODO`.
    func reminderComponent(_ reminder: Reminder) throws(CalendarError) -> LibicalComponent {
        precondition((0...9).contains(reminder.priority), "a reminder's priority is 0…9, not \(reminder.priority)")
        let component = LibicalComponent(kind: ICAL_VTODO_COMPONENT)
        try addCommon(
            uid: reminder.uid, title: reminder.title, notes: reminder.notes, creationDate: reminder.creationDate,
            lastModifiedDate: reminder.lastModifiedDate, to: component)
        if let start = reminder.startDateComponents {
            add(
                try componentsProperty(start, name: "DTSTART", uid: reminder.uid, icalproperty_new_dtstart),
                to: component)
        }
        if let due = reminder.dueDateComponents {
            add(try componentsProperty(due, name: "DUE", uid: reminder.uid, icalproperty_new_due), to: component)
        }
        if reminder.priority != 0 { add(icalproperty_new_priority(Int32(reminder.priority)), to: component) }
        var preserved = reminder.preserved
        if reminder.isCompleted {
            add(icalproperty_new_status(ICAL_STATUS_COMPLETED), to: component)
            preserved = preserved.removingProperties(named: "STATUS")
        } else if preserved.property(named: "STATUS") == nil {
            add(icalproperty_new_status(ICAL_STATUS_NEEDSACTION), to: component)
        }
        if let completionDate = reminder.completionDate {
            add(icalproperty_new_completed(utcTime(completionDate)), to: component)
        }
        try addPreserved(preserved, to: component)
        for alarm in reminder.alarms {
            try alarmComponent(alarm, title: reminder.title, uid: reminder.uid).add(to: component)
        }
        return component
    }

    /// A `DATE` (no hour), floating, UTC or zoned date-time from reminder date components.
    private func componentsProperty(
        _ components: DateComponents, name: String, uid: String,
        _ make: (icaltimetype) -> OpaquePointer?
    ) throws(CalendarError) -> OpaquePointer? {
        let isDate = components.hour == nil
        guard ICalTimeContext.isValid(components, isDate: isDate) else {
            throw .invalidDateComponents(property: name, identifier: uid)
        }
        var time = ICalTimeContext.time(components, isDate: isDate)
        var form = ICalTimeForm.floating
        if !isDate, let timeZone = components.timeZone {
            form = .zoned(timeZone)
            time.zone = try context.libicalZone(for: timeZone)
        }
        return try zonedProperty(time, form: form, make)
    }

    /// One `VALARM`: `ACTION:DISPLAY` unless the alarm came with another action, the `TRIGGER`, and
    /// a `DESCRIPTION` (the message, or the item's title; none when that is blank).
    func alarmComponent(_ alarm: Alarm, title: String, uid: String) throws(CalendarError) -> LibicalComponent {
        let component = LibicalComponent(kind: ICAL_VALARM_COMPONENT)
        if alarm.preserved.property(named: "ACTION") == nil {
            add(icalproperty_new_action(ICAL_ACTION_DISPLAY), to: component)
        }
        var trigger = icaltriggertype()
        trigger.time = icaltime_null_time()
        trigger.duration = icaldurationtype_null_duration()
        var related = false
        switch alarm.trigger {
        case .relative(let offset, let anchor):
            trigger.duration = LibicalDuration.make(seconds: offset)
            related = anchor == .end
        case .absolute(let date):
            trigger.time = utcTime(date)
        }
        if let property = icalproperty_new_trigger(trigger) {
            if related { icalproperty_add_parameter(property, icalparameter_new_related(ICAL_RELATED_END)) }
            add(property, to: component)
        }
        try addText(
            alarm.message ?? title, property: "DESCRIPTION", uid: uid, icalproperty_new_description, to: component)
        try addPreserved(alarm.preserved, to: component)
        return component
    }
}
