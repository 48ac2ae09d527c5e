public import Tessera

/// The journal's themes: the default "日落 Sunset" (warm accent, grouped background, secondary text
/// dark enough for WCAG AA) and two "Pro" themes with their own accents, unlocked by the Pro
/// purchase. Roles a theme does not set keep the system theme's values.
///
/// The tint is always an accent *text* shade, so tinted text (bar buttons, the selected tab) reads
/// at AA (≥ 4.5:1) on the theme's cards and grouped background, light and dark:
///
/// | theme | tint light / dark | on cards (light / dark) |
/// | --- | --- | --- |
/// | Sunset | #B34700 / #FF9F66 | 5.5:1 / 8.4:1 |
/// | Bay (Pro) | #0A6A94 / #5CC1EB | 6.0:1 / 8.2:1 |
/// | Dusk (Pro) | #6B3FA0 / #C3A6FF | 7.4:1 / 8.2:1 |
///
/// (WCAG 2.1 contrast ratios; see `UIColor.contrastRatio(with:)`.)
///
/// A theme file edited while the app runs (`ThemeDocument`, reloaded by `JournalLiveTheme` in DEBUG)
/// is laid over a theme with ``applying(_:)``: the roles the file names replace the theme's.
///
/// ```swift
/// window.theme = JournalTheme()                       // Sunset, the default
/// window.theme = JournalTheme(.bay)                   // a Pro theme
/// var document = ThemeDocument()
/// document.colors.tint = ThemeColor(try HexColor(parsing: "#2E7D32"))
/// JournalTheme().applying(document).tint              // #2E7D32 in both appearances
/// ```
public struct JournalTheme: Theme, Hashable {
    /// Which of the built-in themes; stored in the preferences by its raw value.
    public enum Identifier: String, Hashable, Sendable, CaseIterable, Codable {
        case sunset, bay, dusk
    }

    /// The built-in theme this one is, or was made from.
    public let identifier: Identifier
    /// The name Settings shows, Chinese and English ("日落 Sunset"); a theme file's `name` when it
    /// gives one.
    public private(set) var name: String
    /// Whether the theme needs the Pro purchase.
    public let isPro: Bool
    /// The fill accent for tracks and swatches (not text): Sunset's is `JournalPalette.accent`, the
    /// Pro themes' is their tint; a theme file's tint replaces it.
    public private(set) var accent: UIColor
    /// The colours this theme sets; the others are the system theme's.
    private var colors: [ColorRole: UIColor]

    /// The default theme, Sunset.
    public init() {
        self.init(.sunset)
    }

    /// The built-in theme `identifier`.
    public init(_ identifier: Identifier) {
        self.identifier = identifier
        switch identifier {
        case .sunset:
            name = "日落 Sunset"
            isPro = false
            accent = JournalPalette.accent
            colors = Self.roles(
                card: JournalPalette.card, groupedBackground: JournalPalette.background, tint: JournalPalette.accentText
            )
        case .bay:
            name = "海湾 Bay"
            isPro = true
            accent = UIColor(light: UIColor(rgb: 0x0A6A94), dark: UIColor(rgb: 0x5CC1EB))
            colors = Self.roles(
                card: UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x1A1E21)),
                groupedBackground: UIColor(light: UIColor(rgb: 0xEDF3F7), dark: UIColor(rgb: 0x000000)), tint: accent)
        case .dusk:
            name = "暮紫 Dusk"
            isPro = true
            accent = UIColor(light: UIColor(rgb: 0x6B3FA0), dark: UIColor(rgb: 0xC3A6FF))
            colors = Self.roles(
                card: UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x1F1B26)),
                groupedBackground: UIColor(light: UIColor(rgb: 0xF3F0F8), dark: UIColor(rgb: 0x0A080E)), tint: accent)
        }
    }

    /// The roles a built-in theme sets: plain and card backgrounds in `card`, grouped screens on
    /// `groupedBackground`, secondary text in the journal's grey, `tint` for links and controls.
    private static func roles(card: UIColor, groupedBackground: UIColor, tint: UIColor) -> [ColorRole: UIColor] {
        [
            .background: card, .groupedBackground: groupedBackground, .secondaryGroupedBackground: card,
            .secondaryLabel: JournalPalette.secondaryText, .tint: tint,
        ]
    }

    /// Every built-in theme in Settings order: Sunset, Bay, Dusk.
    public static var all: [JournalTheme] { Identifier.allCases.map(JournalTheme.init) }

    /// This theme with every colour role `document` names replaced by the document's colour (its
    /// light and dark values; its tint is also the accent), and the document's name when it has one. Roles the document leaves
    /// out keep this theme's colours. The document's metrics are not theme roles and are ignored.
    public func applying(_ document: ThemeDocument) -> JournalTheme {
        var theme = self
        let roles: [(ColorRole, ThemeColor?)] = [
            (.background, document.colors.background), (.secondaryBackground, document.colors.secondaryBackground),
            (.tertiaryBackground, document.colors.tertiaryBackground),
            (.groupedBackground, document.colors.groupedBackground),
            (.secondaryGroupedBackground, document.colors.secondaryGroupedBackground), (.label, document.colors.label),
            (.secondaryLabel, document.colors.secondaryLabel), (.tertiaryLabel, document.colors.tertiaryLabel),
            (.separator, document.colors.separator), (.tint, document.colors.tint),
            (.destructive, document.colors.destructive), (.success, document.colors.success),
            (.warning, document.colors.warning),
        ]
        for case (let role, let color?) in roles {
            theme.colors[role] = UIColor(light: UIColor(rgba: color.light.rgba), dark: UIColor(rgba: color.dark.rgba))
        }
        if let tint = theme.colors[.tint], document.colors.tint != nil { theme.accent = tint }
        if let name = document.name, !name.isEmpty { theme.name = name }
        return theme
    }

    public var background: UIColor { colors[.background] ?? SystemTheme().background }
    public var secondaryBackground: UIColor { colors[.secondaryBackground] ?? SystemTheme().secondaryBackground }
    public var tertiaryBackground: UIColor { colors[.tertiaryBackground] ?? SystemTheme().tertiaryBackground }
    public var groupedBackground: UIColor { colors[.groupedBackground] ?? SystemTheme().groupedBackground }
    public var secondaryGroupedBackground: UIColor {
        colors[.secondaryGroupedBackground] ?? SystemTheme().secondaryGroupedBackground
    }
    public var label: UIColor { colors[.label] ?? SystemTheme().label }
    public var secondaryLabel: UIColor { colors[.secondaryLabel] ?? SystemTheme().secondaryLabel }
    public var tertiaryLabel: UIColor { colors[.tertiaryLabel] ?? SystemTheme().tertiaryLabel }
    public var separator: UIColor { colors[.separator] ?? SystemTheme().separator }
    public var tint: UIColor { colors[.tint] ?? SystemTheme().tint }
    public var destructive: UIColor { colors[.destructive] ?? SystemTheme().destructive }
    public var success: UIColor { colors[.success] ?? SystemTheme().success }
    public var warning: UIColor { colors[.warning] ?? SystemTheme().warning }
}
