import Foundation

/// How far libical's iterator may walk for one rule. `icalrecur_iterator_next` examines candidate
/// times one after another until one passes the rule's filters, and checks `UNTIL` between
/// candidates only, so the work of one expansion is the number of candidates in the span it walks —
/// however few of them become occurrences. The budget turns a fixed number of candidates into a
/// span, from an upper bound of the rule's candidates per second.
///
/// ```swift
/// RecurrenceWorkBudget(rule: RecurrenceRule(frequency: .secondly)).span   // 199,999 s (2.3 days)
/// RecurrenceWorkBudget(rule: RecurrenceRule(frequency: .daily)).span      // 17,279,913,600 s (547 years)
/// ```
struct RecurrenceWorkBudget {
    /// The most candidate times one series' expansion may examine. libical 3.0 takes about 2 µs
    /// per candidate, so a full budget is under half a second of work (the fuzzing budget for one
    /// input is 1 s, in a sanitized debug build).
    static let candidateLimit = 200_000
    /// The most candidates a `VTIMEZONE` observance's rule may need up to 2582. libical walks those
    /// once per zone and keeps the result; real zones need about 230 000 (a yearly rule from 1970).
    static let timeZoneCandidateLimit = 1_000_000

    /// The most candidates this walk may examine.
    let limit: Int

    /// An upper bound of the candidates libical examines per second of the walk.
    let candidatesPerSecond: Double
    /// The length of one period (the frequency's unit times the interval); a walk that starts in
    /// the middle of a period examines its earlier candidates too.
    let periodSeconds: Double

    /// Follows libical 3.0's iteration: parts for units finer than the frequency multiply the
    /// candidates of each period; parts for the frequency's own unit or coarser ones filter them,
    /// except that a list for the frequency's own unit (`BYSECOND` of a secondly rule) is stepped
    /// through once per next-larger unit, ignoring the interval.
    init(rule: RecurrenceRule, limit: Int = candidateLimit) {
        self.limit = limit
        func count(_ values: [Int]) -> Double { Double(max(1, values.count)) }
        let interval = Double(max(1, rule.interval))
        let perDay = count(rule.hours) * count(rule.minutes) * count(rule.seconds)
        switch rule.frequency {
        case .secondly:
            periodSeconds = interval
            candidatesPerSecond = rule.seconds.isEmpty ? 1 / interval : count(rule.seconds) / 60
        case .minutely:
            periodSeconds = 60 * interval
            let perMinute = count(rule.seconds)
            candidatesPerSecond =
                rule.minutes.isEmpty ? perMinute / periodSeconds : perMinute * count(rule.minutes) / 3_600
        case .hourly:
            periodSeconds = 3_600 * interval
            let perHour = count(rule.minutes) * count(rule.seconds)
            candidatesPerSecond = rule.hours.isEmpty ? perHour / periodSeconds : perHour * count(rule.hours) / 86_400
        case .daily:
            periodSeconds = 86_400 * interval
            candidatesPerSecond = perDay / periodSeconds
        case .weekly:
            periodSeconds = 7 * 86_400 * interval
            candidatesPerSecond = perDay * Double(max(1, rule.daysOfTheWeek.count)) / periodSeconds
        case .monthly:
            // At most 31 days a month; the shortest month is 28 days.
            periodSeconds = 28 * 86_400 * interval
            candidatesPerSecond = (perDay * 31 + 1) / periodSeconds
        case .yearly:
            periodSeconds = 365 * 86_400 * interval
            candidatesPerSecond = (perDay * 366 + 1) / periodSeconds
        }
    }

    /// The span a walk may cover: ``limit`` candidates, less one period.
    var span: TimeInterval {
        max(0, Double(limit) / candidatesPerSecond - periodSeconds)
    }
}
