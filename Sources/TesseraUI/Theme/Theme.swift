public import TesseraGraphics

/// An app's design language: semantic colour roles and typography roles that views read instead of
/// literal colours and fonts (Aquarius's `DesignColorProtocol`, done with dynamic colours).
///
/// Colours are usually dynamic (`UIColor(light:dark:)`): they resolve against the view's traits when
/// drawn, so switching light/dark needs no work in views. Switching the *theme* (or appearance)
/// calls `themeDidChange()` once on every view and controller below the change, where views that
/// copy theme values re-read them; styles set with `applyThemed(_:)` re-apply by themselves.
///
/// A theme flows down the view tree with the traits: `UIWindow.theme` for a whole screen,
/// `UIView.overrideTheme` for a subtree; `view.theme` reads the one in effect.
///
/// Every requirement has a default from `SystemTheme`'s values, so a custom theme states only what
/// differs:
/// ```swift
/// struct JournalTheme: Theme {
///     var tint: UIColor { UIColor(light: UIColor(rgb: 0xE8590C), dark: UIColor(rgb: 0xFF8A4C)) }
///     var groupedBackground: UIColor { UIColor(light: UIColor(rgb: 0xF2F2F7), dark: .black) }
/// }
/// window.theme = JournalTheme()
/// label.textColor = label.theme.secondaryLabel
/// ```
///
/// Themes compare with `==` (`Equatable`); setting an equal theme changes nothing and calls no hook.
public protocol Theme: Sendable, Equatable {
    /// Behind a plain screen (`systemBackground`).
    var background: UIColor { get }
    /// Behind content grouped on `background`, e.g. a text field's fill (`secondarySystemBackground`).
    var secondaryBackground: UIColor { get }
    /// Behind content grouped on `secondaryBackground` (`tertiarySystemBackground`).
    var tertiaryBackground: UIColor { get }
    /// Behind a grouped list or card layout (`systemGroupedBackground`).
    var groupedBackground: UIColor { get }
    /// Cards and rows on `groupedBackground` (`secondarySystemGroupedBackground`).
    var secondaryGroupedBackground: UIColor { get }
    /// Primary text.
    var label: UIColor { get }
    /// Secondary text: subtitles, dates.
    var secondaryLabel: UIColor { get }
    /// Tertiary text: placeholders, hints.
    var tertiaryLabel: UIColor { get }
    /// Hairlines between rows and around bars.
    var separator: UIColor { get }
    /// The accent: buttons, links, selection.
    var tint: UIColor { get }
    /// Delete and other irreversible actions; errors.
    var destructive: UIColor { get }
    /// Completed, saved, valid.
    var success: UIColor { get }
    /// Needs attention, not yet an error.
    var warning: UIColor { get }

    /// How text in `role` is set. The default maps each role to its Dynamic Type style
    /// (`TypographyRole.defaultTypography`).
    func typography(for role: TypographyRole) -> Typography
}

extension Theme {
    public var background: UIColor { .systemBackground }
    public var secondaryBackground: UIColor { .secondarySystemBackground }
    public var tertiaryBackground: UIColor { .tertiarySystemBackground }
    public var groupedBackground: UIColor { SystemTheme.systemGroupedBackground }
    public var secondaryGroupedBackground: UIColor { SystemTheme.secondarySystemGroupedBackground }
    public var label: UIColor { .label }
    public var secondaryLabel: UIColor { .secondaryLabel }
    public var tertiaryLabel: UIColor { .tertiaryLabel }
    public var separator: UIColor { .separator }
    public var tint: UIColor { .systemBlue }
    public var destructive: UIColor { .systemRed }
    public var success: UIColor { .systemGreen }
    public var warning: UIColor { .systemOrange }

    public func typography(for role: TypographyRole) -> Typography { role.defaultTypography }

    /// The colour of `role` in this theme.
    public func color(_ role: ColorRole) -> UIColor {
        switch role {
        case .background: background
        case .secondaryBackground: secondaryBackground
        case .tertiaryBackground: tertiaryBackground
        case .groupedBackground: groupedBackground
        case .secondaryGroupedBackground: secondaryGroupedBackground
        case .label: label
        case .secondaryLabel: secondaryLabel
        case .tertiaryLabel: tertiaryLabel
        case .separator: separator
        case .tint: tint
        case .destructive: destructive
        case .success: success
        case .warning: warning
        }
    }

    /// The font of `role` at `category` (points scale with Dynamic Type).
    public func font(for role: TypographyRole, category: UIContentSizeCategory = .large) -> UIFont {
        typography(for: role).font(for: category)
    }

    /// Whether `other` is the same type of theme and equal to this one.
    public func isEqual(to other: any Theme) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
