import CLibical
import Foundation

extension ICalendarReader {
    /// libical 3.0 expands a zone's changes up to the year 2582 at most.
    private static let lastExpandedYear = 2582

    /// Throws when converting a time in the file's `VTIMEZONE` would take libical unbounded work.
    /// On the first conversion libical expands every `RRULE` of the zone's `STANDARD` and
    /// `DAYLIGHT` observances from their `DTSTART` to some years past the time converted (up to
    /// 2582), examining candidates one by one and keeping every occurrence; a rule such as
    /// `FREQ=SECONDLY` (or one that never matches) would run for hours and fill memory. Real zones
    /// change their offset a few times a year (`FREQ=YEARLY`); a rule passes when
    /// ``RecurrenceWorkBudget`` affords its walk from `DTSTART` to 2582 within
    /// ``RecurrenceWorkBudget/timeZoneCandidateLimit``.
    /// - Throws: ``CalendarError/malformed(reason:line:)`` naming the zone, with the line of its `TZID`.
    func checkObservanceRules(of component: OpaquePointer, identifier: String) throws(CalendarError) {
        for observance in LibicalChildren.components(of: component, kind: ICAL_ANY_COMPONENT) {
            let start = icalcomponent_get_first_property(observance, ICAL_DTSTART_PROPERTY).map(
                icalproperty_get_dtstart)
            let startYear = Int(start?.year ?? 0)
            let walk = Double(max(1, Self.lastExpandedYear + 1 - startYear)) * 366 * 86_400
            for property in LibicalChildren.properties(of: observance, kind: ICAL_RRULE_PROPERTY) {
                let libical = icalproperty_get_rrule(property)
                guard libical.freq != ICAL_NO_RECURRENCE else { continue }
                let rule = LibicalRecurrence.rule(from: libical, until: nil)
                guard RecurrenceWorkBudget(rule: rule, limit: RecurrenceWorkBudget.timeZoneCandidateLimit).span < walk
                else { continue }
                let kind =
                    LibicalChildren.string(icalcomponent_kind_to_string(icalcomponent_isa(observance))) ?? "observance"
                throw .malformed(
                    reason: "VTIMEZONE \(identifier): the \(kind) rule \(rule.rrule) changes the offset too often "
                        + "for its changes to be worked out (time zone rules recur yearly).",
                    line: source.line(ofProperty: "TZID", containing: identifier))
            }
        }
    }
}
