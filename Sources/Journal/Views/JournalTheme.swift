public import Tessera

/// The journal's theme: warm accent, grouped background, and secondary text dark enough for WCAG AA.
/// The tint is the accent's text shade, so tinted text (bar buttons, the selected tab) reads at AA.
/// Roles not named here keep the system theme's values.
public struct JournalTheme: Theme {
    public init() {}

    public var background: Color { JournalPalette.card }
    public var groupedBackground: Color { JournalPalette.background }
    public var secondaryGroupedBackground: Color { JournalPalette.card }
    public var secondaryLabel: Color { JournalPalette.secondaryText }
    public var tint: Color { JournalPalette.accentText }
}
