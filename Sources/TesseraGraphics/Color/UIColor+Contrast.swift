import Foundation

/// Luminance and contrast as defined by WCAG 2.1 ("relative luminance" and "contrast ratio" in
/// the glossary of Web Content Accessibility Guidelines 2.1, W3C Recommendation).
///
/// Both read the red, green and blue of a colour and ignore its alpha: WCAG defines them for
/// opaque colours, so composite a translucent colour over its background first
/// (`composited(over:)`). For a dynamic colour they read the light variant unless given an
/// appearance.
extension UIColor {
    /// WCAG 2.1 relative luminance, 0 (black) … 1 (white):
    /// `L = 0.2126·R + 0.7152·G + 0.0722·B`, where each sRGB channel `c` (0…1) is linearised as
    /// `c / 12.92` when `c ≤ 0.04045`, else `((c + 0.055) / 1.055)^2.4`.
    ///
    /// The threshold 0.04045 is the one of the sRGB standard (IEC 61966-2-1), which WCAG 2.2 also
    /// uses; WCAG 2.1's text prints 0.03928, a difference no 8-bit channel value falls into.
    ///
    /// For example: `UIColor(rgb: 0x777777).relativeLuminance` ≈ 0.1845.
    public var relativeLuminance: Double {
        UIColor.relativeLuminance(of: light)
    }

    /// The WCAG 2.1 contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, where L1 is the relative
    /// luminance of the lighter colour and L2 that of the darker; 1 (no contrast) … 21 (black on
    /// white). Symmetric in its two colours. WCAG AA asks 4.5 for body text, 3 for large text.
    ///
    /// For example:
    /// ```swift
    /// UIColor.black.contrastRatio(with: .white)                // 21
    /// UIColor(rgb: 0x777777).contrastRatio(with: .white)       // ≈ 4.48, just short of AA
    /// ```
    public func contrastRatio(with other: UIColor) -> Double {
        UIColor.contrastRatio(light, other.light)
    }

    /// The contrast ratio of the two colours as they resolve in `style` (dynamic colours take the
    /// variant for that appearance; `unspecified` means light).
    public func contrastRatio(with other: UIColor, for style: UIUserInterfaceStyle) -> Double {
        let (first, second) = (resolved(for: style), other.resolved(for: style))
        return UIColor.contrastRatio(first.light, second.light)
    }

    static func relativeLuminance(of components: Components) -> Double {
        SRGB.luminance(
            red: SRGB.linear(components.red), green: SRGB.linear(components.green),
            blue: SRGB.linear(components.blue))
    }

    static func contrastRatio(_ first: Components, _ second: Components) -> Double {
        let (a, b) = (relativeLuminance(of: first), relativeLuminance(of: second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
