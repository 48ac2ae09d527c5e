import Foundation

/// Computes when alarms fire (RFC 5545 §3.8.6.3): a relative trigger fires at its offset from the
/// start or end of every occurrence; an absolute trigger fires once. Reminders that are completed
/// fire no alarms; a reminder's start-related alarm measures from its start date, or from its due
/// date when it has no start. `REPEAT` and `DURATION` of an alarm are kept in the file but do not
/// add firings.
struct AlarmSchedule {
    let context: ICalTimeContext

    /// Firings of the events' alarms in `from ..< to`.
    func firings(of events: [CalendarEvent], from: Date, to: Date) throws(CalendarError) -> [AlarmFiring] {
        let expander = OccurrenceExpander(context: context)
        var result: [AlarmFiring] = []
        for series in events {
            let members = [series] + series.detachedOccurrences
            let shifts = members.flatMap { member in
                member.alarms.compactMap { alarm -> TimeInterval? in
                    guard case .relative(let offset, let anchor) = alarm.trigger else { return nil }
                    return offset + (anchor == .end ? member.duration : 0)
                }
            }
            if let earliest = shifts.min(), let latest = shifts.max() {
                let reach: TimeInterval = series.isAllDay ? 86_400 : 0
                let occurrences = try expander.occurrences(
                    of: series, startingFrom: from.addingTimeInterval(-latest - reach),
                    before: to.addingTimeInterval(-earliest + reach))
                for occurrence in occurrences {
                    for alarm in occurrence.event.alarms {
                        guard case .relative(let offset, let anchor) = alarm.trigger else { continue }
                        let fireDate = (anchor == .start ? occurrence.startDate : occurrence.endDate)
                            .addingTimeInterval(offset)
                        if fireDate >= from && fireDate < to {
                            result.append(AlarmFiring(fireDate: fireDate, alarm: alarm, item: .event(occurrence)))
                        }
                    }
                }
            }
            for member in members {
                for alarm in member.alarms {
                    guard case .absolute(let fireDate) = alarm.trigger, fireDate >= from, fireDate < to else {
                        continue
                    }
                    let occurrence = EventOccurrence(
                        event: member, startDate: member.startDate, endDate: member.endDate,
                        occurrenceDate: member.occurrenceDate ?? member.startDate,
                        isDetached: member.occurrenceDate != nil)
                    result.append(AlarmFiring(fireDate: fireDate, alarm: alarm, item: .event(occurrence)))
                }
            }
        }
        return result
    }

    /// Firings of the open reminders' alarms in `from ..< to`.
    func firings(of reminders: [Reminder], from: Date, to: Date) -> [AlarmFiring] {
        var result: [AlarmFiring] = []
        for reminder in reminders where !reminder.isCompleted {
            let due = reminder.dueDateComponents.flatMap(context.date(from:))
            let start = reminder.startDateComponents.flatMap(context.date(from:)) ?? due
            for alarm in reminder.alarms {
                let fireDate: Date?
                switch alarm.trigger {
                case .absolute(let date): fireDate = date
                case .relative(let offset, .start): fireDate = start?.addingTimeInterval(offset)
                case .relative(let offset, .end): fireDate = due?.addingTimeInterval(offset)
                }
                if let fireDate, fireDate >= from, fireDate < to {
                    result.append(AlarmFiring(fireDate: fireDate, alarm: alarm, item: .reminder(reminder)))
                }
            }
        }
        return result
    }
}
