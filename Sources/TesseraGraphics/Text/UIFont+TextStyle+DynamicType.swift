public import Foundation

/// Dynamic Type: the size and weight of each text style in each content size category.
///
/// Source: Apple's published Dynamic Type sizes for iOS (Human Interface Guidelines, "Typography",
/// Dynamic Type sizes), as collected in `reference/dynamic-type.md`.
extension UIFont.TextStyle {
    /// The point size of this style in `category`, in points (`unspecified` counts as `large`).
    ///
    /// For example:
    /// ```swift
    /// UIFont.TextStyle.body.pointSize(for: .large)                              // 17
    /// UIFont.TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge)  // 53
    /// UIFont.TextStyle.caption2.pointSize(for: .extraSmall)                     // 11
    /// ```
    public func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        guard let row = DynamicTypeTable.pointSizes[self] else {
            preconditionFailure("The Dynamic Type table has no row for \(self)")
        }
        return row[category.sizeIndex]
    }

    /// The point size at the default category, `large`.
    public var defaultPointSize: CGFloat { pointSize(for: .large) }

    /// The weight Apple gives this style: semibold for `headline`, regular for all others.
    public var weight: UIFont.Weight {
        self == .headline ? .semibold : .regular
    }
}

/// The sizes, one row per style and one column per `UIContentSizeCategory` in declaration order
/// (xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1 … AX5).
enum DynamicTypeTable {
    static let pointSizes: [UIFont.TextStyle: [CGFloat]] = [
        //              xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}
