/// The Gregorian calendar fields of a date in one time zone, as numbers and as zero-padded text
/// (Aquarius's `toYear`/`toYearString`, `toMonth`/`toMonthString`, … `toTimeString`).
///
/// ```swift
/// let parts = Converter.posixUTC.parts(of: date)   // 2026-02-01 08:05:09 UTC
/// parts.month         // 2
/// parts.monthString   // "02"
/// parts.timeString    // "08:05:09"
/// ```
public struct DateParts: Sendable, Hashable {
    /// The Gregorian year, e.g. 2026.
    public let year: Int
    /// 1…12.
    public let month: Int
    /// 1…31.
    public let day: Int
    /// 0…23.
    public let hour: Int
    /// 0…59.
    public let minute: Int
    /// 0…59.
    public let second: Int
    /// 1 (Sunday) … 7 (Saturday), as Foundation's Gregorian calendar numbers weekdays.
    public let weekday: Int

    /// Fields as given (no checking); `Converter/parts(of:)` is the usual way to get them.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, weekday: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.weekday = weekday
    }

    /// At least four digits: `"2026"`, `"0987"`.
    public var yearString: String { Self.padded(year, width: 4) }
    /// Two digits: `"02"`.
    public var monthString: String { Self.padded(month, width: 2) }
    /// Two digits: `"01"`.
    public var dayString: String { Self.padded(day, width: 2) }
    /// Two digits, 24-hour: `"18"`.
    public var hourString: String { Self.padded(hour, width: 2) }
    /// Two digits: `"05"`.
    public var minuteString: String { Self.padded(minute, width: 2) }
    /// Two digits: `"09"`.
    public var secondString: String { Self.padded(second, width: 2) }
    /// `HH:mm:ss`: `"18:05:09"`.
    public var timeString: String { "\(hourString):\(minuteString):\(secondString)" }
    /// `yyyy-MM-dd`: `"2026-02-01"`.
    public var dateString: String { "\(yearString)-\(monthString)-\(dayString)" }

    private static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let padding = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + padding + digits
    }
}
