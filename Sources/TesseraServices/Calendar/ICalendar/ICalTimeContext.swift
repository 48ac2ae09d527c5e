import CLibical
import Foundation

/// Converts between libical times (`icaltimetype`) and Foundation dates for one read, write or
/// query, and owns the libical time zones it had to build. Not thread-safe: one context per
/// operation, on one thread.
///
/// - Floating date-times and dates are wall-clock values; they become `Date`s in
///   ``floatingTimeZone`` (the store's zone, as EventKit uses the system zone).
/// - Zoned date-times convert with libical's zone rules: the built-in zones
///   (`icaltimezone_get_builtin_timezone`, read from the system tz database), or a zone built from a
///   `VTIMEZONE` with one fixed offset for Foundation's fixed-offset zones (`GMT+0100`).
final class ICalTimeContext {
    let floatingTimeZone: TimeZone
    let floatingCalendar: Calendar
    private var zonesByIdentifier: [String: OpaquePointer] = [:]
    /// Zones made with `icaltimezone_new`; the built-in ones belong to libical.
    private var ownedZones: [OpaquePointer] = []

    init(floatingTimeZone: TimeZone) {
        self.floatingTimeZone = floatingTimeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = floatingTimeZone
        floatingCalendar = calendar
    }

    deinit {
        for zone in ownedZones { icaltimezone_free(zone, 1) }
    }

    // MARK: - Zones

    /// libical's zone for a Foundation zone: UTC, a built-in zone of the same identifier, or a
    /// fixed-offset zone built here.
    /// - Throws: ``CalendarError/unknownTimeZone(_:line:)`` for a zone with daylight-saving rules that
    ///   libical has no built-in zone for.
    func libicalZone(for timeZone: TimeZone) throws(CalendarError) -> OpaquePointer {
        if ICalTimeForm.isUTC(timeZone) { return icaltimezone_get_utc_timezone() }
        if let zone = zonesByIdentifier[timeZone.identifier] { return zone }
        let zone: OpaquePointer
        if let builtin = icaltimezone_get_builtin_timezone(timeZone.identifier) {
            zone = builtin
        } else if timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: 0)) == nil,
            let fixed = Self.makeFixedOffsetZone(timeZone)
        {
            ownedZones.append(fixed)
            zone = fixed
        } else {
            throw .unknownTimeZone(timeZone.identifier, line: nil)
        }
        zonesByIdentifier[timeZone.identifier] = zone
        return zone
    }

    /// A `VTIMEZONE` for `timeZone` whose `TZID` is the Foundation identifier, ready to add to a
    /// calendar. `nil` for UTC, which needs none.
    func timeZoneComponent(for timeZone: TimeZone) throws(CalendarError) -> LibicalComponent? {
        if ICalTimeForm.isUTC(timeZone) { return nil }
        let zone = try libicalZone(for: timeZone)
        guard let definition = icaltimezone_get_component(zone) else {
            throw .unknownTimeZone(timeZone.identifier, line: nil)
        }
        let component = LibicalComponent(adopting: icalcomponent_new_clone(definition))
        if let identifier = icalcomponent_get_first_property(component.pointer, ICAL_TZID_PROPERTY) {
            icalproperty_set_tzid(identifier, timeZone.identifier)
        }
        return component
    }

    private static func makeFixedOffsetZone(_ timeZone: TimeZone) -> OpaquePointer? {
        let seconds = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0))
        let magnitude = abs(seconds)
        let offset = (seconds < 0 ? "-" : "+") + String(format: "%02d%02d", magnitude / 3600, magnitude % 3600 / 60)
        let text = """
            BEGIN:VTIMEZONE\r
            TZID:\(timeZone.identifier)\r
            BEGIN:STANDARD\r
            DTSTART:16010101T000000\r
            TZOFFSETFROM:\(offset)\r
            TZOFFSETTO:\(offset)\r
            TZNAME:\(timeZone.identifier)\r
            END:STANDARD\r
            END:VTIMEZONE\r

            """
        guard let component = icalparser_parse_string(text) else { return nil }
        let zone = icaltimezone_new()
        // icaltimezone_set_component takes ownership of the component; icaltimezone_free frees it.
        guard let zone, icaltimezone_set_component(zone, component) != 0 else {
            icalcomponent_free(component)
            if let zone { icaltimezone_free(zone, 1) }
            return nil
        }
        return zone
    }

    // MARK: - Conversions

    /// The instant a libical time stands for: zoned times with their zone, floating times and dates
    /// (midnight) in ``floatingTimeZone``.
    func date(from time: icaltimetype) -> Date {
        if time.is_date == 0, let zone = time.zone {
            return Date(timeIntervalSince1970: TimeInterval(icaltime_as_timet_with_zone(time, zone)))
        }
        return floatingDate(from: time)
    }

    /// The wall-clock fields of `time` read in ``floatingTimeZone`` (a date reads as its midnight).
    func floatingDate(from time: icaltimetype) -> Date {
        var components = DateComponents(year: Int(time.year), month: Int(time.month), day: Int(time.day))
        if time.is_date == 0 {
            components.hour = Int(time.hour)
            components.minute = Int(time.minute)
            components.second = Int(time.second)
        }
        guard let date = floatingCalendar.date(from: components) else {
            preconditionFailure("the Gregorian calendar cannot place \(components)")
        }
        return date
    }

    /// The instants iCalendar can write: 0001-01-01 up to 10000-01-01 UTC (four-digit years).
    static let representableSeconds: Range<TimeInterval> = -62_135_596_800..<253_402_300_800

    /// `date` moved into ``representableSeconds`` (for query bounds such as `Date.distantPast`).
    static func clamped(_ date: Date) -> Date {
        let seconds = min(
            max(date.timeIntervalSince1970, representableSeconds.lowerBound),
            representableSeconds.upperBound - 1)
        return Date(timeIntervalSince1970: seconds)
    }

    /// `date` as a `time_t`, whole seconds.
    /// - Precondition: `date` lies in the years 1…9999.
    static func timeT(_ date: Date) -> time_t {
        precondition(
            representableSeconds.contains(date.timeIntervalSince1970),
            "iCalendar dates lie in the years 1…9999, \(date.timeIntervalSince1970) s since 1970 does not")
        return time_t(date.timeIntervalSince1970.rounded(.down))
    }

    /// `date` as a libical time of `form`; whole seconds (fractions are dropped). Zoned results carry
    /// their libical zone in `zone` (the UTC zone prints a `Z`; others need a `TZID` parameter).
    /// - Precondition: `date` lies in the years 1…9999.
    func icalTime(from date: Date, form: ICalTimeForm) throws(CalendarError) -> icaltimetype {
        switch form {
        case .date:
            _ = Self.timeT(date)
            let parts = floatingCalendar.dateComponents([.year, .month, .day], from: date)
            return Self.time(parts, isDate: true)
        case .floating:
            _ = Self.timeT(date)
            let parts = floatingCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            return Self.time(parts, isDate: false)
        case .zoned(let timeZone):
            let zone = try libicalZone(for: timeZone)
            var time = icaltime_from_timet_with_zone(Self.timeT(date), 0, zone)
            // libical 3.0 converts the fields but leaves the zone at UTC; the fields are `zone`'s.
            time.zone = zone
            return time
        }
    }

    /// `UNTIL` of `rule` in the form RFC 5545 §3.3.10 asks for: a date for all-day events, a
    /// floating date-time for floating events, UTC for zoned ones; `nil` without `UNTIL`.
    func untilText(of rule: RecurrenceRule, form: ICalTimeForm) throws(CalendarError) -> String? {
        guard case .until(let date) = rule.end else { return nil }
        switch form {
        case .date, .floating:
            return Self.text(of: try icalTime(from: date, form: form))
        case .zoned:
            return Self.text(of: try icalTime(from: date, form: .zoned(TimeZone(secondsFromGMT: 0) ?? .current)))
        }
    }

    /// The instant of reminder date components: their zone, or ``floatingTimeZone``; a date without
    /// an hour is its midnight. `nil` without a year, month and day.
    func date(from components: DateComponents) -> Date? {
        guard let year = components.year, let month = components.month, let day = components.day else { return nil }
        var calendar = floatingCalendar
        if let timeZone = components.timeZone { calendar.timeZone = timeZone }
        return calendar.date(
            from: DateComponents(
                year: year, month: month, day: day, hour: components.hour ?? 0,
                minute: components.minute ?? 0, second: components.second ?? 0))
    }

    /// Whether `parts` name a real day (and, unless `isDate`, a real time of day): year 1…9999,
    /// month 1…12, a day the month has, hour 0…23, minute 0…59, second 0…60.
    static func isValid(_ parts: DateComponents, isDate: Bool) -> Bool {
        guard let year = parts.year, let month = parts.month, let day = parts.day,
            (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return false }
        guard let first = utcCalendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let days = utcCalendar.range(of: .day, in: .month, for: first), days.contains(day)
        else { return false }
        if isDate { return true }
        return (0...23).contains(parts.hour ?? 0) && (0...59).contains(parts.minute ?? 0)
            && (0...60).contains(parts.second ?? 0)
    }

    /// The Gregorian calendar in UTC, for checking calendar fields (made once: making one is slow).
    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        return calendar
    }()

    /// A libical time from calendar fields (absent fields read as 0), with no zone.
    static func time(_ parts: DateComponents, isDate: Bool) -> icaltimetype {
        var time = icaltime_null_time()
        time.year = Int32(clamping: parts.year ?? 0)
        time.month = Int32(clamping: parts.month ?? 1)
        time.day = Int32(clamping: parts.day ?? 1)
        if !isDate {
            time.hour = Int32(clamping: parts.hour ?? 0)
            time.minute = Int32(clamping: parts.minute ?? 0)
            time.second = Int32(clamping: parts.second ?? 0)
        }
        time.is_date = isDate ? 1 : 0
        return time
    }

    /// The RFC 5545 text of a libical time: `20260307`, `20260307T090000` or `20260307T140000Z`.
    static func text(of time: icaltimetype) -> String {
        let date = String(format: "%04d%02d%02d", time.year, time.month, time.day)
        if time.is_date != 0 { return date }
        let clock = String(format: "T%02d%02d%02d", time.hour, time.minute, time.second)
        return date + clock + (icaltime_is_utc(time) != 0 ? "Z" : "")
    }
}
