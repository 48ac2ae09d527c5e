/// UIKit's semantic and system colours, as dynamic colours with Apple's light and dark values.
///
/// Source: the values UIKit's `UIColor` system colours resolve to in light and dark appearance at
/// default contrast, as listed in Apple's Human Interface Guidelines ("UIColor", system colors, iOS
/// 15–18; the label, background and separator values unchanged since iOS 13). Each doc comment
/// gives light / dark as 8-bit sRGB (and alpha when not opaque).
///
/// For example:
/// ```swift
/// UIColor.systemBlue.resolved(for: .dark).hexString   // "#0A84FF"
/// UIColor.label.resolved(for: .light) == .black        // true
/// ```
extension UIColor {
    // MARK: Labels

    /// Primary text. Light: black; dark: white.
    public static let label = system(light: 0x000000, dark: 0xFFFFFF)
    /// Secondary text. Light: (60, 60, 67) at alpha 0.6; dark: (235, 235, 245) at alpha 0.6.
    public static let secondaryLabel = system(light: 0x3C3C43, alpha: 0.6, dark: 0xEBEBF5, alpha: 0.6)
    /// Tertiary text. Light: (60, 60, 67) at alpha 0.3; dark: (235, 235, 245) at alpha 0.3.
    public static let tertiaryLabel = system(light: 0x3C3C43, alpha: 0.3, dark: 0xEBEBF5, alpha: 0.3)

    // MARK: Backgrounds

    /// The main background of a screen. Light: white; dark: black.
    public static let systemBackground = system(light: 0xFFFFFF, dark: 0x000000)
    /// Content layered on `systemBackground`. Light: (242, 242, 247); dark: (28, 28, 30).
    public static let secondarySystemBackground = system(light: 0xF2F2F7, dark: 0x1C1C1E)
    /// Content layered on `secondarySystemBackground`. Light: white; dark: (44, 44, 46).
    public static let tertiarySystemBackground = system(light: 0xFFFFFF, dark: 0x2C2C2E)

    // MARK: Separators

    /// Thin lines between content, translucent so that what is below shows through.
    /// Light: (60, 60, 67) at alpha 0.29; dark: (84, 84, 88) at alpha 0.6.
    public static let separator = system(light: 0x3C3C43, alpha: 0.29, dark: 0x545458, alpha: 0.6)

    // MARK: Tints

    /// Light: (0, 122, 255) #007AFF; dark: (10, 132, 255) #0A84FF.
    public static let systemBlue = system(light: 0x007AFF, dark: 0x0A84FF)
    /// Light: (255, 59, 48) #FF3B30; dark: (255, 69, 58) #FF453A.
    public static let systemRed = system(light: 0xFF3B30, dark: 0xFF453A)
    /// Light: (52, 199, 89) #34C759; dark: (48, 209, 88) #30D158.
    public static let systemGreen = system(light: 0x34C759, dark: 0x30D158)
    /// Light: (255, 149, 0) #FF9500; dark: (255, 159, 10) #FF9F0A.
    public static let systemOrange = system(light: 0xFF9500, dark: 0xFF9F0A)
    /// Light: (255, 204, 0) #FFCC00; dark: (255, 214, 10) #FFD60A.
    public static let systemYellow = system(light: 0xFFCC00, dark: 0xFFD60A)
    /// Light: (255, 45, 85) #FF2D55; dark: (255, 55, 95) #FF375F.
    public static let systemPink = system(light: 0xFF2D55, dark: 0xFF375F)
    /// Light: (175, 82, 222) #AF52DE; dark: (191, 90, 242) #BF5AF2.
    public static let systemPurple = system(light: 0xAF52DE, dark: 0xBF5AF2)
    /// Light: (48, 176, 199) #30B0C7; dark: (64, 200, 224) #40C8E0.
    public static let systemTeal = system(light: 0x30B0C7, dark: 0x40C8E0)
    /// Light: (88, 86, 214) #5856D6; dark: (94, 92, 230) #5E5CE6.
    public static let systemIndigo = system(light: 0x5856D6, dark: 0x5E5CE6)
    /// The same in both appearances: (142, 142, 147) #8E8E93.
    public static let systemGray = system(light: 0x8E8E93, dark: 0x8E8E93)

    /// A dynamic colour from two `0xRRGGBB` values and their opacities (fixed when they are equal).
    private static func system(light: UInt32, alpha lightAlpha: Double = 1, dark: UInt32, alpha darkAlpha: Double = 1)
        -> UIColor
    {
        UIColor(
            light: UIColor(rgb: light).withAlpha(lightAlpha).light,
            dark: UIColor(rgb: dark).withAlpha(darkAlpha).light)
    }
}
