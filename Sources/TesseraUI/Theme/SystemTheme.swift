public import TesseraGraphics

/// The default theme: the system colours (`Color.systemBackground`, `.label`, `.separator`, …) with
/// the system blue tint, or another tint, and the Dynamic Type styles for typography.
///
/// The two grouped backgrounds have no `Color` constant; their values are iOS's
/// `systemGroupedBackground` (F2F2F7 / 000000) and `secondarySystemGroupedBackground`
/// (FFFFFF / 1C1C1E), light / dark.
///
/// ```swift
/// window.theme = SystemTheme()                       // what a window starts with
/// window.theme = SystemTheme(tint: .systemPink)      // system look, pink accent
/// ```
public struct SystemTheme: Theme {
    public var tint: Color

    public init(tint: Color = .systemBlue) {
        self.tint = tint
    }

    /// iOS's `systemGroupedBackground`: F2F2F7 light, 000000 dark.
    public static let systemGroupedBackground = Color(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x000000))
    /// iOS's `secondarySystemGroupedBackground`: FFFFFF light, 1C1C1E dark.
    public static let secondarySystemGroupedBackground = Color(
        light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x1C1C1E))
}
