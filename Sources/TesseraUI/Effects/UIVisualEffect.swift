public import Foundation
public import TesseraGraphics

/// An effect a ``UIVisualEffectView`` applies (`UIVisualEffect`): ``UIBlurEffect`` blurs what is
/// behind the view, ``UIVibrancyEffect`` recolours the view's content. A plain `UIVisualEffect()`
/// does nothing.
///
/// Main actor only.
@preconcurrency @MainActor
open class UIVisualEffect {
    /// An effect that does nothing.
    public init() {}

    /// The backdrop drawn over what lies behind a view with `traits`; nil draws none.
    func backdrop(with traits: UITraitCollection) -> Backdrop? { nil }

    /// The flat colour a view with `traits` draws its content in; nil leaves the content as it is.
    func contentColor(with traits: UITraitCollection) -> UIColor? { nil }
}
