public import Foundation

/// How a toolbar looks (`UIToolbarAppearance`): its background and hairline (``UIBarAppearance``).
/// Toolbar buttons take the tint; there are no button appearances here.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    public required init() {
        super.init()
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }
}
