extension UIFont {
    /// The UI font (Inter) for a Dynamic Type text style: the style's point size in `category`
    /// and its weight (semibold for `headline`, regular otherwise), upright. Sizes follow
    /// `UIFont.TextStyle.pointSize(for:)`.
    ///
    /// For example:
    /// ```swift
    /// UIFont.preferred(.headline)                         // Inter 17 pt semibold
    /// UIFont.preferred(.body, category: .extraLarge)      // Inter 19 pt regular
    /// ```
    public static func preferred(_ style: UIFont.TextStyle, category: UIContentSizeCategory = .large) -> UIFont {
        .system(size: style.pointSize(for: category), weight: style.weight)
    }

    /// The preferred font for `style` in the content size category of `traits` (as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`).
    public static func preferred(_ style: UIFont.TextStyle, compatibleWith traits: UITraitCollection) -> UIFont {
        preferred(style, category: traits.preferredContentSizeCategory)
    }
}
