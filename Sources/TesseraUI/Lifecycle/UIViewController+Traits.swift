public import TesseraGraphics

extension UIViewController {
    /// The traits the controller sees, as UIKit's `UIViewController.traitCollection`: its view's once
    /// loaded, before that its parent's (or the defaults). Never loads the view.
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? parent?.traitCollection ?? .default
    }

    /// The interface style the controller's view and everything in it use, whatever the window's;
    /// `.unspecified` (the default) inherits it. As UIKit's, it is the view's
    /// `overrideUserInterfaceStyle`; set before the view loads, the view gets it when it does.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { viewIfLoaded?.overrideUserInterfaceStyle ?? pendingUserInterfaceStyle }
        set {
            pendingUserInterfaceStyle = newValue
            viewIfLoaded?.overrideUserInterfaceStyle = newValue
        }
    }
}
