import TesseraCore

extension UIColor {
    /// Why a string is not a hex colour. Each case carries the string that was rejected.
    public enum HexParseError: Error, Hashable, Sendable {
        /// The string (after an optional leading `#`) does not have exactly 6 or 8 digits.
        /// `digitCount` is the number of characters that were there.
        case wrongLength(input: String, digitCount: Int)
        /// The string holds a character that is not `0`–`9`, `a`–`f` or `A`–`F` (after an optional
        /// leading `#`); `character` is the first such one.
        case invalidCharacter(input: String, character: Character)
    }

    /// A fixed, opaque colour from a packed `0xRRGGBB` value (8 bits per channel).
    ///
    /// For example:
    /// ```swift
    /// UIColor(rgb: 0xFF8000)  // red 1, green 128/255 ≈ 0.502, blue 0, alpha 1
    /// ```
    /// - Precondition: `rgb` ≤ `0xFFFFFF` (use `init(rgba:)` for a value with alpha).
    public convenience init(rgb: UInt32) {
        precondition(rgb <= 0xFF_FFFF, "UIColor(rgb:) takes 0xRRGGBB; use UIColor(rgba:) for 0xRRGGBBAA, got \(rgb)")
        self.init(rgba: rgb << 8 | 0xFF)
    }

    /// A fixed colour from a packed `0xRRGGBBAA` value (8 bits per channel, alpha last, not
    /// premultiplied).
    ///
    /// For example:
    /// ```swift
    /// UIColor(rgba: 0x00000080)  // black at alpha 128/255 ≈ 0.502
    /// ```
    public convenience init(rgba: UInt32) {
        func channel(_ shift: UInt32) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
        self.init(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }

    /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` optional, digits in either case), reporting
    /// why a string is rejected. (Tessera has no `init(hex:)`: apps define their own, with their own
    /// rules, and theirs must be the one their code calls.)
    ///
    /// For example:
    /// ```swift
    /// try UIColor(parsingHex: "#3478F6")    // == UIColor(rgb: 0x3478F6)
    /// try UIColor(parsingHex: "3478f680")   // the same blue at alpha 128/255
    /// try? UIColor(parsingHex: "#FFF")      // nil: three-digit shorthand is not accepted
    /// ```
    ///
    /// Nothing is trimmed or guessed: whitespace, a `0x` prefix, signs, the 3- and 4-digit
    /// shorthands and any other length are errors.
    ///
    /// - Throws: `HexParseError.invalidCharacter` for the first character that is not a hex digit,
    ///   else `HexParseError.wrongLength` when there are not exactly 6 or 8 digits.
    public convenience init(parsingHex hex: String) throws(HexParseError) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        do throws(HexColorDigits.Failure) {
            self.init(rgba: try HexColorDigits.rgba(digits))
        } catch {
            switch error {
            case .invalidCharacter(let character): throw .invalidCharacter(input: hex, character: character)
            case .wrongLength(let count): throw .wrongLength(input: hex, digitCount: count)
            }
        }
    }

    /// The colour as `"#RRGGBB"`, or `"#RRGGBBAA"` when its alpha rounds below 255; upper-case
    /// digits, each channel rounded to the nearest of 0…255. A dynamic colour gives its light
    /// variant (resolve it first for the dark one).
    ///
    /// For example:
    /// ```swift
    /// UIColor(rgb: 0x3478F6).hexString               // "#3478F6"
    /// UIColor.black.withAlphaComponent(0.5).hexString  // "#00000080"
    /// ```
    public var hexString: String {
        func byte(_ component: Double) -> Int { Int((component * 255).rounded()) }
        var bytes = [byte(light.red), byte(light.green), byte(light.blue)]
        if byte(light.alpha) < 255 { bytes.append(byte(light.alpha)) }
        let hexDigits = Array("0123456789ABCDEF")
        return "#" + String(bytes.flatMap { [hexDigits[$0 >> 4], hexDigits[$0 & 0xF]] })
    }
}
