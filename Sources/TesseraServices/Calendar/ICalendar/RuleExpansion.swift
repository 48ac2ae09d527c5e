import CLibical
import Foundation

/// The start dates one series' `RRULE` gives in a range, from libical's iterator, with bounded
/// work for any rule a file can hold:
///
/// - a rule no date can satisfy (``RecurrenceRule/canMatch(startDay:)``) gives no dates without
///   iterating at all;
/// - the iterator gets an end (`UNTIL` in libical's copy of the rule) a day after the range, so
///   it never looks for a match past it;
/// - that end is brought forward to what ``RecurrenceWorkBudget`` affords; a rule that needs a
///   longer walk throws ``CalendarError/expansionLimitExceeded(identifier:limit:)``;
/// - at most ``OccurrenceExpander/limit`` dates are produced
///   (``CalendarError/occurrenceLimitExceeded(identifier:limit:)``).
///
/// A rule with `COUNT` is walked from `DTSTART` (occurrences before the range count); one without
/// starts near the range. libical's own jump (`icalrecur_iterator_set_start`) misplaces secondly,
/// minutely and hourly rules whose interval does not divide the next unit (`FREQ=HOURLY;INTERVAL=5`
/// jumped to the next day starts at 00:00, not 01:00), so those start a new iterator at a point of
/// the rule's own grid instead: `DTSTART` plus whole intervals, a day before the range (on the day
/// an iterator starts, libical skips the first time a list of minutes or seconds gives).
struct RuleExpansion {
    let context: ICalTimeContext
    let series: CalendarEvent
    let rule: RecurrenceRule

    /// libical 3.0 (64-bit `time_t`) ends every iteration after the year 2582.
    private static let libicalHorizon = Date(timeIntervalSince1970: 19_344_528_000)

    /// The rule's start dates in `from ..< to`.
    /// - Throws: ``CalendarError/invalidRecurrenceRule(_:reason:line:)`` when libical refuses the
    ///   rule or cannot iterate it from `DTSTART`; ``CalendarError/expansionLimitExceeded(identifier:limit:)``;
    ///   ``CalendarError/occurrenceLimitExceeded(identifier:limit:)``.
    /// - Complexity: O(``RecurrenceWorkBudget/candidateLimit``) libical steps at most.
    func starts(from: Date, before to: Date) throws(CalendarError) -> Set<Date> {
        let form = ICalTimeForm(isAllDay: series.isAllDay, timeZone: series.timeZone)
        let text = rule.text(untilText: try context.untilText(of: rule, form: form))
        var libicalRule = try LibicalRecurrence.parse(text)
        let start = try context.icalTime(from: series.startDate, form: form)
        guard rule.canMatch(startDay: Int(start.day)) else { return [] }

        let budget = RecurrenceWorkBudget(rule: rule)
        let walk = try walkStart(from: from, start: start, form: form, budget: budget)
        let needed = min(to.addingTimeInterval(86_400), rule.endDate ?? .distantFuture, Self.libicalHorizon)
        let affordable = walk.date.addingTimeInterval(budget.span)
        let end = min(needed, affordable)
        if end < rule.endDate ?? .distantFuture {
            libicalRule.until = try context.icalTime(from: ICalTimeContext.clamped(end), form: form)
        }

        guard let iterator = LibicalRecurrenceIterator(rule: libicalRule, start: walk.iteratorStart) else {
            throw .invalidRecurrenceRule(text, reason: "libical cannot iterate the rule from DTSTART.", line: nil)
        }
        if let jump = walk.jump {
            guard iterator.jump(to: jump) else { return [] }
        }
        var starts: Set<Date> = []
        var produced = 0
        while let next = iterator.next() {
            let date = context.date(from: next)
            guard date < to else { return starts }
            produced += 1
            guard produced <= OccurrenceExpander.limit else {
                throw .occurrenceLimitExceeded(identifier: series.uid, limit: OccurrenceExpander.limit)
            }
            if date >= from { starts.insert(date) }
        }
        let counted = rule.occurrenceCount.map { produced >= $0 } ?? false
        if affordable < needed && !counted {
            throw .expansionLimitExceeded(identifier: series.uid, limit: RecurrenceWorkBudget.candidateLimit)
        }
        return starts
    }

    /// Where the iterator starts (`iteratorStart`, then `jump` when set) and the date the walk
    /// begins at, for the budget.
    private func walkStart(from: Date, start: icaltimetype, form: ICalTimeForm, budget: RecurrenceWorkBudget)
        throws(CalendarError) -> (iteratorStart: icaltimetype, jump: icaltimetype?, date: Date)
    {
        guard rule.occurrenceCount == nil && from > series.startDate else { return (start, nil, series.startDate) }
        guard let gridStep = subDailyGridStep, form != .date else {
            let jump = try context.icalTime(from: ICalTimeContext.clamped(from), form: form)
            let walkDate = max(series.startDate, from.addingTimeInterval(-budget.periodSeconds))
            return (start, jump, walkDate)
        }
        let target = try context.icalTime(from: ICalTimeContext.clamped(from.addingTimeInterval(-86_400)), form: form)
        let elapsed = Int(icaltime_as_timet(target)) - Int(icaltime_as_timet(start))
        guard elapsed >= gridStep else { return (start, nil, series.startDate) }
        let offset = elapsed / gridStep * gridStep
        var gridPoint = start
        icaltime_adjust(&gridPoint, Int32(offset / 86_400), 0, 0, Int32(offset % 86_400))
        return (gridPoint, nil, context.date(from: gridPoint))
    }

    /// For secondly, minutely and hourly rules: the step of the rule's grid in wall-clock seconds,
    /// one unit when libical steps through a list of the frequency's own unit instead of the interval.
    private var subDailyGridStep: Int? {
        switch rule.frequency {
        case .secondly: rule.seconds.isEmpty ? rule.interval : 1
        case .minutely: 60 * (rule.minutes.isEmpty ? rule.interval : 1)
        case .hourly: 3_600 * (rule.hours.isEmpty ? rule.interval : 1)
        case .daily, .weekly, .monthly, .yearly: nil
        }
    }
}
