extension UIWindow {
    /// The key window: the last window made key that still exists. `UIScreen.main` is its screen.
    private static weak var keyWindow: UIWindow?

    /// The app's key window, if any (UIKit reads it from the window scenes; Tessera has one key window across scenes).
    public static var current: UIWindow? { keyWindow }

    /// True for the key window (`makeKey()`).
    public var isKeyWindow: Bool { UIWindow.keyWindow === self }

    /// Makes this the key window: the one whose screen is `UIScreen.main`.
    public func makeKey() {
        UIWindow.keyWindow = self
    }

    /// Shows the window (`isHidden = false`) and makes it the key window, as an app's scene
    /// delegate does with its window.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
}
