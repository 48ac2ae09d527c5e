import Foundation
public import Tessera

/// The journal's colours: a grouped-list look, warm accent.
public enum JournalPalette {
    /// Behind the cards: light grey in light mode, black in dark mode.
    public static let background = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x000000))
    /// The card surface: white in light mode, elevated grey in dark mode.
    public static let card = UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x1C1C1E))
    /// The app's tint.
    public static let accent = UIColor(light: UIColor(rgb: 0xE8590C), dark: UIColor(rgb: 0xFF8A4C))
    /// Secondary text that keeps WCAG AA contrast (≥ 4.5:1) on both the background and cards:
    /// #636366 on white is 5.9:1, #AEAEB2 on #1C1C1E is 7.5:1. (The system secondary label is 3.4:1.)
    public static let secondaryText = UIColor(light: UIColor(rgb: 0x636366), dark: UIColor(rgb: 0xAEAEB2))
    /// Accent-coloured text (tags, the selected tab), darker than the accent so it reads at AA.
    public static let accentText = UIColor(light: UIColor(rgb: 0xB34700), dark: UIColor(rgb: 0xFF9F66))
    /// Behind avatar initials: white on it is 6.2:1.
    public static let avatarBackground = UIColor(light: UIColor(rgb: 0xB34700), dark: UIColor(rgb: 0xB34700))
    /// A selected row's background: the card colour, so a selected settings row looks like the others.
    @MainActor
    static func selectedRowBackground() -> UIView {
        let view = UIView()
        view.backgroundColor = card
        return view
    }
    public static let cardShadow = Shadow(
        color: UIColor(white: 0, alpha: 0.08), offset: CGSize(width: 0, height: 2), blurRadius: 8)
}
