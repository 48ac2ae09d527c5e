import Foundation

/// Reads a locale-formatted decimal number strictly and rewrites it in POSIX form (`-1234.5e3`) for
/// the standard library's exact parsers.
///
/// Why not `NumberFormatter.number(from:)`: on this platform it stops at the first character it does
/// not understand and returns the prefix (`"12abc"` → 12, and in `de_DE` `"1,234.5"` → 1.234), which
/// silently turns bad input into wrong numbers. The scanner takes the locale's symbols from the cached
/// `NumberFormatter` and rejects anything else.
///
/// Grammar: `sign? digits (grouping digits)* (decimal digits)? (exponent)?` with at least one digit,
/// where
/// - sign is `-`, `+`, U+2212 or the locale's minus/plus sign (bidirectional marks ignored);
/// - digits are any Unicode decimal digits (ASCII, full-width `１２`, Arabic-Indic `١٢`, …);
/// - grouping is the locale's grouping separator, only between digits of the integer part (a
///   narrow or no-break space locale also accepts a plain space), in groups of the locale's sizes
///   (`1,234,567` in `en_US`, `12,34,567` in `en_IN`; `1,2,3` is rejected);
/// - decimal is the locale's decimal separator;
/// - exponent (`e`/`E`, optional sign, digits) only when `allowsExponent`.
struct NumberScanner {
    let decimalSeparator: String
    let groupingSeparators: Set<String>
    let minusSigns: Set<String>
    let plusSigns: Set<String>
    /// Digits in the group nearest the decimal separator (3 in most locales).
    let primaryGroupSize: Int
    /// Digits in the other groups (2 in `en_IN`); equal to the primary size in most locales.
    let secondaryGroupSize: Int

    /// Bidirectional formatting marks some locales put around signs.
    private static let bidiMarks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}"]

    init(locale: Locale) {
        let key = FormatterCache.NumberKey(
            locale: locale, minimumFractionDigits: 0, maximumFractionDigits: 6, usesGrouping: true)
        let symbols = FormatterCache.shared.withNumberFormatter(key) { formatter in
            (
                formatter.decimalSeparator ?? ".", formatter.groupingSeparator ?? ",", formatter.minusSign ?? "-",
                formatter.plusSign ?? "+",
                formatter.groupingSize, formatter.secondaryGroupingSize
            )
        }
        primaryGroupSize = max(symbols.4, 1)
        secondaryGroupSize = symbols.5 > 0 ? symbols.5 : primaryGroupSize
        decimalSeparator = Self.withoutBidiMarks(symbols.0)
        var grouping: Set<String> = [Self.withoutBidiMarks(symbols.1)]
        if grouping.contains("\u{202F}") || grouping.contains("\u{00A0}") {
            grouping.formUnion([" ", "\u{00A0}", "\u{202F}"])
        }
        grouping.remove("")
        groupingSeparators = grouping
        minusSigns = ["-", "\u{2212}", Self.withoutBidiMarks(symbols.2)]
        plusSigns = ["+", Self.withoutBidiMarks(symbols.3)]
    }

    static func withoutBidiMarks(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !bidiMarks.contains($0) }))
    }

    /// The POSIX spelling of `text` and whether it has a fractional part or exponent; `nil` when
    /// `text` does not follow the grammar.
    func posixForm(of text: String, allowsExponent: Bool) -> (posix: String, isIntegral: Bool)? {
        let characters = Array(Self.withoutBidiMarks(text))
        var index = 0
        var posix = ""
        var isIntegral = true

        func peek(_ symbols: Set<String>) -> Int? {
            for symbol in symbols where !symbol.isEmpty {
                let length = symbol.count
                if index + length <= characters.count, String(characters[index..<index + length]) == symbol {
                    return length
                }
            }
            return nil
        }
        func digit(at position: Int) -> Character? {
            guard position < characters.count,
                let scalar = characters[position].unicodeScalars.first,
                characters[position].unicodeScalars.count == 1,
                scalar.properties.numericType == .decimal,
                let value = scalar.properties.numericValue
            else { return nil }
            return Character(String(Int(value)))
        }
        func readDigits() -> Int {
            var count = 0
            while let value = digit(at: index) {
                posix.append(value)
                index += 1
                count += 1
            }
            return count
        }

        if let length = peek(minusSigns) {
            posix.append("-")
            index += length
        } else if let length = peek(plusSigns) {
            index += length
        }
        var groups = [readDigits()]
        while groups[0] > 0, let length = peek(groupingSeparators), digit(at: index + length) != nil {
            index += length
            groups.append(readDigits())
        }
        guard hasValidGroups(groups) else { return nil }
        var digitCount = groups.reduce(0, +)
        if let length = peek([decimalSeparator]) {
            index += length
            let fraction = readDigits()
            if fraction > 0 {
                posix.insert(contentsOf: ".", at: posix.index(posix.endIndex, offsetBy: -fraction))
                isIntegral = false
            }
            digitCount += fraction
        }
        guard digitCount > 0 else { return nil }
        if allowsExponent, index < characters.count, characters[index] == "e" || characters[index] == "E" {
            posix.append("e")
            index += 1
            if let length = peek(minusSigns) {
                posix.append("-")
                index += length
            } else if let length = peek(plusSigns) {
                index += length
            }
            guard readDigits() > 0 else { return nil }
            isIntegral = false
        }
        guard index == characters.count else { return nil }
        return (posix, isIntegral)
    }

    /// Whether digit groups split by grouping separators have the locale's sizes: the last group the
    /// primary size, the middle ones the secondary size, the first one at most the size that follows.
    private func hasValidGroups(_ groups: [Int]) -> Bool {
        guard groups.count > 1 else { return true }
        guard groups[groups.count - 1] == primaryGroupSize else { return false }
        let middle = groups.dropFirst().dropLast()
        guard middle.allSatisfy({ $0 == secondaryGroupSize }) else { return false }
        let firstLimit = groups.count > 2 ? secondaryGroupSize : primaryGroupSize
        return (1...firstLimit).contains(groups[0])
    }
}
