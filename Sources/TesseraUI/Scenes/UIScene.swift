public import Foundation

/// One instance of the app's user interface (`UIScene`): UIKit connects it to a
/// ``UISceneSession``, hands it to its ``delegate`` and moves it through the ``ActivationState``s
/// as the app comes and goes.
///
/// Tessera connects at most one scene, a ``UIWindowScene`` for the app's one desktop window (see
/// `UIApplication.connectScene()`), and moves it with the app: a scene is active while the app is,
/// inactive while it is, in the background while it is. Each change reaches the delegate and the
/// scene's notifications, which go out before the app's.
///
/// For example, an observer of the scene's activation:
/// ```swift
/// NotificationCenter.default.addObserver(
///     forName: UIScene.didActivateNotification, object: nil, queue: .main
/// ) { note in print("\(note.object!) is active") }
/// ```
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession

    /// Receives the scene's lifecycle calls. Retained, as in UIKit: the scene keeps its delegate
    /// (and the delegate its window) for as long as it is connected.
    open var delegate: (any UISceneDelegate)?

    /// Where the scene is: `.unattached` until connected and after disconnecting.
    public internal(set) var activationState: ActivationState = .unattached

    /// The scene's title; kept, not shown (the desktop window's title is
    /// `WindowHost.Configuration.title`).
    open var title: String! = ""

    /// The options the scene was connected with.
    let connectionOptions: ConnectionOptions

    /// A scene of `session`; UIKit makes scenes, apps do not.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        self.connectionOptions = connectionOptions
        super.init()
    }

    /// A scene's place in the foreground or background.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app (before connecting, after disconnecting).
        case unattached = -1
        /// On screen, receiving input.
        case foregroundActive = 0
        /// On screen, without input (its window lost focus).
        case foregroundInactive = 1
        /// Not visible (its window is minimised).
        case background = 2
    }

    /// Why a scene was connected. Tessera connects one scene at launch, with no URLs, user
    /// activities, shortcut items or notifications: every member is empty (there is no
    /// `userActivities`: Foundation on Linux has no `NSUserActivity`).
    @preconcurrency @MainActor
    open class ConnectionOptions {
        /// The app that asked for the scene; nil, as no other app asks here.
        open var sourceApplication: String? { nil }

        /// The URLs to open; empty.
        open var urlContexts: Set<UIOpenURLContext> { [] }

        /// An empty set of options.
        public init() {}
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
