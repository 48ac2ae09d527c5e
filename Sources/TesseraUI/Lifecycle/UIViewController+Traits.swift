public import TesseraGraphics

extension UIViewController {
    /// The traits the controller sees, as UIKit's `UIViewController.traitCollection`: its view's once
    /// that has inherited traits, before that its parent's (or the defaults) with the controller's
    /// `traitOverrides`. Never loads the view.
    public var traitCollection: UITraitCollection {
        if let traits = viewIfLoaded?.storedTraitCollection { return traits }
        let inherited = parent?.traitCollection ?? .default
        return storedTraitOverrides.isEmpty
            ? inherited : UITraitCollection(traitsFrom: [inherited, storedTraitOverrides.collection])
    }

    /// The interface style the controller's view and everything in it use, whatever the window's;
    /// `.unspecified` (the default) inherits it. The same as `traitOverrides.userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits the controller sets for itself, its view and everything in it, child controllers
    /// included (iOS 17's `UIViewController.traitOverrides`); its view's own `traitOverrides` apply
    /// over them. Set before the view loads, they are in `traitCollection` at once and reach the
    /// view when it is shown. A trait set to unspecified is not overridden.
    ///
    /// - Precondition: `displayScale` is finite and ≥ 0.
    public var traitOverrides: any UITraitOverrides {
        get { storedTraitOverrides }
        set {
            let overrides = TraitValues(overriding: newValue)
            guard overrides != storedTraitOverrides else { return }
            storedTraitOverrides = overrides
            viewIfLoaded?.refreshEnvironment()
        }
    }
}
