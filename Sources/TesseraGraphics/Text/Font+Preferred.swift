extension Font {
    /// The UI font (Inter) for a Dynamic Type text style: the style's point size in `category`
    /// and its weight (semibold for `headline`, regular otherwise), upright. Sizes follow
    /// `TextStyle.pointSize(for:)`.
    ///
    /// For example:
    /// ```swift
    /// Font.preferred(.headline)                         // Inter 17 pt semibold
    /// Font.preferred(.body, category: .extraLarge)      // Inter 19 pt regular
    /// ```
    public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large) -> Font {
        .system(size: style.pointSize(for: category), weight: style.weight)
    }

    /// The preferred font for `style` in the content size category of `traits` (as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`).
    public static func preferred(_ style: TextStyle, compatibleWith traits: TraitCollection) -> Font {
        preferred(style, category: traits.preferredContentSizeCategory)
    }
}
