public import TesseraGraphics

extension UIViewController {
    /// The traits the controller sees, as UIKit's `UIViewController.traitCollection`: its view's once
    /// loaded, before that its parent's (or the defaults). Never loads the view.
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? parent?.traitCollection ?? .default
    }

    /// The interface style the controller's view and everything in it use, whatever the window's;
    /// `.unspecified` (the default) inherits it. The same as `traitOverrides.userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits the controller sets for its view and everything in it, child controllers
    /// included (iOS 17's `UIViewController.traitOverrides`). They are its view's `traitOverrides`;
    /// set before the view loads, the view gets them when it does.
    public var traitOverrides: any UITraitOverrides {
        get { viewIfLoaded?.traitOverrides ?? pendingTraitOverrides }
        set {
            pendingTraitOverrides = TraitValues(newValue)
            viewIfLoaded?.traitOverrides = newValue
        }
    }
}
