import Foundation
import TesseraServices
import Testing

/// Reminders by due range and completion, the simple create path the sample app uses, and when
/// alarms of reminders and events fire.
@Suite struct EventStoreReminderTests {
    typealias Support = CalendarTestSupport

    @Test func reminderFromTitleNotesAndDueDateIsSavedAndReadBack() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, elapsed: .seconds(60))
        var due = DateComponents(year: 2026, month: 3, day: 10, hour: 18, minute: 30)
        due.weekday = 3  // dropped: iCalendar keeps year … second and the zone
        let reminder = Reminder(uid: "journal-1", title: "Follow up", notes: "From Tuesday's entry", due: due)
        try store.save(reminder)
        let saved = try #require(try store.reminder(withIdentifier: "journal-1"))
        #expect(
            saved.dueDateComponents == DateComponents(year: 2026, month: 3, day: 10, hour: 18, minute: 30, second: 0))
        #expect(saved.creationDate == Support.origin.addingTimeInterval(60))
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        #expect(text.contains("DUE:20260310T183000\r\n"))
        #expect(text.contains("DESCRIPTION:From Tuesday's entry\r\n"))
        let reopened = try await Support.makeStore(in: directory)
        #expect(try reopened.reminders(matching: .all) == [saved])
    }

    @Test func incompleteRemindersByDueRange() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "reminders")
        #expect(
            try store.reminders(matching: .incomplete(dueFrom: nil, to: nil)).map(\.uid)
                == ["pay-rent@tessera.test", "call-dentist@tessera.test", "read-book@tessera.test"])
        // Rent is due on 1 March (midnight UTC, the floating zone); the dentist at 09:00 New York = 13:00Z.
        #expect(
            try store.reminders(matching: .incomplete(dueFrom: Support.date(2026, 3, 1), to: Support.date(2026, 3, 2)))
                .map(\.uid) == ["pay-rent@tessera.test"])
        #expect(
            try store.reminders(matching: .incomplete(dueFrom: Support.date(2026, 3, 10, 13), to: nil)).map(\.uid)
                == ["call-dentist@tessera.test"])
        #expect(
            try store.reminders(matching: .incomplete(dueFrom: nil, to: Support.date(2026, 3, 10, 13))).map(\.uid)
                == ["pay-rent@tessera.test"])
    }

    @Test func completedRemindersByCompletionDate() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "reminders", elapsed: .seconds(7200))
        #expect(try store.reminders(matching: .completed(from: nil, to: nil)).map(\.uid) == ["buy-milk@tessera.test"])
        var rent = try #require(try store.reminder(withIdentifier: "pay-rent@tessera.test"))
        rent.isCompleted = true
        try store.save(rent)
        let done = try store.reminders(
            matching: .completed(from: Support.date(2026, 1, 1), to: Support.date(2026, 2, 1)))
        #expect(done.map(\.uid) == ["pay-rent@tessera.test"])
        #expect(done.first?.completionDate == Support.origin.addingTimeInterval(7200))
        #expect(
            try store.reminders(matching: .completed(from: Support.date(2026, 2, 15), to: nil)).map(\.uid)
                == ["buy-milk@tessera.test"])

        rent.isCompleted = false
        try store.save(rent)
        #expect(try store.reminder(withIdentifier: "pay-rent@tessera.test")?.completionDate == nil)
    }

    @Test func unmodelledStatusAndCategoriesSurviveAnEdit() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "reminders")
        var book = try #require(try store.reminder(withIdentifier: "read-book@tessera.test"))
        book.title = "Read two books"
        try store.save(book)
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        #expect(text.contains("STATUS:IN-PROCESS\r\n"))
        #expect(text.contains("CATEGORIES:LEISURE\r\n"))
        #expect(text.contains("SUMMARY:Read two books\r\n"))
    }

    @Test func badDueComponentsAreTypedErrors() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        #expect(throws: CalendarError.invalidDateComponents(property: "DUE", identifier: "r")) {
            try store.save(Reminder(uid: "r", title: "No day", due: DateComponents(year: 2026, month: 3)))
        }
        #expect(throws: CalendarError.invalidDateComponents(property: "DUE", identifier: "r")) {
            try store.save(Reminder(uid: "r", title: "Month 13", due: DateComponents(year: 2026, month: 13, day: 1)))
        }
        #expect(try store.reminders(matching: .all).isEmpty)
    }

    // MARK: - Alarms

    @Test func reminderAlarmsFireRelativeToDueAndAtAbsoluteDates() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "reminders")
        let firings = try store.alarmFirings(
            from: Support.date(2026, 2, 1), to: Support.date(2026, 4, 1),
            including: [.reminder])
        #expect(
            firings.map(\.fireDate) == [
                Support.date(2026, 2, 28, 9),  // 15 h before the 1 March due date
                Support.date(2026, 3, 9, 12),  // absolute
                Support.date(2026, 3, 10, 12, 30),  // 30 min before 09:00 EDT
            ])
        #expect(firings.map(\.message) == ["Pay rent", "Call the dentist", "Dentist soon"])
        // "Buy milk" is completed: its alarm does not fire.
        #expect(!firings.contains { $0.item.uid == "buy-milk@tessera.test" })
    }

    @Test func startAnchoredReminderAlarmUsesTheStartDateWhenThereIsOne() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        var reminder = Reminder(
            uid: "essay", title: "Essay", due: DateComponents(year: 2026, month: 5, day: 20, hour: 17))
        reminder.startDateComponents = DateComponents(year: 2026, month: 5, day: 10, hour: 9)
        reminder.alarms = [Alarm(relativeOffset: -3600), Alarm(relativeOffset: -3600, anchor: .end)]
        try store.save(reminder)
        let firings = try store.alarmFirings(from: Support.date(2026, 5, 1), to: Support.date(2026, 6, 1))
        #expect(firings.map(\.fireDate) == [Support.date(2026, 5, 10, 8), Support.date(2026, 5, 20, 16)])
    }

    @Test func eventAlarmsFireForEveryOccurrenceButNotForExceptions() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory, fixture: "weekly-with-exceptions")
        let firings = try store.alarmFirings(
            from: Support.date(2026, 1, 1), to: Support.date(2026, 2, 3),
            including: [.event])
        // 10 minutes before each occurrence; none on 19 January; the moved occurrence has no alarm.
        #expect(
            firings.map(\.fireDate) == [
                Support.date(2026, 1, 5, 8, 50), Support.date(2026, 1, 12, 8, 50),
                Support.date(2026, 2, 2, 8, 50),
            ])
        guard case .event(let occurrence) = firings[1].item else {
            Issue.record("expected an event firing")
            return
        }
        #expect(occurrence.startDate == Support.date(2026, 1, 12, 9))
    }

    @Test func alarmRangeIsHalfOpenAndCoversAlarmsBeforeTheRangesEvents() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        var event = CalendarEvent(
            uid: "flight", title: "Flight", startDate: Support.date(2026, 6, 2, 6),
            endDate: Support.date(2026, 6, 2, 8), timeZone: Support.utc)
        event.alarms = [
            Alarm(relativeOffset: -86_400), Alarm(relativeOffset: 600, anchor: .end),
            Alarm(absoluteDate: Support.date(2026, 5, 1)),
        ]
        try store.save(event)
        #expect(
            try store.alarmFirings(from: Support.date(2026, 6, 1), to: Support.date(2026, 6, 2)).map(\.fireDate)
                == [Support.date(2026, 6, 1, 6)])
        #expect(
            try store.alarmFirings(from: Support.date(2026, 6, 2), to: Support.date(2026, 6, 3)).map(\.fireDate)
                == [Support.date(2026, 6, 2, 8, 10)])
        #expect(try store.alarmFirings(from: Support.date(2026, 6, 2, 8, 10), to: Support.date(2026, 6, 3)).count == 1)
        #expect(try store.alarmFirings(from: Support.date(2026, 6, 1), to: Support.date(2026, 6, 2, 8, 10)).count == 1)
        #expect(
            try store.alarmFirings(from: Support.date(2026, 4, 30), to: Support.date(2026, 5, 2)).map(\.fireDate)
                == [Support.date(2026, 5, 1)])
    }

    @Test func removingAReminderDeletesItAndAnUnknownIdentifierThrows() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        try store.save(Reminder(uid: "keep", title: "Keep"))
        try store.save(Reminder(uid: "drop", title: "Drop"))
        try store.removeReminder(withIdentifier: "drop")
        #expect(try store.reminders(matching: .all).map(\.uid) == ["keep"])
        let reopened = try await Support.makeStore(in: directory)
        #expect(try reopened.reminders(matching: .all).map(\.uid) == ["keep"])
        #expect(throws: CalendarError.unknownItem("drop")) { try store.removeReminder(withIdentifier: "drop") }
    }
}
