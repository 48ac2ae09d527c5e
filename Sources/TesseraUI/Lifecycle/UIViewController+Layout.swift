public import Foundation
public import TesseraGraphics

extension UIViewController {
    /// The insets added to the safe area of the controller's view, on top of what the window and its
    /// ancestors give it (a custom bar of your own, say): its safe area layout guide, its subviews'
    /// `safeAreaInsets` and their layout margins follow at the next layout pass.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            guard newValue != storedAdditionalSafeAreaInsets else { return }
            storedAdditionalSafeAreaInsets = newValue
            viewIfLoaded?.safeAreaInsetsDidChangeInSubtree()
        }
    }
}

/// The look of the status bar a controller asks for (`UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Hashable, Sendable {
    /// Dark text in light mode, light text in dark mode.
    case `default` = 0
    /// Light text, for dark backgrounds.
    case lightContent = 1
    /// Dark text, for light backgrounds.
    case darkContent = 3
}

extension UIView {
    /// Lays out this view and every descendant again, and moves their safe area and margins guides:
    /// a change of this view's safe area reaches them all.
    func safeAreaInsetsDidChangeInSubtree() {
        setNeedsLayout()
        layoutNodeStorage?.safeAreaInsetsDidChange()
        for child in subviews { child.safeAreaInsetsDidChangeInSubtree() }
    }
}
