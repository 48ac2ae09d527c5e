/// The user's preferred text size (Dynamic Type), smallest first. `large` is the system default;
/// the five `accessibility…` categories are the larger accessibility sizes AX1…AX5.
///
/// Ordered, so `category >= .accessibilityMedium` asks "is an accessibility size".
public enum UIContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    /// AX1
    case accessibilityMedium
    /// AX2
    case accessibilityLarge
    /// AX3
    case accessibilityExtraLarge
    /// AX4
    case accessibilityExtraExtraLarge
    /// AX5
    case accessibilityExtraExtraExtraLarge

    /// True for AX1…AX5.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
