/// What fills or strokes a path: one colour or a gradient.
///
/// For example:
/// ```swift
/// list.fill(.rect(bounds), with: .color(.white))
/// ```
public enum Paint: Hashable, Sendable {
    case color(UIColor)
    case linearGradient(LinearGradient)
}
