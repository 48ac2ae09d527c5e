import CLibical
import Foundation

/// Converts libical durations (`struct icaldurationtype`) to and from seconds in 64 bits:
/// libical's own `icaldurationtype_as_int` and `icaldurationtype_from_int` use a C `int` and
/// overflow after about 68 years.
enum LibicalDuration {
    /// The signed length of `duration` in seconds; weeks and days count 86 400 s each.
    static func seconds(of duration: icaldurationtype) -> TimeInterval {
        let days = TimeInterval(duration.weeks) * 7 + TimeInterval(duration.days)
        let clock =
            TimeInterval(duration.hours) * 3600 + TimeInterval(duration.minutes) * 60
            + TimeInterval(duration.seconds)
        let magnitude = days * 86_400 + clock
        return duration.is_neg != 0 ? -magnitude : magnitude
    }

    /// A duration of `seconds` (rounded to whole seconds, at most ±100 000 years), written as days
    /// and a time part (`-P1DT2H`), or weeks when it is a whole number of weeks (`-P2W`).
    static func make(seconds: TimeInterval) -> icaldurationtype {
        var duration = icaldurationtype_null_duration()
        let limit: TimeInterval = 100_000 * 366 * 86_400
        let whole = Int64(min(max(seconds.rounded(), -limit), limit))
        var remainder = whole.magnitude
        duration.is_neg = whole < 0 ? 1 : 0
        if remainder > 0 && remainder % 604_800 == 0 {
            duration.weeks = UInt32(remainder / 604_800)
            return duration
        }
        duration.days = UInt32(remainder / 86_400)
        remainder %= 86_400
        duration.hours = UInt32(remainder / 3600)
        duration.minutes = UInt32(remainder % 3600 / 60)
        duration.seconds = UInt32(remainder % 60)
        return duration
    }
}
