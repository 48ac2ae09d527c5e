import Foundation

/// Thread-safe cache of configured Foundation formatters.
///
/// Formatters are costly to make and not documented as thread-safe on every platform, so each one
/// lives behind its own lock and is only touched inside `withLock`. The caches are keyed by the
/// configuration (pattern, locale, time zone, …); keys come from code, so the caches stay small, and
/// each is cleared if it ever passes 256 entries.
final class FormatterCache: Sendable {
    static let shared = FormatterCache()

    struct DateKey: Hashable, Sendable {
        let pattern: String
        let locale: Locale
        let timeZone: TimeZone
    }

    struct NumberKey: Hashable, Sendable {
        let locale: Locale
        let minimumFractionDigits: Int
        let maximumFractionDigits: Int
        let usesGrouping: Bool
    }

    private let dateFormatters = Lock<[DateKey: Lock<DateFormatter>]>([:])
    private let numberFormatters = Lock<[NumberKey: Lock<NumberFormatter>]>([:])
    private let isoFormatters = Lock<[TimeZone: Lock<ISO8601DateFormatter>]>([:])
    private static let capacity = 256

    /// Runs `body` with a non-lenient Gregorian `DateFormatter` for `key`.
    func withDateFormatter<Result: Sendable>(_ key: DateKey, _ body: (DateFormatter) -> Result) -> Result {
        let formatter = entry(key, in: dateFormatters) {
            let formatter = DateFormatter()
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.locale = key.locale
            formatter.timeZone = key.timeZone
            formatter.dateFormat = key.pattern
            formatter.isLenient = false
            // Fields a pattern lacks (the date of "HH:mm:ss", the time of "yyyy-MM-dd") come from
            // 1970-01-01 00:00:00 in the formatter's zone, not from ICU's default of 2000-01-01.
            let epoch = Date(timeIntervalSince1970: 0)
            formatter.defaultDate = epoch.addingTimeInterval(-Double(key.timeZone.secondsFromGMT(for: epoch)))
            return formatter
        }
        return formatter.withLock { body($0) }
    }

    /// Runs `body` with a decimal-style `NumberFormatter` for `key`.
    func withNumberFormatter<Result: Sendable>(_ key: NumberKey, _ body: (NumberFormatter) -> Result) -> Result {
        let formatter = entry(key, in: numberFormatters) {
            let formatter = NumberFormatter()
            formatter.locale = key.locale
            formatter.numberStyle = .decimal
            formatter.minimumFractionDigits = key.minimumFractionDigits
            formatter.maximumFractionDigits = key.maximumFractionDigits
            formatter.usesGroupingSeparator = key.usesGrouping
            return formatter
        }
        return formatter.withLock { body($0) }
    }

    /// Runs `body` with an internet date-time `ISO8601DateFormatter` in `timeZone`.
    func withISO8601Formatter<Result: Sendable>(_ timeZone: TimeZone, _ body: (ISO8601DateFormatter) -> Result)
        -> Result
    {
        let formatter = entry(timeZone, in: isoFormatters) {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            formatter.timeZone = timeZone
            return formatter
        }
        return formatter.withLock { body($0) }
    }

    private func entry<Key: Hashable & Sendable, Formatter>(
        _ key: Key, in cache: Lock<[Key: Lock<Formatter>]>, make: () -> Formatter
    ) -> Lock<Formatter> {
        if let existing = cache.withLock({ $0[key] }) {
            return existing
        }
        let made = Lock(make())
        return cache.withLock { cache in
            if let existing = cache[key] { return existing }
            if cache.count >= Self.capacity { cache.removeAll() }
            cache[key] = made
            return made
        }
    }
}
