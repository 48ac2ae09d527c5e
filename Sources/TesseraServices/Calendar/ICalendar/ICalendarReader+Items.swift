import CLibical
import Foundation

extension ICalendarReader {
    /// One `VEVENT` (a series, a single event, or a detached occurrence).
    func readEvent(_ component: OpaquePointer, span: ICalendarSource.Span?) throws(CalendarError) -> CalendarEvent {
        var uid: String?
        var title = ""
        var notes: String?
        var location: String?
        var start: (date: Date, form: ICalTimeForm)?
        var end: Date?
        var duration: icaldurationtype?
        var ruleProperty: OpaquePointer?
        var exceptionDates: [Date] = []
        var recurrenceDates: [Date] = []
        var occurrenceDate: Date?
        var creationDate: Date?
        var lastModifiedDate: Date?
        var preserved = PreservedContent()
        for property in LibicalChildren.properties(of: component, kind: ICAL_ANY_PROPERTY) {
            switch icalproperty_isa(property) {
            case ICAL_UID_PROPERTY: uid = LibicalChildren.string(icalproperty_get_uid(property))
            case ICAL_SUMMARY_PROPERTY: title = LibicalChildren.string(icalproperty_get_summary(property)) ?? ""
            case ICAL_DESCRIPTION_PROPERTY: notes = LibicalChildren.string(icalproperty_get_description(property))
            case ICAL_LOCATION_PROPERTY: location = LibicalChildren.string(icalproperty_get_location(property))
            case ICAL_DTSTART_PROPERTY:
                start = try readTime(icalproperty_get_dtstart(property), of: property, span: span)
            case ICAL_DTEND_PROPERTY:
                end = try readTime(icalproperty_get_dtend(property), of: property, span: span).date
            case ICAL_DURATION_PROPERTY: duration = icalproperty_get_duration(property)
            case ICAL_RRULE_PROPERTY where ruleProperty == nil: ruleProperty = property
            case ICAL_EXDATE_PROPERTY:
                exceptionDates.append(try readTime(icalproperty_get_exdate(property), of: property, span: span).date)
            case ICAL_RDATE_PROPERTY:
                let value = icalproperty_get_rdate(property)
                let time = icaltime_is_null_time(value.time) == 0 ? value.time : value.period.start
                recurrenceDates.append(try readTime(time, of: property, span: span).date)
            case ICAL_RECURRENCEID_PROPERTY:
                occurrenceDate = try readTime(icalproperty_get_recurrenceid(property), of: property, span: span).date
            case ICAL_CREATED_PROPERTY:
                creationDate = try readTime(icalproperty_get_created(property), of: property, span: span).date
            case ICAL_LASTMODIFIED_PROPERTY:
                lastModifiedDate = try readTime(icalproperty_get_lastmodified(property), of: property, span: span).date
            // The only errors left are text properties without a value (see checkLibicalErrors).
            case ICAL_DTSTAMP_PROPERTY, ICAL_XLICERROR_PROPERTY: break
            default: preserved.properties.append(LibicalChildren.text(of: property))
            }
        }
        guard let uid else { throw .missingProperty("UID", component: "VEVENT", line: source.beginLine(of: span)) }
        guard let start else {
            throw .missingProperty("DTSTART", component: "VEVENT", line: source.beginLine(of: span))
        }
        let isAllDay = start.form == .date
        var timeZone: TimeZone?
        if case .zoned(let zone) = start.form { timeZone = zone }
        let endDate: Date
        if let end {
            endDate = end
        } else if let duration {
            endDate = start.date.addingTimeInterval(LibicalDuration.seconds(of: duration))
            guard ICalTimeContext.representableSeconds.contains(endDate.timeIntervalSince1970) else {
                throw .malformed(
                    reason: "DURATION of \(uid) ends after the year 9999.",
                    line: source.line(ofProperty: "DURATION", in: span))
            }
        } else if isAllDay {
            endDate = context.floatingCalendar.date(byAdding: .day, value: 1, to: start.date) ?? start.date
        } else {
            endDate = start.date
        }
        guard endDate >= start.date else { throw .endBeforeStart(identifier: uid) }

        var event = CalendarEvent(
            uid: uid, title: title, startDate: start.date, endDate: endDate,
            timeZone: timeZone, isAllDay: isAllDay)
        event.notes = notes
        event.location = location
        if let ruleProperty {
            event.recurrenceRule = try readRule(ruleProperty, start: start, span: span)
        }
        event.exceptionDates = exceptionDates
        event.recurrenceDates = recurrenceDates
        event.occurrenceDate = occurrenceDate
        event.creationDate = creationDate
        event.lastModifiedDate = lastModifiedDate
        (event.alarms, preserved.components) = try readAlarms(of: component, title: title, span: span)
        event.preserved = preserved
        return event
    }

    /// The typed `RRULE`, its `UNTIL` read in the event's zone: a date `UNTIL` of an all-day event is
    /// that day's midnight; of a timed event, the last second of that day (the day is included).
    private func readRule(
        _ property: OpaquePointer, start: (date: Date, form: ICalTimeForm),
        span: ICalendarSource.Span?
    ) throws(CalendarError) -> RecurrenceRule {
        let libical = icalproperty_get_rrule(property)
        guard libical.freq != ICAL_NO_RECURRENCE else {
            let text = LibicalChildren.text(of: property).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .invalidRecurrenceRule(
                text, reason: "The rule has no valid FREQ.",
                line: source.line(ofProperty: "RRULE", in: span))
        }
        // libical's property holds its own reading of the numbers; compare with the file's text.
        if let line = source.firstLine(ofProperty: "RRULE", in: span),
            let reason = LibicalRecurrence.numberMismatch(in: line.value, parsed: libical)
        {
            throw .invalidRecurrenceRule(line.value, reason: reason, line: line.number)
        }
        var until: Date?
        var value = libical.until
        if icaltime_is_null_time(value) == 0 {
            switch start.form {
            case .date:
                value.is_date = 1
                until = context.floatingDate(from: value)
            case .floating:
                if value.is_date != 0 { (value.is_date, value.hour, value.minute, value.second) = (0, 23, 59, 59) }
                until = icaltime_is_utc(value) != 0 ? context.date(from: value) : context.floatingDate(from: value)
            case .zoned(let timeZone):
                if value.is_date != 0 { (value.is_date, value.hour, value.minute, value.second) = (0, 23, 59, 59) }
                if icaltime_is_utc(value) == 0 { value.zone = try context.libicalZone(for: timeZone) }
                until = context.date(from: value)
            }
            // libical keeps an UNTIL such as 20265712 (month 57) as written; it names no instant.
            guard (1...12).contains(value.month), (1...31).contains(value.day),
                let until, ICalTimeContext.representableSeconds.contains(until.timeIntervalSince1970)
            else {
                let text = LibicalChildren.text(of: property).trimmingCharacters(in: .whitespacesAndNewlines)
                throw .invalidRecurrenceRule(
                    text, reason: "UNTIL is not a date in the years 1…9999.",
                    line: source.line(ofProperty: "RRULE", in: span))
            }
        }
        return LibicalRecurrence.rule(from: libical, until: until)
    }

    /// The `VALARM`s of an item, and the text of its other subcomponents.
    private func readAlarms(
        of component: OpaquePointer, title: String,
        span: ICalendarSource.Span?
    ) throws(CalendarError) -> ([Alarm], [String]) {
        var alarms: [Alarm] = []
        var others: [String] = []
        for child in LibicalChildren.components(of: component, kind: ICAL_ANY_COMPONENT) {
            guard icalcomponent_isa(child) == ICAL_VALARM_COMPONENT else {
                others.append(Self.text(of: child))
                continue
            }
            alarms.append(try readAlarm(child, title: title, span: span))
        }
        return (alarms, others)
    }

    private func readAlarm(
        _ component: OpaquePointer, title: String,
        span: ICalendarSource.Span?
    ) throws(CalendarError) -> Alarm {
        var trigger: Alarm.Trigger?
        var message: String?
        var preserved = PreservedContent()
        for property in LibicalChildren.properties(of: component, kind: ICAL_ANY_PROPERTY) {
            switch icalproperty_isa(property) {
            case ICAL_TRIGGER_PROPERTY:
                let value = icalproperty_get_trigger(property)
                if icaltime_is_null_time(value.time) == 0 {
                    trigger = .absolute(try readTime(value.time, of: property, span: span).date)
                } else {
                    let related = icalproperty_get_first_parameter(property, ICAL_RELATED_PARAMETER)
                    let anchor: Alarm.Anchor =
                        related.map { icalparameter_get_related($0) == ICAL_RELATED_END } == true
                        ? .end : .start
                    trigger = .relative(offset: LibicalDuration.seconds(of: value.duration), anchor: anchor)
                }
            case ICAL_DESCRIPTION_PROPERTY:
                message = LibicalChildren.string(icalproperty_get_description(property))
            case ICAL_ACTION_PROPERTY where icalproperty_get_action(property) == ICAL_ACTION_DISPLAY:
                break
            case ICAL_XLICERROR_PROPERTY:
                break
            default:
                preserved.properties.append(LibicalChildren.text(of: property))
            }
        }
        preserved.components = LibicalChildren.components(of: component, kind: ICAL_ANY_COMPONENT).map(Self.text(of:))
        guard let trigger else {
            let line = span.flatMap { source.line(ofProperty: "BEGIN", containing: "VALARM", in: $0) }
            throw .missingProperty("TRIGGER", component: "VALARM", line: line)
        }
        var alarm: Alarm
        switch trigger {
        case .relative(let offset, let anchor): alarm = Alarm(relativeOffset: offset, anchor: anchor)
        case .absolute(let date): alarm = Alarm(absoluteDate: date)
        }
        alarm.message = message == title ? nil : message
        alarm.preserved = preserved
        return alarm
    }

    /// One `VTODO`.
    func readReminder(_ component: OpaquePointer, span: ICalendarSource.Span?) throws(CalendarError) -> Reminder {
        var uid: String?
        var reminder = Reminder(uid: "", title: "")
        var status: icalproperty_status?
        var preserved = PreservedContent()
        for property in LibicalChildren.properties(of: component, kind: ICAL_ANY_PROPERTY) {
            switch icalproperty_isa(property) {
            case ICAL_UID_PROPERTY: uid = LibicalChildren.string(icalproperty_get_uid(property))
            case ICAL_SUMMARY_PROPERTY:
                reminder.title = LibicalChildren.string(icalproperty_get_summary(property)) ?? ""
            case ICAL_DESCRIPTION_PROPERTY:
                reminder.notes = LibicalChildren.string(icalproperty_get_description(property))
            case ICAL_DTSTART_PROPERTY:
                reminder.startDateComponents = try readComponents(
                    icalproperty_get_dtstart(property), of: property, span: span)
            case ICAL_DUE_PROPERTY:
                reminder.dueDateComponents = try readComponents(
                    icalproperty_get_due(property), of: property, span: span)
            case ICAL_PRIORITY_PROPERTY:
                let priority = Int(icalproperty_get_priority(property))
                guard (0...9).contains(priority) else {
                    throw .malformed(
                        reason: "PRIORITY \(priority) is outside 0…9.",
                        line: source.line(ofProperty: "PRIORITY", in: span))
                }
                reminder.priority = priority
            case ICAL_STATUS_PROPERTY
            where [ICAL_STATUS_COMPLETED, ICAL_STATUS_NEEDSACTION]
                .contains(icalproperty_get_status(property)):
                status = icalproperty_get_status(property)
            case ICAL_COMPLETED_PROPERTY:
                reminder.completionDate = try readTime(icalproperty_get_completed(property), of: property, span: span)
                    .date
            case ICAL_CREATED_PROPERTY:
                reminder.creationDate = try readTime(icalproperty_get_created(property), of: property, span: span).date
            case ICAL_LASTMODIFIED_PROPERTY:
                reminder.lastModifiedDate = try readTime(
                    icalproperty_get_lastmodified(property), of: property,
                    span: span
                ).date
            case ICAL_DTSTAMP_PROPERTY, ICAL_XLICERROR_PROPERTY: break
            default: preserved.properties.append(LibicalChildren.text(of: property))
            }
        }
        guard let uid else { throw .missingProperty("UID", component: "VTODO", line: source.beginLine(of: span)) }
        reminder.uid = uid
        reminder.isCompleted = status == ICAL_STATUS_COMPLETED || reminder.completionDate != nil
        (reminder.alarms, preserved.components) = try readAlarms(of: component, title: reminder.title, span: span)
        reminder.preserved = preserved
        return reminder
    }

    /// Date components of a reminder date: year, month, day; plus hour, minute, second for a
    /// date-time; plus the time zone for a UTC or zoned date-time.
    private func readComponents(
        _ value: icaltimetype, of property: OpaquePointer,
        span: ICalendarSource.Span?
    ) throws(CalendarError) -> DateComponents {
        var components = DateComponents(year: Int(value.year), month: Int(value.month), day: Int(value.day))
        guard value.is_date == 0 else { return components }
        (components.hour, components.minute, components.second) = (
            Int(value.hour), Int(value.minute), Int(value.second)
        )
        if case .zoned(let timeZone) = try readTime(value, of: property, span: span).form {
            components.timeZone = timeZone
        }
        return components
    }
}
