/// Why a conversion rejected its input. Every case carries the input as given.
///
/// For example:
/// ```swift
/// do {
///     let count = try Converter.posixUTC.int(from: "12.5")
///     print(count)
/// } catch {
///     print(error)   // notAnInteger("12.5")
/// }
/// ```
public enum ConversionError: Error, Hashable, CustomStringConvertible {
    /// The input was empty or only whitespace.
    case empty(String)
    /// The input is not a number in the converter's locale (stray characters, misplaced separators).
    case notANumber(String)
    /// The input is a number with a fractional part where an integer was required.
    case notAnInteger(String)
    /// The number does not fit the target type (overflow, or not finite such as `1e999`), or an
    /// integer cannot be represented exactly as a floating-point value.
    case outOfRange(String)
    /// The input is not one of the accepted boolean words.
    case notABoolean(String)
    /// The input does not match the date format, or names a date that does not exist
    /// (`2026-02-30`); `format` is the pattern expected.
    case invalidDate(String, format: String)

    public var description: String {
        switch self {
        case .empty(let input): "empty input \(input.debugDescription)"
        case .notANumber(let input): "not a number: \(input.debugDescription)"
        case .notAnInteger(let input): "not an integer: \(input.debugDescription)"
        case .outOfRange(let input): "out of range: \(input.debugDescription)"
        case .notABoolean(let input): "not a boolean: \(input.debugDescription)"
        case .invalidDate(let input, let format): "not a date in the format \(format): \(input.debugDescription)"
        }
    }
}
