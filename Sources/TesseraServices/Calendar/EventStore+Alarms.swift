public import Foundation

extension EventStore {
    /// When alarms fire in `start ..< end`, sorted by fire date: relative alarms of every event
    /// occurrence, absolute alarms once, alarms of open reminders. See ``Alarm`` for the anchors.
    ///
    /// ```swift
    /// for firing in try store.alarmFirings(from: now, to: now + 86_400) {
    ///     notifications.schedule(firing.message, at: firing.fireDate)
    /// }
    /// ```
    /// - Parameter types: which items to include; each needs access.
    /// - Throws: ``CalendarError/notAuthorized(_:status:)`` for a type in `types` without access;
    ///   file errors on the first read; ``CalendarError/occurrenceLimitExceeded(identifier:limit:)``,
    ///   ``CalendarError/expansionLimitExceeded(identifier:limit:)``.
    public func alarmFirings(
        from start: Date, to end: Date,
        including types: [CalendarEntityType] = [.event, .reminder]
    ) throws(CalendarError) -> [AlarmFiring] {
        precondition(start <= end, "alarmFirings(from:to:) needs start <= end")
        return try withDocument(requiring: types) { (_, document) throws(CalendarError) in
            let schedule = AlarmSchedule(context: makeContext())
            var firings: [AlarmFiring] = []
            if types.contains(.event) { firings += try schedule.firings(of: document.events, from: start, to: end) }
            if types.contains(.reminder) { firings += schedule.firings(of: document.reminders, from: start, to: end) }
            return firings.sorted { ($0.fireDate, $0.item.uid) < ($1.fireDate, $1.item.uid) }
        }
    }
}
