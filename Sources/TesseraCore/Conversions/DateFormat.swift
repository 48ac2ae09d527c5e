/// A fixed date format for reading and writing dates as text.
///
/// | case | pattern | example |
/// | --- | --- | --- |
/// | ``full`` | `yyyy-MM-dd HH:mm:ss` | `2026-02-01 18:05:09` |
/// | ``long`` | `yyyy-MM-dd HH:mm` | `2026-02-01 18:05` |
/// | ``short`` | `yyyy-MM-dd` | `2026-02-01` (midnight when read) |
/// | ``time`` | `HH:mm:ss` | `18:05:09` (on 1970-01-01 in the converter's zone when read) |
/// | ``iso8601`` | RFC 3339 internet date-time | `2026-02-01T10:05:09Z`, `2026-02-01T18:05:09+08:00` |
/// | ``pattern(_:)`` | any Unicode TR35 pattern | `pattern("yyyy/MM/dd")` → `2026/02/01` |
///
/// When reading, fields a pattern lacks are taken from 1970-01-01 00:00:00 in the converter's zone.
///
/// For example:
/// ```swift
/// let converter = Converter.posixUTC
/// let date = try converter.date(from: "2026-02-01 18:05:09", format: .full)
/// converter.string(from: date, format: .short)   // "2026-02-01"
/// ```
public enum DateFormat: Sendable, Hashable {
    /// Date and time to the second: `yyyy-MM-dd HH:mm:ss`.
    case full
    /// Date and time to the minute: `yyyy-MM-dd HH:mm`.
    case long
    /// The date alone: `yyyy-MM-dd`.
    case short
    /// The time of day alone: `HH:mm:ss`.
    case time
    /// Written with the converter's UTC offset (`Z` for UTC); read with any offset and optional
    /// fractional seconds (`2026-02-01T10:05:09.250Z`).
    case iso8601
    /// A Unicode TR35 date pattern (`DateFormatter.dateFormat` syntax). Names of months and weekdays
    /// come from the converter's locale.
    case pattern(String)

    /// The TR35 pattern, or a description for ``iso8601``.
    public var patternDescription: String {
        switch self {
        case .full: "yyyy-MM-dd HH:mm:ss"
        case .long: "yyyy-MM-dd HH:mm"
        case .short: "yyyy-MM-dd"
        case .time: "HH:mm:ss"
        case .iso8601: "yyyy-MM-dd'T'HH:mm:ss[.S…](Z|±HH:mm)"
        case .pattern(let pattern): pattern
        }
    }
}
