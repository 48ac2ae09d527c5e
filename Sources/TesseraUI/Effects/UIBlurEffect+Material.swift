import Foundation
import TesseraGraphics

/// The estimated numbers behind a blur style (see ``UIBlurEffect/Style``).
struct BlurMaterial {
    /// σ of the blur, in points.
    var blurRadius: CGFloat
    var saturation: CGFloat
    var lightTint: UIColor
    var darkTint: UIColor
    /// Set for the styles that do not follow the view's appearance.
    var fixedAppearance: UIUserInterfaceStyle?

    static let white = UIColor(white: 1, alpha: 1)
    static let grey = UIColor(red: 0.11, green: 0.11, blue: 0.118, alpha: 1)

    /// A material following the view's appearance: white at `light` alpha, grey at `dark` alpha.
    static func adaptive(blurRadius: CGFloat, light: CGFloat, dark: CGFloat) -> Self {
        Self(
            blurRadius: blurRadius, saturation: 1.8, lightTint: white.withAlphaComponent(light),
            darkTint: grey.withAlphaComponent(dark))
    }

    /// This material always drawn as `appearance`.
    func fixed(_ appearance: UIUserInterfaceStyle) -> Self {
        var material = self
        material.fixedAppearance = appearance
        return material
    }
}

extension UIBlurEffect.Style {
    var material: BlurMaterial {
        let ultraThin = BlurMaterial.adaptive(blurRadius: 10, light: 0.3, dark: 0.45)
        let thin = BlurMaterial.adaptive(blurRadius: 14, light: 0.5, dark: 0.6)
        let regular = BlurMaterial.adaptive(blurRadius: 20, light: 0.7, dark: 0.72)
        let thick = BlurMaterial.adaptive(blurRadius: 24, light: 0.85, dark: 0.85)
        let chrome = BlurMaterial(
            blurRadius: 20, saturation: 1.8, lightTint: UIColor(white: 0.97, alpha: 0.75),
            darkTint: UIColor(red: 0.16, green: 0.16, blue: 0.17, alpha: 0.78))
        switch self {
        case .extraLight: return BlurMaterial.adaptive(blurRadius: 15, light: 0.78, dark: 0.78).fixed(.light)
        case .light: return BlurMaterial.adaptive(blurRadius: 15, light: 0.45, dark: 0.45).fixed(.light)
        case .dark: return BlurMaterial.adaptive(blurRadius: 15, light: 0.73, dark: 0.73).fixed(.dark)
        case .regular: return BlurMaterial.adaptive(blurRadius: 15, light: 0.6, dark: 0.65)
        case .prominent: return BlurMaterial.adaptive(blurRadius: 15, light: 0.8, dark: 0.8)
        case .systemUltraThinMaterial: return ultraThin
        case .systemThinMaterial: return thin
        case .systemMaterial: return regular
        case .systemThickMaterial: return thick
        case .systemChromeMaterial: return chrome
        case .systemUltraThinMaterialLight: return ultraThin.fixed(.light)
        case .systemThinMaterialLight: return thin.fixed(.light)
        case .systemMaterialLight: return regular.fixed(.light)
        case .systemThickMaterialLight: return thick.fixed(.light)
        case .systemChromeMaterialLight: return chrome.fixed(.light)
        case .systemUltraThinMaterialDark: return ultraThin.fixed(.dark)
        case .systemThinMaterialDark: return thin.fixed(.dark)
        case .systemMaterialDark: return regular.fixed(.dark)
        case .systemThickMaterialDark: return thick.fixed(.dark)
        case .systemChromeMaterialDark: return chrome.fixed(.dark)
        }
    }
}
