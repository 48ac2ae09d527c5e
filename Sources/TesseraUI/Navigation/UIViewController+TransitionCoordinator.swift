import Foundation

extension UIViewController {
    /// The running push or pop of the navigation controller this controller is in (or is), or nil
    /// when none runs. Read it in `viewWillAppear`/`viewWillDisappear` to animate along (see
    /// ``UIViewControllerTransitionCoordinator``).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller as? UINavigationController, let coordinator = navigation.activeTransition {
                return coordinator
            }
            current = controller.parent
        }
        return nil
    }
}
