public import Foundation
import TesseraCore

extension UIApplication {
    /// Posted when the system is low on memory, after the delegate and the view controllers were
    /// told. Tessera's image caches (`ImageCache`) empty themselves when `UIApplication.shared`
    /// posts it.
    public static let didReceiveMemoryWarningNotification = MemoryWarning.notification

    /// Tells the app that the system is low on memory, as iOS does: the delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then `didReceiveMemoryWarning()` on every view
    /// controller in the app's windows (children, presented controllers and those under a
    /// navigation controller's top included), then ``didReceiveMemoryWarningNotification``.
    ///
    /// A Tessera addition: `TesseraHost` calls it when the desktop warns of low memory (the
    /// desktop portal's memory monitor); tests call it as the Simulator's "Simulate Memory Warning"
    /// is used. View controllers outside every window (made and kept aside) are not told.
    public func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        var seen = Set<ObjectIdentifier>()
        for window in windowsForMemoryWarning {
            window.rootViewController?.forEachControllerInTree(seen: &seen) { $0.didReceiveMemoryWarning() }
        }
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
    }

    /// The connected scenes' windows and the key window, each once.
    private var windowsForMemoryWarning: [UIWindow] {
        var windows = connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        if let key = keyWindow, !windows.contains(where: { $0 === key }) { windows.append(key) }
        return windows
    }
}

extension UIViewController {
    /// Calls `body` with this controller, then its children (a navigation controller's whole stack
    /// and every tab included) and what it presents, depth first, skipping those in `seen`.
    fileprivate func forEachControllerInTree(seen: inout Set<ObjectIdentifier>, _ body: (UIViewController) -> Void) {
        guard seen.insert(ObjectIdentifier(self)).inserted else { return }
        body(self)
        var contained = children
        if let navigation = self as? UINavigationController { contained += navigation.viewControllers }
        if let tabs = self as? UITabBarController { contained += tabs.viewControllers ?? [] }
        for controller in contained { controller.forEachControllerInTree(seen: &seen, body) }
        presentedViewController?.forEachControllerInTree(seen: &seen, body)
    }
}
