public import Foundation

/// Scales custom fonts and lengths with Dynamic Type the way a built-in text style scales
/// (`UIFontMetrics`).
///
/// A value is scaled by `size(style, category) / size(style, .large)` from the table in
/// `UIFont.TextStyle.pointSize(for:)` (source: `reference/dynamic-type.md`, Apple's published sizes).
/// Fonts are then rounded to the nearest point and capped at an optional maximum; lengths are not
/// rounded. The category is that of the trait collection given, or of `UITraitCollection.current`
/// when there is none or it leaves the category unspecified.
///
/// For example, a 40 pt display font that grows like `largeTitle` but never beyond 1.5×:
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .largeTitle)
/// let display = UIFont.systemFont(ofSize: 40, weight: .semibold)
/// let extraLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
/// metrics.scaledFont(for: display, compatibleWith: extraLarge).pointSize   // 40·36/34 → 42
/// let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
/// metrics.scaledFont(for: display, maximumPointSize: 60, compatibleWith: largest).pointSize  // 71 → 60
/// metrics.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
///     // 10·31/34 ≈ 9.118
/// ```
public struct UIFontMetrics: Hashable, Sendable {
    /// The text style whose growth this metrics object follows.
    public let textStyle: UIFont.TextStyle

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics that follow `body`.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The factor `size(textStyle, category) / size(textStyle, .large)`; 1 at `large` (and for
    /// `unspecified`).
    public func scaleFactor(for category: UIContentSizeCategory) -> CGFloat {
        textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// `font` scaled for the content size category of `UITraitCollection.current`.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the category of `UITraitCollection.current`, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` at its size times `scaleFactor(for:)` the category, rounded to the nearest point
    /// (halves away from zero, never below 1 pt), then capped at `maximumPointSize`. Family, weight
    /// and slant are kept. The font remembers how it was scaled, so a view that adjusts to the
    /// content size category can scale it again.
    ///
    /// - Parameter maximumPointSize: the largest size in points the result may have; 0 for no cap,
    ///   as in UIKit. The cap applies after rounding, so a fractional cap is returned as is.
    /// - Precondition: `maximumPointSize` is finite and ≥ 0.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        precondition(
            maximumPointSize.isFinite && maximumPointSize >= 0,
            "maximumPointSize must be a number of points ≥ 0 (0: no maximum), got \(maximumPointSize)")
        let category = Self.category(of: traitCollection)
        var size = max(1, scaled(font.pointSize, for: category).rounded(.toNearestOrAwayFromZero))
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        let scaling = UIFont.DynamicTypeScaling(
            textStyle: textStyle, basePointSize: font.pointSize, maximumPointSize: maximumPointSize)
        return font.scaled(to: size, per: scaling)
    }

    /// A length in points (spacing, padding, an icon size) scaled for the category of
    /// `UITraitCollection.current`, not rounded.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// A length in points times `scaleFactor(for:)` the category of `traitCollection`, not rounded.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaled(value, for: Self.category(of: traitCollection))
    }

    /// `value · size(category) / size(large)`, multiplying first so that results which are exact
    /// (such as 8.5 · 19 / 17 = 9.5) come out exact and round the documented way.
    private func scaled(_ value: CGFloat, for category: UIContentSizeCategory) -> CGFloat {
        value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// The category of `traits`, or of `UITraitCollection.current` when it is unspecified.
    private static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
        let category = traits?.preferredContentSizeCategory ?? .unspecified
        return category == .unspecified ? UITraitCollection.current.preferredContentSizeCategory : category
    }
}
