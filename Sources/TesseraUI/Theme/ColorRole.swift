/// A semantic colour of a `Theme`, as a value: what styles and the view factory store so that the
/// colour is looked up again in whatever theme is in effect.
///
/// ```swift
/// let role = ColorRole.secondaryLabel
/// label.textColor = label.theme.color(role)
/// label.applyThemed(.textColor(.secondaryLabel))   // re-resolved on every theme change
/// ```
public enum ColorRole: Hashable, Sendable, CaseIterable {
    case background
    case secondaryBackground
    case tertiaryBackground
    case groupedBackground
    case secondaryGroupedBackground
    case label
    case secondaryLabel
    case tertiaryLabel
    case separator
    case tint
    case destructive
    case success
    case warning
}
