/// UIKit's semantic and system colours, as dynamic colours with Apple's light and dark values at
/// the default contrast and base elevation.
///
/// Sources: the tints (`systemRed` … `systemBrown`) and greys (`systemGray` … `systemGray6`) are
/// the values of Apple's Human Interface Guidelines ("Color", system colors, iOS 15 and later,
/// unchanged in iOS 17). The element colours (labels, fills, backgrounds, separators, `link`,
/// `placeholderText`) are the values UIKit resolves them to, as dumped at run time since iOS 13 and
/// published with the iOS 13 compatibility tables of Noah Gilmore's "ColorCompatibility"; Apple has
/// not changed them since. Each doc comment gives light / dark as 8-bit sRGB (and alpha when not
/// opaque).
///
/// For example:
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.systemBlue.resolvedColor(with: dark).hexString   // "#0A84FF"
/// UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black  // true
/// ```
extension UIColor {
    // MARK: Labels

    /// Primary text. Light: black; dark: white.
    public static let label = system(light: 0x000000, dark: 0xFFFFFF)
    /// Secondary text. Light: (60, 60, 67) at alpha 0.6; dark: (235, 235, 245) at alpha 0.6.
    public static let secondaryLabel = system(light: 0x3C3C43, alpha: 0.6, dark: 0xEBEBF5, alpha: 0.6)
    /// Tertiary text. Light: (60, 60, 67) at alpha 0.3; dark: (235, 235, 245) at alpha 0.3.
    public static let tertiaryLabel = system(light: 0x3C3C43, alpha: 0.3, dark: 0xEBEBF5, alpha: 0.3)
    /// Quaternary text. Light: (60, 60, 67) at alpha 0.18; dark: (235, 235, 245) at alpha 0.16.
    public static let quaternaryLabel = system(light: 0x3C3C43, alpha: 0.18, dark: 0xEBEBF5, alpha: 0.16)
    /// Placeholder text in fields. Light: (60, 60, 67) at alpha 0.3; dark: (235, 235, 245) at alpha 0.3.
    public static let placeholderText = system(light: 0x3C3C43, alpha: 0.3, dark: 0xEBEBF5, alpha: 0.3)
    /// Links. Light: (0, 122, 255) #007AFF; dark: (9, 132, 255) #0984FF.
    public static let link = system(light: 0x007AFF, dark: 0x0984FF)

    // MARK: Fills

    /// Thin and small shapes (a slider's track). Light: (120, 120, 128) at alpha 0.2; dark: (120, 120, 128) at 0.36.
    public static let systemFill = system(light: 0x787880, alpha: 0.2, dark: 0x787880, alpha: 0.36)
    /// Medium shapes (a switch's background). Light: (120, 120, 128) at 0.16; dark: (120, 120, 128) at 0.32.
    public static let secondarySystemFill = system(light: 0x787880, alpha: 0.16, dark: 0x787880, alpha: 0.32)
    /// Large shapes (fields, segmented controls). Light: (118, 118, 128) at 0.12; dark: (118, 118, 128) at 0.24.
    public static let tertiarySystemFill = system(light: 0x767680, alpha: 0.12, dark: 0x767680, alpha: 0.24)
    /// Large areas with complex content. Light: (116, 116, 128) at 0.08; dark: (118, 118, 128) at 0.18.
    public static let quaternarySystemFill = system(light: 0x747480, alpha: 0.08, dark: 0x767680, alpha: 0.18)

    // MARK: Backgrounds

    /// The main background of a screen. Light: white; dark: black.
    public static let systemBackground = system(light: 0xFFFFFF, dark: 0x000000)
    /// Content layered on `systemBackground`. Light: (242, 242, 247); dark: (28, 28, 30).
    public static let secondarySystemBackground = system(light: 0xF2F2F7, dark: 0x1C1C1E)
    /// Content layered on `secondarySystemBackground`. Light: white; dark: (44, 44, 46).
    public static let tertiarySystemBackground = system(light: 0xFFFFFF, dark: 0x2C2C2E)
    /// The background of a grouped table. Light: (242, 242, 247); dark: black.
    public static let systemGroupedBackground = system(light: 0xF2F2F7, dark: 0x000000)
    /// Content on `systemGroupedBackground` (grouped cells). Light: white; dark: (28, 28, 30).
    public static let secondarySystemGroupedBackground = system(light: 0xFFFFFF, dark: 0x1C1C1E)
    /// Content layered on `secondarySystemGroupedBackground`. Light: (242, 242, 247); dark: (44, 44, 46).
    public static let tertiarySystemGroupedBackground = system(light: 0xF2F2F7, dark: 0x2C2C2E)

    // MARK: Separators

    /// Thin lines between content, translucent so that what is below shows through.
    /// Light: (60, 60, 67) at alpha 0.29; dark: (84, 84, 88) at alpha 0.6.
    public static let separator = system(light: 0x3C3C43, alpha: 0.29, dark: 0x545458, alpha: 0.6)
    /// Lines that hide what is below them. Light: (198, 198, 200); dark: (56, 56, 58).
    public static let opaqueSeparator = system(light: 0xC6C6C8, dark: 0x38383A)

    // MARK: Tints

    /// Light: (255, 59, 48) #FF3B30; dark: (255, 69, 58) #FF453A.
    public static let systemRed = system(light: 0xFF3B30, dark: 0xFF453A)
    /// Light: (255, 149, 0) #FF9500; dark: (255, 159, 10) #FF9F0A.
    public static let systemOrange = system(light: 0xFF9500, dark: 0xFF9F0A)
    /// Light: (255, 204, 0) #FFCC00; dark: (255, 214, 10) #FFD60A.
    public static let systemYellow = system(light: 0xFFCC00, dark: 0xFFD60A)
    /// Light: (52, 199, 89) #34C759; dark: (48, 209, 88) #30D158.
    public static let systemGreen = system(light: 0x34C759, dark: 0x30D158)
    /// Light: (0, 199, 190) #00C7BE; dark: (99, 230, 226) #63E6E2.
    public static let systemMint = system(light: 0x00C7BE, dark: 0x63E6E2)
    /// Light: (48, 176, 199) #30B0C7; dark: (64, 200, 224) #40C8E0.
    public static let systemTeal = system(light: 0x30B0C7, dark: 0x40C8E0)
    /// Light: (50, 173, 230) #32ADE6; dark: (100, 210, 255) #64D2FF.
    public static let systemCyan = system(light: 0x32ADE6, dark: 0x64D2FF)
    /// Light: (0, 122, 255) #007AFF; dark: (10, 132, 255) #0A84FF.
    public static let systemBlue = system(light: 0x007AFF, dark: 0x0A84FF)
    /// Light: (88, 86, 214) #5856D6; dark: (94, 92, 230) #5E5CE6.
    public static let systemIndigo = system(light: 0x5856D6, dark: 0x5E5CE6)
    /// Light: (175, 82, 222) #AF52DE; dark: (191, 90, 242) #BF5AF2.
    public static let systemPurple = system(light: 0xAF52DE, dark: 0xBF5AF2)
    /// Light: (255, 45, 85) #FF2D55; dark: (255, 55, 95) #FF375F.
    public static let systemPink = system(light: 0xFF2D55, dark: 0xFF375F)
    /// Light: (162, 132, 94) #A2845E; dark: (172, 142, 104) #AC8E68.
    public static let systemBrown = system(light: 0xA2845E, dark: 0xAC8E68)
    /// The default tint of controls: `systemBlue`'s values. In UIKit `UIColor.tintColor` resolves to
    /// the tint of the view using it; here it is always this blue (a view's own `tintColor` is the
    /// way to tint it).
    public static let tintColor = systemBlue

    // MARK: Greys

    /// The same in both appearances: (142, 142, 147) #8E8E93.
    public static let systemGray = system(light: 0x8E8E93, dark: 0x8E8E93)
    /// Light: (174, 174, 178) #AEAEB2; dark: (99, 99, 102) #636366.
    public static let systemGray2 = system(light: 0xAEAEB2, dark: 0x636366)
    /// Light: (199, 199, 204) #C7C7CC; dark: (72, 72, 74) #48484A.
    public static let systemGray3 = system(light: 0xC7C7CC, dark: 0x48484A)
    /// Light: (209, 209, 214) #D1D1D6; dark: (58, 58, 60) #3A3A3C.
    public static let systemGray4 = system(light: 0xD1D1D6, dark: 0x3A3A3C)
    /// Light: (229, 229, 234) #E5E5EA; dark: (44, 44, 46) #2C2C2E.
    public static let systemGray5 = system(light: 0xE5E5EA, dark: 0x2C2C2E)
    /// Light: (242, 242, 247) #F2F2F7; dark: (28, 28, 30) #1C1C1E.
    public static let systemGray6 = system(light: 0xF2F2F7, dark: 0x1C1C1E)

    /// A dynamic colour from two `0xRRGGBB` values and their opacities (fixed when they are equal).
    private static func system(light: UInt32, alpha lightAlpha: Double = 1, dark: UInt32, alpha darkAlpha: Double = 1)
        -> UIColor
    {
        UIColor(
            light: UIColor(rgb: light).withAlphaComponent(lightAlpha).light,
            dark: UIColor(rgb: dark).withAlphaComponent(darkAlpha).light)
    }
}

/// UIKit's fixed colours: the same in every appearance.
extension UIColor {
    /// Fully transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// White 0.
    public static let black = UIColor(white: 0)
    /// White 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3)
    /// White 1/2.
    public static let gray = UIColor(white: 0.5)
    /// White 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3)
    /// White 1.
    public static let white = UIColor(white: 1)
    /// (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0)
    /// (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0)
    /// (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1)
    /// (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1)
    /// (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0)
    /// (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1)
    /// (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0)
    /// (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5)
    /// (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2)
    /// Text on light backgrounds: black.
    public static let darkText = UIColor.black
    /// Text on dark backgrounds: white at alpha 0.6.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}
