/// The user's preferred text size (Dynamic Type), smallest first, with UIKit's raw values
/// (`"UICTContentSizeCategoryL"` …). `large` is the system default; the five `accessibility…`
/// categories are the larger accessibility sizes AX1…AX5; `unspecified` leaves the size to the
/// parent environment and counts as `large` where a size is needed.
///
/// Ordered as UIKit orders them, so `category >= .accessibilityMedium` asks "is an accessibility
/// size"; `unspecified` sorts below every size.
///
/// For example:
/// ```swift
/// UIContentSizeCategory.extraLarge > .large                           // true
/// UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory   // true
/// UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")        // .extraLarge
/// ```
public enum UIContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    /// No size chosen: fonts use the default (large) size.
    case unspecified = "_UICTContentSizeCategoryUnspecified"
    /// The smallest standard size (body text 14 pt).
    case extraSmall = "UICTContentSizeCategoryXS"
    /// Small (body text 15 pt).
    case small = "UICTContentSizeCategoryS"
    /// Medium (body text 16 pt).
    case medium = "UICTContentSizeCategoryM"
    /// The default size (body text 17 pt).
    case large = "UICTContentSizeCategoryL"
    /// Extra large (body text 19 pt).
    case extraLarge = "UICTContentSizeCategoryXL"
    /// Extra extra large (body text 21 pt).
    case extraExtraLarge = "UICTContentSizeCategoryXXL"
    /// The largest standard size (body text 23 pt); larger ones are accessibility sizes.
    case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
    /// AX1
    case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
    /// AX2
    case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
    /// AX3
    case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
    /// AX4
    case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
    /// AX5
    case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

    /// The twelve sizes a user can choose, smallest first (`unspecified` is not one of them).
    public static let allCases: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// True for AX1…AX5.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// 0 for `extraSmall` … 11 for AX5; `large` (3) for `unspecified`. The column of the Dynamic
    /// Type table.
    var sizeIndex: Int { order < 0 ? 3 : order }

    /// -1 for `unspecified`, then 0… in size order.
    private var order: Int { Self.allCases.firstIndex(of: self) ?? -1 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}
