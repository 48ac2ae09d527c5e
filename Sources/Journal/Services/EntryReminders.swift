public import Foundation
public import Tessera

/// Turns journal entries into reminders ("提醒我 Remind me" on the detail screen): one `Reminder`
/// per entry in an iCalendar file (`calendar.ics` in the data directory), titled with the entry's
/// title, its body as notes, due tomorrow at 09:00 in the app's time zone.
///
/// ```swift
/// let reminders = EntryReminders(eventStore: EventStore(fileURL: directory.appending(path: "calendar.ics"),
///                                                       requestAccess: { _ in true }),
///                                clock: .system, timeZone: .current)
/// let reminder = try await reminders.remind(about: entry)
/// reminder.dueDateComponents   // tomorrow, 09:00, in the app's zone
/// ```
///
/// The reminder's identifier is derived from the entry's (``reminderIdentifier(for:)``), so asking
/// again for the same entry moves its reminder instead of adding a second one. Main actor (the
/// store itself may be used from any thread).
@MainActor
public final class EntryReminders {
    /// The hour of the day reminders are due, in ``timeZone``.
    public static let dueHour = 9

    /// The calendar file's store.
    public let eventStore: EventStore
    /// Where "now" (and so "tomorrow") comes from.
    public let clock: WallClock
    /// The app's time zone: "tomorrow 09:00" is read in it and the due date carries it.
    public let timeZone: TimeZone

    public init(eventStore: EventStore, clock: WallClock, timeZone: TimeZone) {
        self.eventStore = eventStore
        self.clock = clock
        self.timeZone = timeZone
    }

    /// "journal-entry-<entry id>": the reminder's `UID` for `entry`.
    public nonisolated static func reminderIdentifier(for entry: JournalEntry) -> String {
        "journal-entry-\(entry.id.uuidString)"
    }

    /// The day after `date` in ``timeZone`` at ``dueHour``:00, as date components with that time zone
    /// (written to the file with its `TZID`). For example, 2026-03-27 23:30 in Shanghai gives
    /// 2026-03-28 09:00 Asia/Shanghai.
    public func dueDateComponents(after date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = calendar.startOfDay(for: date)
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: today) ?? today.addingTimeInterval(86_400)
        var components = calendar.dateComponents([.year, .month, .day], from: tomorrow)
        components.hour = Self.dueHour
        components.minute = 0
        components.second = 0
        components.timeZone = timeZone
        return components
    }

    /// Asks for reminder access the first time, then saves (and writes to the file) a reminder for
    /// `entry` due tomorrow at 09:00, replacing the entry's earlier reminder if there is one.
    /// - Returns: the reminder as stored.
    /// - Throws: `CalendarError.notAuthorized` when access was refused; the store's `CalendarError`s
    ///   when the file cannot be read or written (then nothing changed).
    @discardableResult
    public func remind(about entry: JournalEntry) async throws(CalendarError) -> Reminder {
        guard await eventStore.requestFullAccess(to: .reminder) else {
            throw .notAuthorized(.reminder, status: eventStore.authorizationStatus(for: .reminder))
        }
        let reminder = Reminder(
            uid: Self.reminderIdentifier(for: entry), title: entry.title, notes: entry.body.isEmpty ? nil : entry.body,
            due: dueDateComponents(after: clock.now))
        try eventStore.save(reminder)
        return try eventStore.reminder(withIdentifier: reminder.uid) ?? reminder
    }

    /// The reminder saved for `entry`, or nil (also nil without reminder access).
    /// - Throws: the store's file errors.
    public func reminder(for entry: JournalEntry) throws(CalendarError) -> Reminder? {
        guard eventStore.authorizationStatus(for: .reminder) == .authorized else { return nil }
        return try eventStore.reminder(withIdentifier: Self.reminderIdentifier(for: entry))
    }
}
