public import Foundation

/// Scales custom fonts and lengths with Dynamic Type the way a built-in text style scales, as
/// `UIFontMetrics` does.
///
/// A value is scaled by `size(style, category) / size(style, .large)` from the table in
/// `UIFont.TextStyle.pointSize(for:)` (source: `reference/dynamic-type.md`, Apple's published sizes).
/// Fonts are then rounded to the nearest point and capped at an optional maximum; lengths are not
/// rounded.
///
/// For example, a 40 pt display font that grows like `largeTitle` but never beyond 1.5×:
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .largeTitle)
/// let display = UIFont.system(size: 40, weight: .semibold)
/// metrics.scaledFont(for: display, category: .extraLarge).size            // 40·36/34 → 42
/// metrics.scaledFont(for: display, maximumPointSize: 60,
///                    category: .accessibilityExtraExtraExtraLarge).size   // 71 capped → 60
/// metrics.scaledValue(for: 10, category: .extraSmall)                     // 10·31/34 ≈ 9.118
/// ```
public struct UIFontMetrics: Hashable, Sendable {
    /// The text style whose growth this metrics object follows.
    public let textStyle: UIFont.TextStyle

    /// Metrics that scale like `textStyle` (UIKit's default is `body`).
    public init(forTextStyle textStyle: UIFont.TextStyle = .body) {
        self.textStyle = textStyle
    }

    /// Metrics that follow `body`.
    public static let `default` = UIFontMetrics()

    /// The factor `size(textStyle, category) / size(textStyle, .large)`; 1 at `large`.
    public func scaleFactor(for category: UIContentSizeCategory) -> CGFloat {
        textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// `font` at its size times `scaleFactor(for: category)`, rounded to the nearest point (halves
    /// away from zero, never below 1 pt), then capped at `maximumPointSize` when given. Family,
    /// weight and slant are kept.
    ///
    /// - Parameter maximumPointSize: the largest size in points the result may have, or nil for no
    ///   cap. The cap applies after rounding, so a fractional cap is returned as is.
    /// - Precondition: `maximumPointSize`, when given, is finite and > 0.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat? = nil, category: UIContentSizeCategory) -> UIFont {
        var size = max(1, scaled(font.size, for: category).rounded(.toNearestOrAwayFromZero))
        if let maximumPointSize {
            precondition(
                maximumPointSize.isFinite && maximumPointSize > 0,
                "maximumPointSize must be a positive number of points, got \(maximumPointSize)")
            size = min(size, maximumPointSize)
        }
        return font.withSize(size)
    }

    /// `scaledFont(for:maximumPointSize:category:)` in the content size category of `traits`.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat? = nil, compatibleWith traits: UITraitCollection
    ) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, category: traits.preferredContentSizeCategory)
    }

    /// A length in points (spacing, padding, an icon size) times `scaleFactor(for: category)`,
    /// not rounded.
    public func scaledValue(for value: CGFloat, category: UIContentSizeCategory) -> CGFloat {
        scaled(value, for: category)
    }

    /// `value · size(category) / size(large)`, multiplying first so that results which are exact
    /// (such as 8.5 · 19 / 17 = 9.5) come out exact and round the documented way.
    private func scaled(_ value: CGFloat, for category: UIContentSizeCategory) -> CGFloat {
        value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// `scaledValue(for:category:)` in the content size category of `traits`.
    public func scaledValue(for value: CGFloat, compatibleWith traits: UITraitCollection) -> CGFloat {
        scaledValue(for: value, category: traits.preferredContentSizeCategory)
    }
}
