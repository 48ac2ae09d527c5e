public import Foundation

extension EventStore {
    /// Every occurrence of every event that overlaps `start ..< end`, recurring series expanded,
    /// sorted by start date. An event of zero length overlaps when it starts in the range.
    ///
    /// ```swift
    /// // A weekly series with one EXDATE and one moved occurrence, in March 2026:
    /// let march = try store.events(from: march1, to: april1)
    /// march.map(\.startDate)     // the weekly dates, minus the exception, the moved one at its new time
    /// march.map(\.isDetached)    // true for the moved occurrence
    /// ```
    /// - Precondition: `start <= end`.
    /// - Throws: ``CalendarError/notAuthorized(_:status:)`` without event access; file errors on
    ///   the first read; ``CalendarError/occurrenceLimitExceeded(identifier:limit:)`` when one series
    ///   would produce more than 100 000 occurrences in the range;
    ///   ``CalendarError/expansionLimitExceeded(identifier:limit:)`` when finding one series'
    ///   occurrences would take the recurrence iterator more than 200 000 steps (a secondly rule
    ///   that matches once a year, say). A rule no date can satisfy has no occurrences.
    /// - Complexity: O(occurrences) per series; a rule without `COUNT` starts iterating at `start`.
    public func events(from start: Date, to end: Date) throws(CalendarError) -> [EventOccurrence] {
        precondition(start <= end, "events(from:to:) needs start <= end")
        return try withDocument(requiring: [.event]) { (_, document) throws(CalendarError) in
            let expander = OccurrenceExpander(context: makeContext())
            var result: [EventOccurrence] = []
            for series in document.events {
                result += try expander.occurrences(of: series, overlapping: start, to: end)
            }
            return result.sorted {
                ($0.startDate, $0.uid, $0.occurrenceDate) < ($1.startDate, $1.uid, $1.occurrenceDate)
            }
        }
    }

    /// Every event (series, not expanded) in file order.
    /// - Throws: ``CalendarError/notAuthorized(_:status:)``; file errors on the first read.
    public func allEvents() throws(CalendarError) -> [CalendarEvent] {
        try withDocument(requiring: [.event]) { _, document in document.events }
    }

    /// The event (series) with this `UID`, or `nil`.
    /// - Throws: ``CalendarError/notAuthorized(_:status:)``; file errors on the first read.
    public func event(withIdentifier uid: String) throws(CalendarError) -> CalendarEvent? {
        try withDocument(requiring: [.event]) { _, document in document.event(withIdentifier: uid) }
    }

    /// Creates the event, or replaces the event with the same `UID` (series, detached occurrences
    /// and all). Before storing, dates are cut to whole seconds, an all-day event's dates are moved
    /// to midnight (end: the midnight after its last day, at least one day after the start), text is
    /// brought to the form the file reads back (see ``CalendarEvent``),
    /// ``CalendarEvent/creationDate`` is set if missing and ``CalendarEvent/lastModifiedDate`` set to
    /// the clock's date.
    /// - Parameter commit: write the file now (default), or leave it to ``commit()``.
    /// - Precondition: every detached occurrence has an ``CalendarEvent/occurrenceDate``; all dates
    ///   lie in the years 1…9999.
    /// - Throws: ``CalendarError/endBeforeStart(identifier:)``,
    ///   ``CalendarError/invalidText(property:identifier:fault:)`` for a `UID` or text the file
    ///   cannot hold, ``CalendarError/invalidRecurrenceRule(_:reason:line:)``, ``CalendarError/unknownTimeZone(_:line:)``,
    ///   ``CalendarError/duplicateIdentifier(_:)`` when a reminder has the `UID`,
    ///   ``CalendarError/unwritableFile(_:reason:)``, ``CalendarError/notAuthorized(_:status:)``.
    ///   When it throws, the store is unchanged.
    public func save(_ event: CalendarEvent, commit: Bool = true) throws(CalendarError) {
        try withDocument(requiring: [.event]) { (state, document) throws(CalendarError) in
            let calendar = makeContext().floatingCalendar
            var stored = StoredItemNormalizer(calendar: calendar).normalized(event)
            let previous = document.event(withIdentifier: event.uid)
            stored.creationDate = previous?.creationDate ?? event.creationDate?.wholeSeconds ?? now
            stored.lastModifiedDate = now
            guard document.reminder(withIdentifier: event.uid) == nil else { throw .duplicateIdentifier(event.uid) }
            // Writing the event alone checks its dates, rule and zones before anything changes.
            _ = try CalendarDocument(events: [stored]).icsData(floatingTimeZone: floatingTimeZone, timestamp: now)
            var changed = document
            changed.events.replaceOrAppend(stored, uid: \.uid)
            try apply(changed, commit: commit, to: &state, document: &document)
        }
    }

    /// Removes the event with this `UID`, with all its occurrences.
    /// - Throws: ``CalendarError/unknownItem(_:)`` when there is none; ``CalendarError/unwritableFile(_:reason:)``;
    ///   ``CalendarError/notAuthorized(_:status:)``.
    public func removeEvent(withIdentifier uid: String, commit: Bool = true) throws(CalendarError) {
        try withDocument(requiring: [.event]) { (state, document) throws(CalendarError) in
            var changed = document
            try changed.events.remove(uid: uid, by: \.uid)
            try apply(changed, commit: commit, to: &state, document: &document)
        }
    }
}
