public import Foundation

/// The length of one billing period of an auto-renewable subscription or of an introductory offer,
/// as written in a StoreKit configuration file: an ISO 8601 duration with one component
/// (`P3D`, `P1W`, `P1M`, `P6M`, `P1Y`).
///
/// ```swift
/// let monthly = SubscriptionPeriod(iso8601: "P1M")!          // 1 month
/// monthly.iso8601                                           // "P1M"
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.timeZone = TimeZone(identifier: "UTC")!
/// monthly.end(after: 2, from: jan31, in: calendar)          // 31 March (29 February + 1 month would drift)
/// ```
///
/// Durations are calendar units, not seconds: a month is added with `Calendar.date(byAdding:)`, so
/// one month after 31 January is the last day of February, and across a daylight-saving change a
/// day keeps its wall-clock time in the calendar's time zone.
public struct SubscriptionPeriod: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A calendar unit of a period.
    ///
    /// For example:
    /// ```swift
    /// let quarter = SubscriptionPeriod(value: 3, unit: .month)
    /// quarter.iso8601   // "P3M"
    /// ```
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        case day, week, month, year

        /// The ISO 8601 designator (`D`, `W`, `M`, `Y`).
        var designator: Character {
            switch self {
            case .day: "D"
            case .week: "W"
            case .month: "M"
            case .year: "Y"
            }
        }
    }

    /// How many units (at least 1).
    public let value: Int
    /// Days, weeks, months or years.
    public let unit: Unit

    /// The largest `value` accepted, so that date arithmetic cannot overflow (ten thousand units).
    public static let maximumValue = 9_999

    /// A period of `value` units.
    ///
    /// - Precondition: `1 <= value <= maximumValue`.
    public init(value: Int, unit: Unit) {
        precondition(
            (1...Self.maximumValue).contains(value),
            "a subscription period is 1…\(Self.maximumValue) units, got \(value)")
        self.value = value
        self.unit = unit
    }

    /// Parses an ISO 8601 duration with exactly one date component: `P`, a positive decimal
    /// integer, and one of `D`, `W`, `M`, `Y` (upper case, as Xcode writes them). Returns `nil` for
    /// anything else (`"1M"`, `"P0M"`, `"P1M2D"`, `"PT1H"`, `"p1m"`, `""`).
    public init?(iso8601 text: String) {
        let characters = Array(text)
        guard characters.count >= 3, characters.first == "P", let last = characters.last,
            let unit = Unit.allCases.first(where: { $0.designator == last })
        else { return nil }
        let digits = characters.dropFirst().dropLast()
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 4,
            let value = Int(String(digits)), value >= 1
        else { return nil }
        self.init(value: value, unit: unit)
    }

    /// The ISO 8601 form, `P1M`.
    public var iso8601: String { "P\(value)\(unit.designator)" }

    /// The ISO 8601 form, `P1M`; same as ``iso8601``.
    public var description: String { iso8601 }

    /// The date `count` periods after `start`, computed in one step from `start` (not period by
    /// period) so that month ends do not drift: 31 January + 2 months is 31 March.
    ///
    /// - Precondition: `count >= 0`.
    public func end(after count: Int = 1, from start: Date, in calendar: Calendar) -> Date {
        precondition(count >= 0, "a period count cannot be negative, got \(count)")
        let amount = value * count
        let component: Calendar.Component
        let scaled: Int
        switch unit {
        case .day: (component, scaled) = (.day, amount)
        case .week: (component, scaled) = (.day, amount * 7)
        case .month: (component, scaled) = (.month, amount)
        case .year: (component, scaled) = (.year, amount)
        }
        guard let date = calendar.date(byAdding: component, value: scaled, to: start) else {
            preconditionFailure("\(calendar.identifier) cannot add \(scaled) \(component) to \(start)")
        }
        return date
    }

    // Encoded as its ISO 8601 string.
    /// Decodes the ISO 8601 string form.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a period ``init(iso8601:)`` accepts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let period = SubscriptionPeriod(iso8601: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 period: \(text)")
        }
        self = period
    }

    /// Encodes the ISO 8601 string form, `"P1M"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}
