import Foundation

/// Expands events into occurrences: the rule's dates (``RuleExpansion``, libical's recurrence
/// iterator with bounded work) and `RDATE`s, less `EXDATE`s, with detached occurrences
/// (`RECURRENCE-ID`) in place of the ones they replace.
///
/// The iterator runs on the event's wall-clock time in its zone, so a daily 09:00 event in
/// America/New_York stays at 09:00 local across a daylight-saving change (14:00Z, then 13:00Z).
/// As in libical, a `DTSTART` that the rule does not match is not an occurrence. A
/// `RECURRENCE-ID;RANGE=THISANDFUTURE` is treated as replacing that one occurrence only.
struct OccurrenceExpander {
    /// The most occurrences one series may produce for one query.
    static let limit = 100_000

    let context: ICalTimeContext

    /// Occurrences of `series` that overlap `from ..< to`, sorted by start. An occurrence of zero
    /// length overlaps when it starts in the range.
    /// - Throws: the errors of ``RuleExpansion/starts(from:before:)``.
    /// - Complexity: O(n) in the occurrences between the series start (or `from`, when the rule has
    ///   no `COUNT`) and `to`; the rule's walk is bounded by ``RecurrenceWorkBudget``.
    func occurrences(of series: CalendarEvent, overlapping from: Date, to: Date) throws(CalendarError)
        -> [EventOccurrence]
    {
        let reach = series.duration + (series.isAllDay ? 86_400 : 0)
        let candidates = try occurrences(of: series, startingFrom: from.addingTimeInterval(-reach), before: to)
            .filter { $0.event.occurrenceDate == series.occurrenceDate }
        let exceptions = Set(series.exceptionDates)
        let detached = series.detachedOccurrences
            .filter { !exceptions.contains($0.occurrenceDate ?? $0.startDate) }
            .map(Self.occurrence(ofDetached:))
        return (candidates + detached)
            .filter { Self.overlaps($0, from: from, to: to) }
            .sorted { ($0.startDate, $0.occurrenceDate) < ($1.startDate, $1.occurrenceDate) }
    }

    /// Occurrences of `series` starting in `from ..< to`, detached ones included, sorted by start.
    func occurrences(of series: CalendarEvent, startingFrom from: Date, before to: Date) throws(CalendarError)
        -> [EventOccurrence]
    {
        let detachedDates = Set(series.detachedOccurrences.compactMap(\.occurrenceDate))
        var result: [EventOccurrence] = []
        for start in try seriesStarts(of: series, from: from, before: to) where !detachedDates.contains(start) {
            result.append(
                EventOccurrence(
                    event: series, startDate: start, endDate: end(of: series, startingAt: start),
                    occurrenceDate: series.occurrenceDate ?? start,
                    isDetached: series.occurrenceDate != nil))
        }
        let exceptions = Set(series.exceptionDates)
        for detached in series.detachedOccurrences
        where detached.startDate >= from && detached.startDate < to
            && !exceptions.contains(detached.occurrenceDate ?? detached.startDate)
        {
            result.append(Self.occurrence(ofDetached: detached))
        }
        return result.sorted { ($0.startDate, $0.occurrenceDate) < ($1.startDate, $1.occurrenceDate) }
    }

    /// The start dates the rule and `RDATE`s give, without `EXDATE`s, in `from ..< to`.
    private func seriesStarts(of series: CalendarEvent, from: Date, before to: Date) throws(CalendarError) -> [Date] {
        var starts: Set<Date> = []
        if let rule = series.recurrenceRule {
            starts = try RuleExpansion(context: context, series: series, rule: rule).starts(from: from, before: to)
        } else if series.startDate >= from && series.startDate < to {
            starts.insert(series.startDate)
        }
        for date in series.recurrenceDates where date >= from && date < to { starts.insert(date) }
        starts.subtract(series.exceptionDates)
        return starts.sorted()
    }

    /// The end of the occurrence starting at `start`: the same exact duration as the first occurrence
    /// (RFC 5545 §3.8.5.3), or the same number of days for all-day events.
    private func end(of series: CalendarEvent, startingAt start: Date) -> Date {
        guard series.isAllDay else { return start.addingTimeInterval(series.duration) }
        let days = context.floatingCalendar.dateComponents([.day], from: series.startDate, to: series.endDate).day ?? 1
        return context.floatingCalendar.date(byAdding: .day, value: days, to: start) ?? start
    }

    private static func occurrence(ofDetached event: CalendarEvent) -> EventOccurrence {
        EventOccurrence(
            event: event, startDate: event.startDate, endDate: event.endDate,
            occurrenceDate: event.occurrenceDate ?? event.startDate, isDetached: true)
    }

    private static func overlaps(_ occurrence: EventOccurrence, from: Date, to: Date) -> Bool {
        guard occurrence.startDate < to else { return false }
        if occurrence.endDate == occurrence.startDate { return occurrence.startDate >= from }
        return occurrence.endDate > from
    }
}
