public import Foundation
public import TesseraGraphics

/// Which semantic colour vibrant content takes (`UIVibrancyEffectStyle`, with iOS's raw values).
public enum UIVibrancyEffectStyle: Int, Hashable, Sendable, CaseIterable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7

    /// The semantic colour the style stands for.
    var color: UIColor {
        switch self {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .fill: .systemFill
        case .secondaryFill: .secondarySystemFill
        case .tertiaryFill: .tertiarySystemFill
        case .separator: .separator
        }
    }
}

/// Makes the content of a ``UIVisualEffectView`` stand out over a blur (`UIVibrancyEffect`).
///
/// Put the vibrancy view in the `contentView` of a view with the same ``UIBlurEffect`` and its own
/// content in its `contentView`. iOS blends that content with the blurred backdrop; Tessera
/// approximates this: everything the content draws — fills, strokes, text, shadows — takes one flat
/// colour, the semantic colour the style names (`.label` for ``UIVibrancyEffectStyle/label``,
/// `.systemFill` for ``UIVibrancyEffectStyle/fill``, …) in the blur's appearance, each part keeping
/// its own opacity. Images are drawn as they are. The vibrancy view itself draws no backdrop.
///
/// For example:
/// ```swift
/// let blur = UIBlurEffect(style: .systemMaterial)
/// let background = UIVisualEffectView(effect: blur)
/// let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
/// background.contentView.addSubview(vibrant)
/// vibrant.contentView.addSubview(label)
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    let blurEffect: UIBlurEffect
    /// The colour the content takes.
    let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`, in `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy for content over `blurEffect`, in the `.label` style.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    override func contentColor(with traits: UITraitCollection) -> UIColor? {
        style.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: blurEffect.appearance(with: traits)))
    }
}
