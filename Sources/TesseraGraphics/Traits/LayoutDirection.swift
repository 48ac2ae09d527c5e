/// The direction in which a layout reads, which decides where `leading` and `trailing` are.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
