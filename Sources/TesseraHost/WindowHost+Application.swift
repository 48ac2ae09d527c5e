import CSDL2
public import TesseraUI

extension WindowHost {
    /// Runs an app written as an iOS app delegate: sets it as `UIApplication.shared.delegate`,
    /// launches it (`application(_:didFinishLaunchingWithOptions:)`), shows the `window` it made in
    /// a desktop window until that is closed, then tells it the app will terminate.
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
    /// The delegate is kept until the window closes.
    /// - Throws: ``HostError/noWindow`` when launching left the delegate without a window or the
    ///   delegate answered false; what ``init(window:configuration:)`` throws.
    public static func runApplication(_ delegate: any UIApplicationDelegate, configuration: Configuration) throws {
        let application = UIApplication.shared
        application.delegate = delegate
        defer { application.delegate = nil }
        guard application.finishLaunching(), let window = delegate.window else { throw HostError.noWindow }
        let host = try WindowHost(window: window, configuration: configuration)
        host.run()
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
