/// The direction in which a layout reads, which decides where `leading` and `trailing` are
/// (`UIUserInterfaceLayoutDirection`, with UIKit's raw values). It is what a view's
/// `effectiveUserInterfaceLayoutDirection` reports; a trait collection's direction, which may be
/// unspecified, is a `UITraitEnvironmentLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Left to right: leading is the left edge.
    case leftToRight = 0
    /// Right to left: leading is the right edge.
    case rightToLeft = 1
}
