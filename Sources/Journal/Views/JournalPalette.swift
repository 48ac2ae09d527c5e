import Foundation
public import Tessera

/// The journal's colours: a grouped-list look, warm accent.
public enum JournalPalette {
    /// Behind the cards: light grey in light mode, black in dark mode.
    public static let background = Color(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x000000))
    /// The card surface: white in light mode, elevated grey in dark mode.
    public static let card = Color(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x1C1C1E))
    /// The app's tint.
    public static let accent = Color(light: Color(rgb: 0xE8590C), dark: Color(rgb: 0xFF8A4C))
    public static let cardShadow = Shadow(color: Color(white: 0, alpha: 0.08), offset: CGSize(width: 0, height: 2), blurRadius: 8)
}
