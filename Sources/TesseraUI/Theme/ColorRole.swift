/// A semantic colour of a `Theme`, as a value: what styles and the view factory store so that the
/// colour is looked up again in whatever theme is in effect.
///
/// ```swift
/// let role = ColorRole.secondaryLabel
/// label.textColor = label.theme.color(role)
/// label.applyThemed(.textColor(.secondaryLabel))   // re-resolved on every theme change
/// ```
public enum ColorRole: Hashable, Sendable, CaseIterable {
    /// The main background of a screen.
    case background
    /// A background for content on top of `background` (cards, grouped rows).
    case secondaryBackground
    /// A background for content on top of `secondaryBackground`.
    case tertiaryBackground
    /// The background of a grouped table or settings screen.
    case groupedBackground
    /// The background of content on top of `groupedBackground`.
    case secondaryGroupedBackground
    /// Primary text.
    case label
    /// Secondary text, such as subtitles.
    case secondaryLabel
    /// Tertiary text, such as placeholders and hints.
    case tertiaryLabel
    /// Thin lines between content.
    case separator
    /// The accent of controls and links.
    case tint
    /// Destructive actions and errors.
    case destructive
    /// Confirmation and completed states.
    case success
    /// Warnings that need attention but are not errors.
    case warning
}
