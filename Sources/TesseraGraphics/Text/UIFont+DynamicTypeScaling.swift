package import Foundation

extension UIFont {
    /// How a font made by `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)` follows
    /// Dynamic Type: `basePointSize` (the size it was given) scaled like `textStyle`, at most
    /// `maximumPointSize` (0: no maximum).
    package struct DynamicTypeScaling: Hashable, Sendable {
        package let textStyle: TextStyle
        package let basePointSize: CGFloat
        package let maximumPointSize: CGFloat
    }

    /// This font for the content size category of `traits`, when it follows Dynamic Type (what a
    /// view with `adjustsFontForContentSizeCategory` shows); nil for a font that does not.
    ///
    /// A `UIFontMetrics` font is its unscaled font scaled again for the category; a text style's
    /// preferred font takes the style's size in the category and keeps its family, weight and slant.
    package func adjusted(toContentSizeCategoryOf traits: UITraitCollection) -> UIFont? {
        if let dynamicTypeScaling {
            return UIFontMetrics(forTextStyle: dynamicTypeScaling.textStyle).scaledFont(
                for: withSize(dynamicTypeScaling.basePointSize), maximumPointSize: dynamicTypeScaling.maximumPointSize,
                compatibleWith: traits)
        }
        if let textStyle {
            return withSize(UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits).pointSize)
        }
        return nil
    }
}
