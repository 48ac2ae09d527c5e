/// What a scene tells its delegate. Every method has a default that does nothing, as UIKit's are
/// optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being connected: make its windows here (`UIWindow(windowScene:)`).
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected: release what it alone used.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: its window has focus.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive: its window is losing focus, or closing.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come back from the background: its window is being restored.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene is in the background: its window was minimised, or is closing. Save here.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// URLs to open reached the connected scene; Tessera never calls it (see ``UIOpenURLContext``).
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a ``UIWindowScene``: a ``UISceneDelegate`` that keeps the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; `WindowHost.runApplication(_:configuration:)` shows it when the
    /// scene has no key window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
