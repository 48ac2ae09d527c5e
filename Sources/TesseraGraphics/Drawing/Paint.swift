/// What fills or strokes a path: one colour or a gradient.
///
/// For example:
/// ```swift
/// list.fill(.rect(bounds), with: .color(.white))
/// ```
public enum Paint: Hashable, Sendable {
    /// One colour, resolved against the current traits.
    case color(UIColor)
    /// A linear gradient.
    case linearGradient(LinearGradient)
}
