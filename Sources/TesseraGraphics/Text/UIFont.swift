public import Foundation

/// A font: family, size in points, weight and slant (`UIFont`). Resolution to an installed face
/// happens in the text engine.
///
/// The system font is Inter, the monospaced one WenQuanYi Micro Hei Mono and the icon font Material
/// Icons; these and the CJK fallback are the only families installed for Tessera (see
/// `UIFont.familyNames`). `UIFont(name:size:)` returns nil for any other family, as UIKit does for a
/// font it does not have.
///
/// A final class, as UIKit's is a class (so an app's `convenience init` in an extension works);
/// fonts are immutable and `==` compares what they describe. Unlike UIKit's it cannot be
/// subclassed.
///
/// For example:
/// ```swift
/// let title = UIFont.systemFont(ofSize: 17, weight: .semibold)
/// let body = UIFont.preferredFont(forTextStyle: .body)        // Inter 17 pt regular
/// let bold = UIFont(name: "Inter-Bold", size: 15)             // Inter 15 pt bold
/// UIFont(name: "Helvetica", size: 15)                         // nil: not installed
/// ```
public final class UIFont: Hashable, Sendable {
    /// The UI font family, also the fallback for unknown families.
    public static let systemFamily = "Inter"
    /// The family of the monospaced system font (`monospacedSystemFont(ofSize:weight:)`).
    public static let monospacedFamily = "WenQuanYi Micro Hei Mono"
    /// The CJK fallback family.
    public static let cjkFamily = "WenQuanYi Micro Hei"
    /// The icon font family.
    public static let iconFamily = "Material Icons"

    /// The family name, e.g. "Inter".
    public let familyName: String
    /// The size in points (not pixels). Always > 0.
    public let pointSize: CGFloat
    /// The weight. Tessera's: UIKit keeps it in the font descriptor's traits.
    public let weight: Weight
    /// True for an italic (or, for a family without italics, slanted) face. Tessera's: UIKit keeps
    /// it in `fontDescriptor.symbolicTraits`.
    public let isItalic: Bool
    /// The text style of a preferred font (`preferredFont(forTextStyle:)`), which Dynamic Type
    /// follows; nil for other fonts.
    package let textStyle: TextStyle?
    /// True for `monospacedDigitSystemFont(ofSize:weight:)`: digits take tabular widths (OpenType
    /// feature `tnum`).
    let hasMonospacedDigits: Bool
    /// How a font made by `UIFontMetrics` follows Dynamic Type; nil for other fonts.
    package let dynamicTypeScaling: DynamicTypeScaling?

    /// A font of `family` at `size` points, without checking that the family is installed: an
    /// unknown family draws in the system font, and the text engine logs a warning once. Use
    /// `UIFont(name:size:)` to learn whether a family exists.
    ///
    /// - Precondition: `size` is finite and ≥ 0; 0 means 12 points, Core Text's default size (what
    ///   `UIFont.systemFont(ofSize: 0)` gives on iOS).
    public convenience init(family: String, size: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        self.init(
            family: family, size: size, weight: weight, isItalic: isItalic, textStyle: nil, hasMonospacedDigits: false)
    }

    init(
        family: String, size: CGFloat, weight: Weight, isItalic: Bool, textStyle: TextStyle?, hasMonospacedDigits: Bool,
        dynamicTypeScaling: DynamicTypeScaling? = nil
    ) {
        precondition(size.isFinite && size >= 0, "UIFont size must be a number of points ≥ 0, got \(size)")
        self.familyName = family
        self.pointSize = size > 0 ? size : Self.defaultDescriptorSize
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
        self.hasMonospacedDigits = hasMonospacedDigits
        self.dynamicTypeScaling = dynamicTypeScaling
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs === rhs
            || (lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
                && lhs.isItalic == rhs.isItalic && lhs.textStyle == rhs.textStyle
                && lhs.hasMonospacedDigits == rhs.hasMonospacedDigits
                && lhs.dynamicTypeScaling == rhs.dynamicTypeScaling)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(textStyle)
    }

    /// The same font at another size, in points; everything else (family, weight, slant, text
    /// style) is kept.
    ///
    /// - Precondition: `fontSize` is finite and ≥ 0 (0 means 12 points).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            family: familyName, size: fontSize, weight: weight, isItalic: isItalic, textStyle: textStyle,
            hasMonospacedDigits: hasMonospacedDigits)
    }

    /// The same font with another weight (Tessera's; in UIKit a descriptor with weight traits).
    public func withWeight(_ weight: Weight) -> UIFont {
        UIFont(
            family: familyName, size: pointSize, weight: weight, isItalic: isItalic, textStyle: textStyle,
            hasMonospacedDigits: hasMonospacedDigits, dynamicTypeScaling: dynamicTypeScaling)
    }

    /// The font at `size` points, remembering that `UIFontMetrics` scaled it per `scaling`.
    func scaled(to size: CGFloat, per scaling: DynamicTypeScaling) -> UIFont {
        UIFont(
            family: familyName, size: size, weight: weight, isItalic: isItalic, textStyle: textStyle,
            hasMonospacedDigits: hasMonospacedDigits, dynamicTypeScaling: scaling)
    }
}
