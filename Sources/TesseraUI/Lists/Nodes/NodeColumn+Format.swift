public import Foundation
public import TesseraCore

/// How a `NodeColumn` writes a field as text: a function from the field to a string, with
/// ready-made formats for numbers and dates whose locale and time zone are always explicit.
///
/// For example:
/// ```swift
/// let german = Converter(locale: Locale(identifier: "de_DE"), timeZone: .gmt)
/// ColumnFormat<Double>.number(fractionDigits: 1...2, converter: german).string(1234.5)   // "1.234,5"
/// ColumnFormat<Date>.date(.short, converter: .posixUTC).string(date)                     // "2026-02-01"
///
/// let percent = NumberFormatter()
/// percent.numberStyle = .percent
/// percent.locale = Locale(identifier: "en_US")
/// ColumnFormat<Double>.number(percent).string(0.25)                                      // "25%"
/// ```
///
/// Formats built from a Foundation formatter keep it and call it on the main actor, where views use
/// them; do not change the formatter afterwards from another thread.
public struct ColumnFormat<Field> {
    /// The text for a field.
    public let string: (Field) -> String

    public init(_ string: @escaping (Field) -> String) {
        self.string = string
    }
}

extension ColumnFormat where Field: CustomStringConvertible {
    /// The field's `description`.
    public static var description: ColumnFormat { ColumnFormat { $0.description } }
}

extension ColumnFormat where Field: BinaryInteger {
    /// The integer through `formatter` (its locale and style decide the text); values beyond
    /// `Int64` are clamped.
    public static func number(_ formatter: NumberFormatter) -> ColumnFormat {
        ColumnFormat { value in
            let number = NSNumber(value: Int64(clamping: value))
            return formatter.string(from: number) ?? number.description
        }
    }

    /// The integer in `converter`'s locale, thousands grouped unless `usesGrouping` is false
    /// (`12,345` in `en_US`, `12.345` in `de_DE`).
    public static func number(converter: Converter, usesGrouping: Bool = true) -> ColumnFormat {
        ColumnFormat {
            converter.string(from: Double(Int64(clamping: $0)), fractionDigits: 0...0, usesGrouping: usesGrouping)
        }
    }
}

extension ColumnFormat where Field: BinaryFloatingPoint {
    /// The number through `formatter` (its locale and style decide the text).
    public static func number(_ formatter: NumberFormatter) -> ColumnFormat {
        ColumnFormat { value in
            let number = NSNumber(value: Double(value))
            return formatter.string(from: number) ?? number.description
        }
    }

    /// The number in `converter`'s locale with `fractionDigits` fraction digits (half-even rounding).
    /// - Precondition: `fractionDigits.lowerBound >= 0`.
    public static func number(fractionDigits: ClosedRange<Int>, converter: Converter, usesGrouping: Bool = true)
        -> ColumnFormat
    {
        precondition(fractionDigits.lowerBound >= 0, "ColumnFormat.number: negative digit count")
        return ColumnFormat {
            converter.string(from: Double($0), fractionDigits: fractionDigits, usesGrouping: usesGrouping)
        }
    }
}

extension ColumnFormat where Field == Date {
    /// The date through `formatter` (its locale, time zone and styles decide the text).
    public static func date(_ formatter: DateFormatter) -> ColumnFormat {
        ColumnFormat { formatter.string(from: $0) }
    }

    /// The date in a fixed format, in `converter`'s locale and time zone (`.short`: `2026-02-01`).
    public static func date(_ format: DateFormat, converter: Converter) -> ColumnFormat {
        ColumnFormat { converter.string(from: $0, format: format) }
    }
}
