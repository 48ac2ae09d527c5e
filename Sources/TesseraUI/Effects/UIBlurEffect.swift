public import Foundation
public import TesseraGraphics

/// Blurs what lies behind a ``UIVisualEffectView`` and lays a tint over it (`UIBlurEffect`).
///
/// Each style is a blur, a saturation boost and a tint colour. The `system…Material` styles and
/// `.regular` and `.prominent` follow the view's appearance (light or dark); the `…Light` and
/// `…Dark` variants and `.extraLight`, `.light` and `.dark` keep one appearance. The values are
/// estimates made to look like iOS's materials, not Apple's figures (see ``Style``).
///
/// For example:
/// ```swift
/// let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
/// bar.frame = CGRect(x: 0, y: 0, width: 390, height: 96)
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The look of a blur (`UIBlurEffect.Style`, with iOS's raw values).
    ///
    /// Tessera's values — blur σ in points, saturation, tint (white, or a dark grey of about
    /// #1C1C1E, at the alpha given) — are estimates: ultra-thin σ 10, tint alpha 0.3 light / 0.45
    /// dark; thin σ 14, 0.5 / 0.6; material σ 20, 0.7 / 0.72; thick σ 24, 0.85 / 0.85; chrome σ 20,
    /// 0.75 / 0.78 (a greyer white and a lighter grey). All saturate 1.8×. Legacy styles blur by
    /// σ 15: extra-light white at 0.78, light white at 0.45, dark grey at 0.73, regular 0.6 / 0.65,
    /// prominent 0.8 / 0.8.
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The appearance the style keeps whatever the view's, or nil when it follows the view.
    var fixedAppearance: UIUserInterfaceStyle? { style.material.fixedAppearance }

    /// The appearance the blur is drawn in for a view with `traits`.
    func appearance(with traits: UITraitCollection) -> UIUserInterfaceStyle {
        fixedAppearance ?? (traits.userInterfaceStyle == .dark ? .dark : .light)
    }

    override func backdrop(with traits: UITraitCollection) -> Backdrop? {
        let material = style.material
        let tint = appearance(with: traits) == .dark ? material.darkTint : material.lightTint
        return Backdrop(blurRadius: material.blurRadius, saturation: material.saturation, tint: tint)
    }
}
