public import Foundation

/// A font request: family, size in points, weight and slant. Resolution to an installed face
/// happens in the text engine; an unknown family falls back to the UI font (Inter) and logs once.
///
/// For example:
/// ```swift
/// let title = UIFont.system(size: 17, weight: .semibold)
/// let body = UIFont.preferred(.body, category: .extraLarge)   // Inter 19 pt regular
/// ```
public struct UIFont: Hashable, Sendable {
    /// UIFont weight on the CSS/OpenType scale 100…900 (`regular` is 400).
    public struct Weight: Hashable, Sendable, Comparable {
        /// 100…900.
        public let value: Int
        public init(_ value: Int) { self.value = min(max(value, 100), 900) }

        public static let ultraLight = Weight(100)
        public static let thin = Weight(200)
        public static let light = Weight(300)
        public static let regular = Weight(400)
        public static let medium = Weight(500)
        public static let semibold = Weight(600)
        public static let bold = Weight(700)
        public static let heavy = Weight(800)
        public static let black = Weight(900)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// The UI font family, also the fallback for unknown families.
    public static let systemFamily = "Inter"
    /// The CJK fallback family.
    public static let cjkFamily = "WenQuanYi Micro Hei"
    /// The icon font family.
    public static let iconFamily = "Material Icons"

    /// Family name as fontconfig knows it, e.g. "Inter".
    public var family: String
    /// Size in points (not pixels). Always > 0.
    public var size: CGFloat
    public var weight: Weight
    public var isItalic: Bool

    /// - Precondition: `size` is finite and > 0.
    public init(family: String, size: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        precondition(size.isFinite && size > 0, "UIFont size must be a positive number of points, got \(size)")
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The UI font (Inter) at `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, italic: Bool = false) -> UIFont {
        UIFont(family: systemFamily, size: size, weight: weight, isItalic: italic)
    }

    /// The same font at another size, in points.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(family: family, size: size, weight: weight, isItalic: isItalic)
    }

    /// The same font with another weight.
    public func withWeight(_ weight: Weight) -> UIFont {
        UIFont(family: family, size: size, weight: weight, isItalic: isItalic)
    }
}
