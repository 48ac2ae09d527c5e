import Foundation

/// Brings an item to the form it has after a write and a read, so that what a store keeps in
/// memory equals what it reads back from its file: whole seconds, all-day dates at midnight, date
/// components reduced to the fields iCalendar stores, completion state consistent, text as
/// ``ICalendarText`` reads it back.
struct StoredItemNormalizer {
    /// A Gregorian calendar in the store's floating zone.
    let calendar: Calendar

    func normalized(_ event: CalendarEvent) -> CalendarEvent {
        var event = event
        if event.isAllDay {
            event.timeZone = nil
            let start = calendar.startOfDay(for: event.startDate)
            let oneDayLater = calendar.date(byAdding: .day, value: 1, to: start) ?? start
            event.endDate = max(oneDayLater, ceilingMidnight(of: event.endDate))
            event.startDate = start
            event.exceptionDates = event.exceptionDates.map(calendar.startOfDay(for:))
            event.recurrenceDates = event.recurrenceDates.map(calendar.startOfDay(for:))
            event.occurrenceDate = event.occurrenceDate.map(calendar.startOfDay(for:))
            if case .until(let date) = event.recurrenceRule?.end {
                event.recurrenceRule?.end = .until(calendar.startOfDay(for: date))
            }
        } else {
            event.startDate = event.startDate.wholeSeconds
            event.endDate = event.endDate.wholeSeconds
            event.exceptionDates = event.exceptionDates.map(\.wholeSeconds)
            event.recurrenceDates = event.recurrenceDates.map(\.wholeSeconds)
            event.occurrenceDate = event.occurrenceDate?.wholeSeconds
            if case .until(let date) = event.recurrenceRule?.end {
                event.recurrenceRule?.end = .until(date.wholeSeconds)
            }
        }
        event.creationDate = event.creationDate?.wholeSeconds
        event.lastModifiedDate = event.lastModifiedDate?.wholeSeconds
        event.title = ICalendarText.normalized(event.title)
        event.notes = ICalendarText.normalizedOptional(event.notes)
        event.location = ICalendarText.normalizedOptional(event.location)
        event.alarms = event.alarms.map { normalized($0, title: event.title) }
        event.detachedOccurrences = event.detachedOccurrences.map { detached in
            precondition(
                detached.occurrenceDate != nil, "a detached occurrence needs an occurrenceDate (RECURRENCE-ID)")
            var copy = normalized(detached)
            copy.uid = event.uid
            copy.detachedOccurrences = []
            return copy
        }
        return event
    }

    func normalized(_ reminder: Reminder, now: Date) -> Reminder {
        var reminder = reminder
        reminder.dueDateComponents = reminder.dueDateComponents.map(normalized)
        reminder.startDateComponents = reminder.startDateComponents.map(normalized)
        if reminder.isCompleted {
            reminder.completionDate = reminder.completionDate?.wholeSeconds ?? now
        } else {
            reminder.completionDate = nil
        }
        reminder.creationDate = reminder.creationDate?.wholeSeconds
        reminder.lastModifiedDate = reminder.lastModifiedDate?.wholeSeconds
        reminder.title = ICalendarText.normalized(reminder.title)
        reminder.notes = ICalendarText.normalizedOptional(reminder.notes)
        reminder.alarms = reminder.alarms.map { normalized($0, title: reminder.title) }
        return reminder
    }

    /// Year, month and day; with an hour also minute and second (0 when absent) and the time zone.
    func normalized(_ components: DateComponents) -> DateComponents {
        var result = DateComponents(year: components.year, month: components.month, day: components.day)
        if let hour = components.hour {
            result.hour = hour
            result.minute = components.minute ?? 0
            result.second = components.second ?? 0
            result.timeZone = components.timeZone
        }
        return result
    }

    /// Whole seconds; no message when it is blank or the item's title (both read back as none).
    private func normalized(_ alarm: Alarm, title: String) -> Alarm {
        var alarm = alarm
        alarm.message = ICalendarText.normalizedOptional(alarm.message).flatMap { $0 == title ? nil : $0 }
        switch alarm.trigger {
        case .relative(let offset, let anchor): alarm.trigger = .relative(offset: offset.rounded(), anchor: anchor)
        case .absolute(let date): alarm.trigger = .absolute(date.wholeSeconds)
        }
        return alarm
    }

    /// `date` if it is a midnight, else the next midnight.
    private func ceilingMidnight(of date: Date) -> Date {
        let start = calendar.startOfDay(for: date)
        return start == date ? start : calendar.date(byAdding: .day, value: 1, to: start) ?? start
    }
}
