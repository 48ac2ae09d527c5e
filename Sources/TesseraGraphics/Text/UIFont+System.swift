public import Foundation

/// The system fonts and Dynamic Type fonts, as UIKit's class methods make them.
///
/// The system font is Inter (UIKit's is San Francisco, which Linux does not have): sizes and weights
/// are UIKit's, glyph widths are Inter's.
///
/// For example:
/// ```swift
/// UIFont.systemFont(ofSize: 17, weight: .semibold)            // Inter 17 pt semibold
/// UIFont.preferredFont(forTextStyle: .headline)               // Inter 17 pt semibold
/// UIFont.preferredFont(forTextStyle: .body,
///     compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))  // Inter 19 pt
/// ```
extension UIFont {
    /// The system font (Inter) at `fontSize` points, regular weight.
    /// - Precondition: `fontSize` is finite and ≥ 0 (0 means 12 points, as in Core Text).
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font (Inter) at `fontSize` points and `weight`.
    /// - Precondition: `fontSize` is finite and ≥ 0 (0 means 12 points, as in Core Text).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: weight)
    }

    /// The system font at `fontSize` points, bold.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font at `fontSize` points, italic.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: .regular, isItalic: true)
    }

    /// A monospaced font (WenQuanYi Micro Hei Mono) at `fontSize` points. The family has a single
    /// regular face: weights from semibold up are drawn emboldened, lighter ones as regular.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: monospacedFamily, size: fontSize, weight: weight)
    }

    /// The system font with digits of equal width (OpenType tabular figures), for numbers that
    /// change in place such as timers and counters.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            family: systemFamily, size: fontSize, weight: weight, isItalic: false, textStyle: nil,
            hasMonospacedDigits: true)
    }

    /// The font for a Dynamic Type text style at the content size category of
    /// `UITraitCollection.current` (`large` when unspecified): the style's point size in that
    /// category (see `UIFont.TextStyle.pointSize(for:)`) and its weight (semibold for `headline`,
    /// regular otherwise), upright. The font remembers its style, so labels that adjust to the
    /// content size category can re-resolve it.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a Dynamic Type text style in the content size category of `traitCollection`;
    /// with nil, or a collection that leaves the category unspecified, that of
    /// `UITraitCollection.current`.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        return UIFont(
            family: systemFamily, size: style.pointSize(for: category), weight: style.weight, isItalic: false,
            textStyle: style, hasMonospacedDigits: false)
    }

    /// The standard size of text in controls: 14 points, as UIKit's.
    public static var systemFontSize: CGFloat { 14 }
    /// The size of small text in controls: 12 points, as UIKit's.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The size of label text: 17 points, as UIKit's.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of button text: 18 points, as UIKit's.
    public static var buttonFontSize: CGFloat { 18 }
}
