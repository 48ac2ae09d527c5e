/// The one set of rules for the digits of a hex colour, behind both `UIColor(parsingHex:)`
/// (TesseraGraphics) and a theme file's `HexColor` (TesseraServices): exactly 6 (`RRGGBB`, opaque)
/// or 8 (`RRGGBBAA`) ASCII hex digits in either case, nothing trimmed. Whether a `#` must come
/// first is the caller's rule; the caller strips it.
package enum HexColorDigits {
    /// Why digits are not a colour.
    package enum Failure: Error, Hashable {
        /// The first character that is not `0`–`9`, `a`–`f` or `A`–`F` (checked before the length).
        case invalidCharacter(Character)
        /// All characters are digits but there are not 6 or 8 of them; carries how many there are.
        case wrongLength(Int)
    }

    /// The colour as a packed `0xRRGGBBAA` (alpha 0xFF for 6 digits).
    ///
    /// - Throws: `Failure`. - Complexity: O(n) in the characters.
    package static func rgba(_ digits: Substring) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        for character in digits {
            guard character.isASCII, let digit = character.hexDigitValue else { throw .invalidCharacter(character) }
            count += 1
            // Only the first 8 digits are accumulated, so the value cannot overflow.
            if count <= 8 { value = value << 4 | UInt32(digit) }
        }
        switch count {
        case 6: return value << 8 | 0xFF
        case 8: return value
        default: throw .wrongLength(count)
        }
    }
}
