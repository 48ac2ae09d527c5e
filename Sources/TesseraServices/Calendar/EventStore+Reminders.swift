import Foundation

extension EventStore {
    /// The reminders `query` selects (see ``ReminderQuery`` for ranges and order).
    ///
    /// ```swift
    /// let today = try store.reminders(matching: .incomplete(dueFrom: midnight, to: midnight + 86_400))
    /// let done = try store.reminders(matching: .completed(from: nil, to: nil))
    /// ```
    /// - Throws: ``CalendarError/notAuthorized(_:status:)`` without reminder access; file errors on
    ///   the first read.
    public func reminders(matching query: ReminderQuery) throws(CalendarError) -> [Reminder] {
        try withDocument(requiring: [.reminder]) { _, document in
            let context = makeContext()
            func sorted(_ reminders: [Reminder], by key: (Reminder) -> Date?) -> [Reminder] {
                reminders.sorted { lhs, rhs in
                    switch (key(lhs), key(rhs)) {
                    case (let left?, let right?): (left, lhs.uid) < (right, rhs.uid)
                    case (.some, nil): true
                    case (nil, .some): false
                    case (nil, nil): lhs.uid < rhs.uid
                    }
                }
            }
            func within(_ date: Date?, _ from: Date?, _ to: Date?) -> Bool {
                if from == nil && to == nil { return true }
                guard let date else { return false }
                return date >= (from ?? .distantPast) && date < (to ?? .distantFuture)
            }
            switch query {
            case .all:
                return document.reminders
            case .incomplete(let from, let to):
                let due = { (reminder: Reminder) in reminder.dueDateComponents.flatMap(context.date(from:)) }
                return sorted(document.reminders.filter { !$0.isCompleted && within(due($0), from, to) }, by: due)
            case .completed(let from, let to):
                return sorted(
                    document.reminders.filter { $0.isCompleted && within($0.completionDate, from, to) },
                    by: \.completionDate)
            }
        }
    }

    /// The reminder with this `UID`, or `nil`.
    /// - Throws: ``CalendarError/notAuthorized(_:status:)``; file errors on the first read.
    public func reminder(withIdentifier uid: String) throws(CalendarError) -> Reminder? {
        try withDocument(requiring: [.reminder]) { _, document in document.reminder(withIdentifier: uid) }
    }

    /// Creates the reminder, or replaces the reminder with the same `UID`. Before storing, date
    /// components keep only year … second and time zone; a completed reminder without a completion
    /// date gets the clock's date and an open one loses its completion date; text is brought to the
    /// form the file reads back (see ``CalendarEvent``);
    /// ``Reminder/creationDate`` is set if missing and ``Reminder/lastModifiedDate`` set to the
    /// clock's date.
    ///
    /// ```swift
    /// try store.save(Reminder(title: entry.title, notes: entry.body,
    ///                         due: DateComponents(year: 2026, month: 3, day: 10, hour: 18)))
    /// ```
    /// - Precondition: `priority` is 0…9.
    /// - Throws: ``CalendarError/invalidDateComponents(property:identifier:)`` for dates without a
    ///   year, month and day or with impossible values;
    ///   ``CalendarError/invalidText(property:identifier:fault:)`` for a `UID` or text the file
    ///   cannot hold; ``CalendarError/unknownTimeZone(_:line:)``;
    ///   ``CalendarError/duplicateIdentifier(_:)`` when an event has the `UID`;
    ///   ``CalendarError/unwritableFile(_:reason:)``; ``CalendarError/notAuthorized(_:status:)``.
    ///   When it throws, the store is unchanged.
    public func save(_ reminder: Reminder, commit: Bool = true) throws(CalendarError) {
        precondition((0...9).contains(reminder.priority), "a reminder's priority is 0…9, not \(reminder.priority)")
        try withDocument(requiring: [.reminder]) { (state, document) throws(CalendarError) in
            var stored = StoredItemNormalizer(calendar: makeContext().floatingCalendar).normalized(reminder, now: now)
            let previous = document.reminder(withIdentifier: reminder.uid)
            stored.creationDate = previous?.creationDate ?? reminder.creationDate?.wholeSeconds ?? now
            stored.lastModifiedDate = now
            guard document.event(withIdentifier: reminder.uid) == nil else { throw .duplicateIdentifier(reminder.uid) }
            _ = try CalendarDocument(reminders: [stored]).icsData(floatingTimeZone: floatingTimeZone, timestamp: now)
            var changed = document
            changed.reminders.replaceOrAppend(stored, uid: \.uid)
            try apply(changed, commit: commit, to: &state, document: &document)
        }
    }

    /// Removes the reminder with this `UID`.
    /// - Throws: ``CalendarError/unknownItem(_:)`` when there is none; ``CalendarError/unwritableFile(_:reason:)``;
    ///   ``CalendarError/notAuthorized(_:status:)``.
    public func removeReminder(withIdentifier uid: String, commit: Bool = true) throws(CalendarError) {
        try withDocument(requiring: [.reminder]) { (state, document) throws(CalendarError) in
            var changed = document
            try changed.reminders.remove(uid: uid, by: \.uid)
            try apply(changed, commit: commit, to: &state, document: &document)
        }
    }
}
