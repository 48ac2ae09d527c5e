import Foundation
import TesseraGraphics

extension UIButton.Configuration {
    /// The colours and effects a configured button draws in one state. Colours are resolved for one
    /// appearance (light or dark).
    struct Appearance: Hashable {
        var background: Paint?
        var foreground: UIColor
        /// A hairline (1 pt) edge, as glass surfaces have.
        var border: UIColor?
        var shadow: Shadow?
        /// A white sheen over the top half (the specular highlight of glass).
        var sheen: UIColor?
        /// The background configuration's edge stroke: colour and width in points.
        var stroke: Stroke?
    }

    /// An edge drawn inside a configured button's background.
    struct Stroke: Hashable {
        var color: UIColor
        var width: CGFloat
    }

    /// The appearance for `state` with `tint`, resolved for `style` (light or dark).
    ///
    /// Derived colours follow the shape of UIKit's: tinted backgrounds are the tint at 15 % (25 %
    /// while highlighted), gray backgrounds the system grey at 12 %; a highlighted filled button
    /// darkens its fill by 15 % (`shade(0.15)`); disabled content is grey at 30 % opacity. The
    /// background configuration's colour, when set, replaces the derived fill, and its stroke is
    /// drawn in every state. Colours resolve for `userInterfaceStyle`.
    func appearance(for state: UIControl.State, tint: UIColor, userInterfaceStyle: UIUserInterfaceStyle) -> Appearance {
        let state = automaticallyUpdateForSelection ? state : state.subtracting(.selected)
        let isDark = userInterfaceStyle == .dark
        let tint = (baseBackgroundColor ?? tint).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: userInterfaceStyle))
        let label = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: userInterfaceStyle))
        let disabledForeground = UIColor.systemGray.resolvedColor(
            with: UITraitCollection(userInterfaceStyle: userInterfaceStyle)
        ).withAlphaComponent(0.45)
        let disabledFill = UIColor.systemGray.resolvedColor(
            with: UITraitCollection(userInterfaceStyle: userInterfaceStyle)
        ).withAlphaComponent(0.12)
        let highlighted = state.contains(.highlighted)
        let selected = state.contains(.selected)
        let foregroundOverride = baseForegroundColor?.resolvedColor(
            with: UITraitCollection(userInterfaceStyle: userInterfaceStyle))

        var result: Appearance
        switch style {
        case .plain:
            result = Appearance(
                background: selected ? .color(tint.withAlphaComponent(0.15)) : nil,
                foreground: highlighted ? tint.withAlphaComponent(0.5) : tint)
        case .tinted:
            result = Appearance(
                background: .color(selected ? tint : tint.withAlphaComponent(highlighted ? 0.25 : 0.15)),
                foreground: selected ? .white : tint)
        case .filled:
            result = Appearance(
                background: .color(highlighted || selected ? tint.shade(0.15) : tint), foreground: .white)
        case .gray:
            let gray = UIColor.systemGray.resolvedColor(with: UITraitCollection(userInterfaceStyle: userInterfaceStyle))
            result = Appearance(
                background: .color(selected ? tint : gray.withAlphaComponent(highlighted ? 0.24 : 0.12)),
                foreground: selected ? .white : tint)
        case .glass, .clearGlass:
            let clear = style == .clearGlass
            let base =
                isDark ? UIColor(white: 1, alpha: clear ? 0.08 : 0.14) : UIColor(white: 1, alpha: clear ? 0.22 : 0.62)
            let fill = highlighted ? base.withAlphaComponent(min(1, base.alpha + 0.12)) : base
            result = Appearance(
                background: .linearGradient(Self.glassGradient(fill)),
                foreground: selected ? tint : (clear && !isDark ? label : (isDark ? .white : label)),
                border: UIColor(white: 1, alpha: isDark ? 0.28 : 0.75),
                shadow: Shadow(
                    color: UIColor(white: 0, alpha: clear ? 0.10 : 0.16), offset: CGSize(width: 0, height: 4),
                    blurRadius: 12),
                sheen: UIColor(white: 1, alpha: clear ? 0.18 : 0.35))
        case .prominentGlass, .prominentClearGlass:
            let clear = style == .prominentClearGlass
            let base = (highlighted ? tint.shade(0.12) : tint).withAlphaComponent(clear ? 0.55 : 0.92)
            result = Appearance(
                background: .linearGradient(Self.glassGradient(base)),
                foreground: .white,
                border: UIColor(white: 1, alpha: 0.45),
                shadow: Shadow(
                    color: tint.shade(0.4).withAlphaComponent(0.30), offset: CGSize(width: 0, height: 4), blurRadius: 12
                ),
                sheen: UIColor(white: 1, alpha: clear ? 0.22 : 0.28))
        }
        if let foregroundOverride { result.foreground = foregroundOverride }
        if state.contains(.disabled) {
            result.foreground = disabledForeground
            if result.background != nil { result.background = .color(disabledFill) }
            result.shadow = nil
            result.sheen = nil
        }
        if let color = background.backgroundColor {
            result.background = .color(
                color.resolvedColor(with: UITraitCollection(userInterfaceStyle: userInterfaceStyle)))
        }
        if let color = background.strokeColor, background.strokeWidth > 0 {
            result.stroke = Stroke(
                color: color.resolvedColor(with: UITraitCollection(userInterfaceStyle: userInterfaceStyle)),
                width: background.strokeWidth)
        }
        return result
    }

    /// A top-to-bottom gradient, lighter at the top, over a unit-height box (scaled when drawn).
    private static func glassGradient(_ base: UIColor) -> LinearGradient {
        LinearGradient(
            stops: [
                .init(color: base.tint(0.25).withAlphaComponent(min(1, base.alpha + 0.08)), location: 0),
                .init(color: base, location: 0.55),
                .init(color: base.shade(0.04), location: 1),
            ],
            start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 1))
    }
}
