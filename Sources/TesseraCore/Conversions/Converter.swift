public import Foundation

/// Aquarius's format conversions (strings ↔ numbers, booleans and dates), with the locale and time
/// zone always explicit and every parse failable with a ``ConversionError`` naming the input.
///
/// ```swift
/// let china = Converter(locale: Locale(identifier: "zh_CN"), timeZone: TimeZone(identifier: "Asia/Shanghai")!)
/// try china.int(from: "1,234")                                  // 1234
/// try china.date(from: "2026-02-01 18:00:00", format: .full)    // 2026-02-01 10:00:00 UTC
/// china.string(from: date, style: .longChinese)                 // "2026年2月1日 星期日 18:00:00"
/// try Converter.posixUTC.double(from: "1e999")                  // throws .outOfRange("1e999")
/// ```
///
/// Parsing trims surrounding whitespace and newlines first. Formatting and parsing run on Foundation
/// formatters (`DateFormatter`, `ISO8601DateFormatter`, `NumberFormatter`) cached per
/// (pattern, locale, time zone) in a thread-safe cache, always with the Gregorian calendar so a
/// locale's own calendar (Buddhist, Japanese) never changes the year. A converter is a value and is
/// safe to use from any thread.
public struct Converter: Sendable, Hashable {
    /// Decides number symbols (decimal and grouping separators, signs) and the language of month and
    /// weekday names in ``DateFormat/pattern(_:)`` formats.
    public var locale: Locale
    /// The zone dates are read and written in.
    public var timeZone: TimeZone

    /// A converter reading and writing dates in `timeZone` and numbers and names in `locale`.
    public init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// `en_US_POSIX` in UTC: the fixed, machine-readable convention for files and wire formats.
    public static let posixUTC = Converter(locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)

    /// The Gregorian calendar in ``timeZone``.
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    /// `text` without surrounding whitespace, or ``ConversionError/empty(_:)``.
    static func trimmed(_ text: String) throws(ConversionError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(text) }
        return trimmed
    }
}
