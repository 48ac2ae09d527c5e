import Foundation

/// Gathers the items of a file in order: events with their detached occurrences (`VEVENT`s with a
/// `RECURRENCE-ID`) attached to their series, reminders, and a check that no `UID` is used twice.
struct ItemCollector {
    private var events: [CalendarEvent] = []
    private var reminders: [Reminder] = []
    private var seriesIndex: [String: Int] = [:]
    private var reminderIdentifiers: Set<String> = []
    /// Detached occurrences in file order, grouped by `UID` in order of first appearance.
    private var detached: [(uid: String, occurrences: [CalendarEvent])] = []
    /// Where each `UID`'s group is in ``detached``, and the occurrence dates it holds.
    private var detachedGroups: [String: (index: Int, dates: Set<Date>)] = [:]

    /// - Complexity: amortized O(1).
    mutating func add(_ event: CalendarEvent) throws(CalendarError) {
        if let occurrenceDate = event.occurrenceDate {
            if let group = detachedGroups[event.uid] {
                guard detachedGroups[event.uid]?.dates.insert(occurrenceDate).inserted == true else {
                    throw .duplicateIdentifier(event.uid)
                }
                detached[group.index].occurrences.append(event)
            } else {
                detachedGroups[event.uid] = (detached.count, [occurrenceDate])
                detached.append((event.uid, [event]))
            }
            return
        }
        guard seriesIndex[event.uid] == nil, !reminderIdentifiers.contains(event.uid) else {
            throw .duplicateIdentifier(event.uid)
        }
        seriesIndex[event.uid] = events.count
        events.append(event)
    }

    /// - Complexity: amortized O(1).
    mutating func add(_ reminder: Reminder) throws(CalendarError) {
        guard seriesIndex[reminder.uid] == nil, reminderIdentifiers.insert(reminder.uid).inserted else {
            throw .duplicateIdentifier(reminder.uid)
        }
        reminders.append(reminder)
    }

    /// The events and reminders. Detached occurrences whose series is not in the file (a single
    /// invitation to one occurrence) become an event of their own: the earliest one, carrying the
    /// others as its detached occurrences.
    func finish() throws(CalendarError) -> ([CalendarEvent], [Reminder]) {
        var events = events
        for (uid, occurrences) in detached {
            let sorted = occurrences.sorted {
                ($0.occurrenceDate ?? $0.startDate) < ($1.occurrenceDate ?? $1.startDate)
            }
            if let index = seriesIndex[uid] {
                events[index].detachedOccurrences = sorted
            } else {
                guard !reminderIdentifiers.contains(uid) else { throw .duplicateIdentifier(uid) }
                var first = sorted[0]
                first.detachedOccurrences = Array(sorted.dropFirst())
                events.append(first)
            }
        }
        return (events, reminders)
    }
}
