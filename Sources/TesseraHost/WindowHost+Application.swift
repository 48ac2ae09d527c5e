import CSDL2
public import TesseraUI

extension WindowHost {
    /// Runs an app written as an iOS app delegate: sets it as `UIApplication.shared.delegate`,
    /// launches it (`application(_:didFinishLaunchingWithOptions:)`), connects its scene if it has
    /// a scene delegate (`UIApplication.connectScene()`: the scene delegate makes the window in
    /// `scene(_:willConnectTo:options:)`), shows the window in a desktop window until that is
    /// closed, then tells it the app will terminate.
    ///
    /// The window shown is the scene's key window (else the scene delegate's `window`) when a
    /// scene connected, otherwise the app delegate's `window`.
    ///
    /// For example, the `main.swift` of an app whose `AppDelegate` is iOS code:
    /// ```swift
    /// import TesseraHost
    /// import UIKit
    ///
    /// MainActor.assumeIsolated {
    ///     do {
    ///         try WindowHost.runApplication(AppDelegate(), configuration: .init(title: "Notes"))
    ///     } catch {
    ///         print("no window: \(error)")
    ///     }
    /// }
    /// ```
    /// An app with a scene delegate declares it first, as its Info.plist would:
    /// `UIApplication.shared.declareSceneConfiguration { SceneDelegate() }`.
    /// The delegate is kept until the window closes.
    /// - Throws: ``HostError/noWindow`` when launching left the delegate (and its scene, if one
    ///   connected) without a window or the delegate answered false; what
    ///   ``init(window:configuration:)`` throws.
    public static func runApplication(_ delegate: any UIApplicationDelegate, configuration: Configuration) throws {
        let application = UIApplication.shared
        defer { application.delegate = nil }
        let host = try launchApplication(delegate, configuration: configuration)
        host.run()
    }

    /// Launches the app delegate and opens a host on the window it (or its scene delegate) made,
    /// without running the loop: ``runApplication(_:configuration:)``'s first half, which tests
    /// run headless. On failure the scene, if any, is closed again and the delegate unset.
    static func launchApplication(_ delegate: any UIApplicationDelegate, configuration: Configuration) throws
        -> WindowHost
    {
        let application = UIApplication.shared
        application.delegate = delegate
        var scene: UIScene?
        do {
            guard application.finishLaunching() else { throw HostError.noWindow }
            scene = application.connectScene()
            guard let window = scene.map(window(of:)) ?? delegate.window else { throw HostError.noWindow }
            return try WindowHost(window: window, configuration: configuration)
        } catch {
            if let session = scene?.session {
                application.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
            }
            application.delegate = nil
            throw error
        }
    }

    /// The window of a connected scene: its key window, else its delegate's `window`.
    private static func window(of scene: UIScene) -> UIWindow? {
        (scene as? UIWindowScene)?.keyWindow ?? (scene.delegate as? any UIWindowSceneDelegate)?.window
    }

    /// Minimised or hidden: the app goes to the background. Shown again (SDL also says so when a
    /// window is shown at launch or leaves the maximised state): only an app in the background
    /// comes back, active if the window already has focus.
    func applicationVisibilityChanged(_ isVisible: Bool) {
        let application = UIApplication.shared
        guard isVisible else { return application.move(to: .background) }
        guard application.applicationState == .background else { return }
        let hasFocus = SDL_GetWindowFlags(sdlWindow) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
        application.move(to: hasFocus ? .active : .inactive)
    }

    /// Gives SDL the app's wish about the screen saver when it changed.
    func applyIdleTimer() {
        let disabled = UIApplication.shared.isIdleTimerDisabled
        guard disabled != appliedIdleTimerDisabled else { return }
        appliedIdleTimerDisabled = disabled
        if disabled { SDL_DisableScreenSaver() } else { SDL_EnableScreenSaver() }
    }
}
