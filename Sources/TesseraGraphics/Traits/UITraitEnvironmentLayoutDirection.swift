/// The layout direction a trait collection carries (`UITraitEnvironmentLayoutDirection`, with
/// UIKit's raw values): like `UIUserInterfaceLayoutDirection`, plus `unspecified` for a collection
/// that leaves the direction to its parent.
///
/// For example:
/// ```swift
/// UITraitCollection(layoutDirection: .rightToLeft).layoutDirection   // .rightToLeft
/// UITraitCollection(userInterfaceStyle: .dark).layoutDirection       // .unspecified
/// ```
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Not known yet: the view is not in a hierarchy with a direction.
    case unspecified = -1
    /// Left to right: leading is the left edge.
    case leftToRight = 0
    /// Right to left: leading is the right edge.
    case rightToLeft = 1

    /// The concrete direction: `rightToLeft` for `.rightToLeft`, else `leftToRight` (an unspecified
    /// direction reads left to right, the default of the English locale Tessera lays out in).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        self == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
