import TesseraCore

/// An sRGB colour written as `"#RRGGBB"` or `"#RRGGBBAA"` in a theme file, kept as the exact packed
/// 8-bit value so nothing is rounded on the way to the renderer.
///
/// TesseraServices does not depend on TesseraGraphics; the app turns it into a `UIColor` with
/// `UIColor(rgba: hex.rgba)`.
///
/// ```swift
/// let accent = try HexColor(parsing: "#E8590C")
/// accent.rgba         // 0xE8590CFF
/// accent.description  // "#E8590C"
/// ```
public struct HexColor: Hashable, Sendable, CustomStringConvertible {
    /// `0xRRGGBBAA`: 8 bits per channel, alpha last, not premultiplied.
    public var rgba: UInt32

    /// Wraps a packed `0xRRGGBBAA` value (alpha last, not premultiplied).
    public init(rgba: UInt32) {
        self.rgba = rgba
    }

    /// Parses `"#RRGGBB"` (opaque) or `"#RRGGBBAA"`, digits in either case. A theme file always
    /// writes the `#`; the digits follow `UIColor(parsingHex:)`'s rules (whitespace, the 3/4-digit
    /// shorthands and other lengths are rejected).
    /// - Throws: ``HexColorError`` carrying the input: a missing `#` first, then a character that is
    ///   not a digit, then a wrong number of digits.
    public init(parsing text: String) throws(HexColorError) {
        guard text.hasPrefix("#") else { throw .missingHash(text) }
        do throws(HexColorDigits.Failure) {
            rgba = try HexColorDigits.rgba(text.dropFirst())
        } catch {
            switch error {
            case .invalidCharacter: throw .invalidDigit(text)
            case .wrongLength: throw .wrongLength(text)
            }
        }
    }

    /// Red channel, 0…255.
    public var red: UInt8 { UInt8(truncatingIfNeeded: rgba >> 24) }
    /// Green channel, 0…255.
    public var green: UInt8 { UInt8(truncatingIfNeeded: rgba >> 16) }
    /// Blue channel, 0…255.
    public var blue: UInt8 { UInt8(truncatingIfNeeded: rgba >> 8) }
    /// Alpha channel, 0…255 (255 is opaque).
    public var alpha: UInt8 { UInt8(truncatingIfNeeded: rgba) }

    /// `"#RRGGBB"` when opaque, else `"#RRGGBBAA"`; upper-case digits.
    public var description: String {
        let digits = alpha == 0xFF ? rgba >> 8 : rgba
        let text = String(digits, radix: 16, uppercase: true)
        let width = alpha == 0xFF ? 6 : 8
        return "#" + String(repeating: "0", count: width - text.count) + text
    }
}

/// Why a string is not a `#RRGGBB` / `#RRGGBBAA` colour; each case carries the string.
///
/// For example:
/// ```swift
/// do {
///     let color = try HexColor(parsing: "12ab34")
///     print(color)
/// } catch {
///     print(error)   // missingHash("12ab34")
/// }
/// ```
public enum HexColorError: Error, Hashable, Sendable {
    /// It does not start with `#`.
    case missingHash(String)
    /// It does not have exactly 6 or 8 characters after the `#`.
    case wrongLength(String)
    /// A character after the `#` is not `0`–`9`, `a`–`f`, `A`–`F`.
    case invalidDigit(String)
}
