public import Foundation

extension Converter {
    /// Reads an integer written in ``locale`` (`"1,234"`, `"-7"`, `"１２"`).
    ///
    /// - Throws: ``ConversionError/empty(_:)``; ``ConversionError/notANumber(_:)`` for anything outside
    ///   the locale's number syntax (exponents included); ``ConversionError/notAnInteger(_:)`` for a
    ///   fractional part, even `.0`; ``ConversionError/outOfRange(_:)`` beyond `Int`.
    public func int(from text: String) throws(ConversionError) -> Int {
        let trimmed = try Self.trimmed(text)
        guard let (posix, isIntegral) = NumberScanner(locale: locale).posixForm(of: trimmed, allowsExponent: false)
        else {
            throw .notANumber(text)
        }
        guard isIntegral else { throw .notAnInteger(text) }
        guard let value = Int(posix) else { throw .outOfRange(text) }
        return value
    }

    /// Reads a decimal number written in ``locale`` (`"1,234.5"` in `en_US`, `"1.234,5"` in `de_DE`,
    /// `"2.5e-3"`).
    ///
    /// - Throws: ``ConversionError/empty(_:)``; ``ConversionError/notANumber(_:)`` for anything outside
    ///   the locale's number syntax (`"abc"`, `"12abc"`, `"0x10"`, `"nan"`);
    ///   ``ConversionError/outOfRange(_:)`` when the value is not finite as a `Double` (`"1e999"`).
    public func double(from text: String) throws(ConversionError) -> Double {
        let trimmed = try Self.trimmed(text)
        guard let (posix, _) = NumberScanner(locale: locale).posixForm(of: trimmed, allowsExponent: true),
            let value = Double(posix)
        else { throw .notANumber(text) }
        guard value.isFinite else { throw .outOfRange(text) }
        return value
    }

    /// Reads a number as a `CGFloat`, with the rules and errors of ``double(from:)``.
    public func cgFloat(from text: String) throws(ConversionError) -> CGFloat {
        CGFloat(try double(from: text))
    }

    /// Writes `number` in ``locale``'s decimal style (`1234.5` → `"1,234.5"` in `en_US`,
    /// `"1.234,5"` in `de_DE`).
    ///
    /// - Parameters:
    ///   - fractionDigits: the fewest and most fraction digits; rounding is half-even.
    ///   - usesGrouping: whether to separate thousands.
    /// Precondition: `fractionDigits.lowerBound >= 0`.
    public func string(from number: Double, fractionDigits: ClosedRange<Int> = 0...6, usesGrouping: Bool = true)
        -> String
    {
        precondition(fractionDigits.lowerBound >= 0, "Converter.string(from:fractionDigits:): negative digit count")
        let key = FormatterCache.NumberKey(
            locale: locale, minimumFractionDigits: fractionDigits.lowerBound,
            maximumFractionDigits: fractionDigits.upperBound, usesGrouping: usesGrouping)
        return FormatterCache.shared.withNumberFormatter(key) {
            $0.string(from: NSNumber(value: number)) ?? String(number)
        }
    }

    /// `value` as a `Double`, exactly.
    /// - Throws: ``ConversionError/outOfRange(_:)`` when the `Double` nearest `value` is not `value`
    ///   (magnitudes above 2⁵³ with low bits set).
    public static func double(exactly value: some BinaryInteger) throws(ConversionError) -> Double {
        guard let double = Double(exactly: value) else { throw .outOfRange(String(value)) }
        return double
    }

    /// `value` as a `CGFloat`, exactly; see ``double(exactly:)``.
    public static func cgFloat(exactly value: some BinaryInteger) throws(ConversionError) -> CGFloat {
        CGFloat(try double(exactly: value))
    }
}
