public import TesseraGraphics

/// A scene that shows windows (`UIWindowScene`): the scene of an app's desktop window.
///
/// Windows join it with `UIWindow(windowScene:)` or by setting `UIWindow.windowScene`; it holds
/// them weakly, as UIKit does — the scene delegate's `window` property keeps the window alive.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows that joined, oldest first; the scene does not keep them.
    private var windowReferences: [WeakWindow] = []

    /// The scene's windows, oldest first.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    /// The scene's window that is the key window, if any.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen the scene is on: its key window's (else its first window's), or `UIScreen.main`
    /// while it has none.
    open var screen: UIScreen { (keyWindow ?? windows.first)?.screen ?? UIScreen.main }

    /// The scene's traits: its key (else first) window's, or its screen's while it has no window.
    open var traitCollection: UITraitCollection {
        (keyWindow ?? windows.first)?.traitCollection ?? screen.traitCollection
    }

    /// `.landscapeRight` while the key (else first) window is wider than tall, else `.portrait`
    /// (`.unknown` without a window) — as `UIDevice.orientation` reads the key window.
    open var interfaceOrientation: UIInterfaceOrientation {
        guard let window = keyWindow ?? windows.first else { return .unknown }
        return window.bounds.width > window.bounds.height ? .landscapeRight : .portrait
    }

    /// Adds `window` (`UIWindow.windowScene` calls it).
    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
    }

    /// Removes `window` (`UIWindow.windowScene` calls it).
    func detach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
