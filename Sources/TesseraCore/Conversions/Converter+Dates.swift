public import Foundation

extension Converter {
    /// Reads a date written in `format`, in ``timeZone`` (except ``DateFormat/iso8601``, which carries
    /// its own offset).
    ///
    /// Strict: the text must be exactly what the format writes — `2026-2-1` is not `yyyy-MM-dd` —
    /// and the date must exist (`2026-02-30` and `25:00:00` do not; nor does a local time skipped by a
    /// daylight-saving change).
    ///
    /// - Throws: ``ConversionError/empty(_:)``; ``ConversionError/invalidDate(_:format:)`` otherwise.
    public func date(from text: String, format: DateFormat) throws(ConversionError) -> Date {
        let trimmed = try Self.trimmed(text)
        let date: Date?
        switch format {
        case .iso8601:
            date = ISO8601Reader.date(from: trimmed)
        case .full, .long, .short, .time, .pattern:
            let key = FormatterCache.DateKey(pattern: format.patternDescription, locale: locale, timeZone: timeZone)
            date = FormatterCache.shared.withDateFormatter(key) { formatter in
                // A parse is accepted only if writing the date back gives the same text: this rejects
                // unpadded fields and anything else the parser tolerates.
                guard let date = formatter.date(from: trimmed), formatter.string(from: date) == trimmed else {
                    return nil
                }
                return date
            }
        }
        guard let date else { throw .invalidDate(text, format: format.patternDescription) }
        return date
    }

    /// Writes `date` in `format`, in ``timeZone``.
    ///
    /// ```swift
    /// Converter.posixUTC.string(from: date, format: .full)       // "2026-02-01 10:05:09"
    /// shanghai.string(from: date, format: .iso8601)               // "2026-02-01T18:05:09+08:00"
    /// ```
    public func string(from date: Date, format: DateFormat) -> String {
        switch format {
        case .iso8601:
            return FormatterCache.shared.withISO8601Formatter(timeZone) { $0.string(from: date) }
        case .full, .long, .short, .time, .pattern:
            let key = FormatterCache.DateKey(pattern: format.patternDescription, locale: locale, timeZone: timeZone)
            return FormatterCache.shared.withDateFormatter(key) { $0.string(from: date) }
        }
    }

    /// Writes `date` in an English or Chinese style, in ``timeZone``; see ``DateStringStyle``.
    public func string(from date: Date, style: DateStringStyle) -> String {
        let key = FormatterCache.DateKey(pattern: style.pattern, locale: style.locale, timeZone: timeZone)
        return FormatterCache.shared.withDateFormatter(key) { $0.string(from: date) }
    }

    /// The calendar fields of `date` in ``timeZone`` (Gregorian calendar).
    public func parts(of date: Date) -> DateParts {
        let components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        return DateParts(
            year: components.year ?? 0, month: components.month ?? 0, day: components.day ?? 0,
            hour: components.hour ?? 0, minute: components.minute ?? 0, second: components.second ?? 0,
            weekday: components.weekday ?? 0)
    }
}
