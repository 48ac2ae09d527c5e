public import TesseraGraphics

/// The default theme: the system colours (`UIColor.systemBackground`, `.label`, `.separator`, …) with
/// the system blue tint, or another tint, and the Dynamic Type styles for typography.
///
/// The two grouped backgrounds have no `UIColor` constant; their values are iOS's
/// `systemGroupedBackground` (F2F2F7 / 000000) and `secondarySystemGroupedBackground`
/// (FFFFFF / 1C1C1E), light / dark.
///
/// ```swift
/// window.theme = SystemTheme()                       // what a window starts with
/// window.theme = SystemTheme(tint: .systemPink)      // system look, pink accent
/// ```
public struct SystemTheme: Theme {
    public var tint: UIColor

    public init(tint: UIColor = .systemBlue) {
        self.tint = tint
    }

    /// iOS's `systemGroupedBackground`: F2F2F7 light, 000000 dark.
    public static let systemGroupedBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x000000))
    /// iOS's `secondarySystemGroupedBackground`: FFFFFF light, 1C1C1E dark.
    public static let secondarySystemGroupedBackground = UIColor(
        light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x1C1C1E))
}
