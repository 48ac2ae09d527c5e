public import Foundation

/// Which reminders ``EventStore/reminders(matching:)`` returns, shaped like EventKit's reminder
/// predicates. Ranges are half-open: `from` inclusive, `to` exclusive; a `nil` bound is open.
///
/// For example, what is still open this week:
/// ```swift
/// let open = try store.reminders(matching: .incomplete(dueFrom: startOfWeek, to: endOfWeek))
/// ```
public enum ReminderQuery: Sendable, Hashable {
    /// Every reminder, in store order.
    case all
    /// Open reminders due in the range, sorted by due date (EventKit's
    /// `predicateForIncompleteReminders(withDueDateStarting:ending:calendars:)`). With both bounds
    /// `nil`, every open reminder, those without a due date last. A date-only due date counts from
    /// midnight in the store's floating time zone.
    case incomplete(dueFrom: Date?, to: Date?)
    /// Completed reminders whose completion date is in the range, sorted by completion date. With
    /// both bounds `nil`, every completed reminder, those without a completion date last.
    case completed(from: Date?, to: Date?)
}
