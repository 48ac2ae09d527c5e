public import Foundation
import TesseraCore
public import TesseraGraphics

/// The running app (`UIApplication.shared`): its state in the foreground and background, the
/// notifications and delegate calls that announce each change, and opening URLs with the desktop's
/// default handlers.
///
/// `TesseraHost` drives the state as the desktop treats its window: active while it has focus,
/// inactive without focus, in the background while minimised, and terminating when it closes.
/// Without a host (tests, headless renders) the app is active. Tests move it with ``move(to:)``
/// to exercise an app's lifecycle code.
///
/// For example:
/// ```swift
/// NotificationCenter.default.addObserver(
///     forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
/// ) { _ in store.save() }
/// UIApplication.shared.open(URL(string: "https://swift.org")!)
/// ```
///
/// An app with a scene delegate gets one scene (see UIApplication+Scenes.swift), which moves with
/// the app; its delegate then gets the lifecycle calls in place of the app delegate's, as in UIKit.
///
/// Not provided: several scenes, background tasks, remote notifications, badges, shortcut items and
/// `sendAction(_:to:from:for:)` (there are no selectors).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app.
    public static let shared: UIApplication = {
        let application = UIApplication()
        MemoryWarning.registerSharedSender(application)
        return application
    }()

    /// Receives the lifecycle calls; not retained, as in UIKit.
    open weak var delegate: (any UIApplicationDelegate)?

    /// Where the app is: `.active` in the foreground with focus, `.inactive` in the foreground
    /// without it, `.background` while no window is visible.
    public private(set) var applicationState: State = .active

    /// Whether ``willTerminateNotification`` went out.
    private var hasTerminated = false

    /// The connected scenes: at most one, for the app's window (`connectScene()`).
    public internal(set) var connectedScenes: Set<UIScene> = []

    /// The sessions of the app's scenes, connected or not.
    public internal(set) var openSessions: Set<UISceneSession> = []

    /// The declared scene configurations, in order (`declareSceneConfiguration(name:sessionRole:delegate:)`).
    var sceneManifest: [SceneManifestEntry] = []

    /// The key window (deprecated in UIKit; windows belong to scenes there).
    open var keyWindow: UIWindow? { UIWindow.current }

    /// The direction the app's interface reads in: the key window's traits' (UIKit takes it from
    /// the app's language), left to right without a key window or a direction.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        keyWindow?.traitCollection.layoutDirection.userInterfaceLayoutDirection ?? .leftToRight
    }

    /// Keeps the screen saver and display sleep away while true; `TesseraHost` applies it.
    open var isIdleTimerDisabled = false

    /// Launches the app: calls the delegate's `application(_:didFinishLaunchingWithOptions:)` and
    /// posts ``didFinishLaunchingNotification``; returns what the delegate answered.
    /// (A Tessera addition, which `WindowHost.runApplication(_:configuration:)` calls.)
    @discardableResult
    public func finishLaunching() -> Bool {
        let launched = delegate?.application(self, didFinishLaunchingWithOptions: nil) ?? true
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        return launched
    }

    /// Moves the app to `state` as UIKit does, one step at a time — active ↔ inactive ↔
    /// background — posting each step's notification after the delegate's call: willResignActive,
    /// didEnterBackground, willEnterForeground, didBecomeActive. Moving to the state it is in does
    /// nothing. (A Tessera addition: the host calls it; tests call it.)
    ///
    /// Connected scenes take each step first, with their delegates' calls and notifications;
    /// then, as in UIKit, the app delegate is not called, but the app's notifications still go out.
    public func move(to state: State) {
        let appDelegate = connectedScenes.isEmpty ? delegate : nil  // a scene-based app's delegate is not called
        while applicationState != state {
            // As in UIKit, "will" calls see the state being left and "did" calls the state entered.
            switch (applicationState, state) {
            case (.active, _):
                moveScenes(to: .foregroundInactive)
                appDelegate?.applicationWillResignActive(self)
                post(Self.willResignActiveNotification)
                applicationState = .inactive
            case (.inactive, .background):
                moveScenes(to: .background)
                applicationState = .background
                appDelegate?.applicationDidEnterBackground(self)
                post(Self.didEnterBackgroundNotification)
            case (.background, _):
                moveScenes(to: .foregroundInactive)
                appDelegate?.applicationWillEnterForeground(self)
                post(Self.willEnterForegroundNotification)
                applicationState = .inactive
            default:  // inactive → active
                moveScenes(to: .foregroundActive)
                applicationState = .active
                appDelegate?.applicationDidBecomeActive(self)
                post(Self.didBecomeActiveNotification)
            }
        }
    }

    /// Tells the delegate and observers that the app is about to end (once per process). (A
    /// Tessera addition: the host calls it when its window closes.)
    ///
    /// With a connected scene the app first goes to the background (the scene delegate's
    /// `sceneDidEnterBackground(_:)` is where a scene-based app saves) and the scene disconnects.
    public func willTerminate() {
        guard !hasTerminated else { return }
        hasTerminated = true
        if !connectedScenes.isEmpty {
            move(to: .background)
            disconnectScenes()
        }
        delegate?.applicationWillTerminate(self)
        post(Self.willTerminateNotification)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }

    /// The app's states.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// What launched the app; Tessera launches with none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}

/// What the app tells its delegate. Every method has a default that does nothing (launching
/// answers true), as UIKit's are optional.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window: `WindowHost.runApplication(_:configuration:)` shows it after launching.
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory: free what can be made again (see
    /// `UIApplication.receiveMemoryWarning()`).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The configuration of the scene about to connect: return one with the scene delegate's
    /// class. The default is the one declared for the session's role, if any (see
    /// `UISceneConfiguration`); none: the app runs on ``window``.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Sessions were discarded; Tessera discards them only on
    /// `requestSceneSessionDestruction(_:options:errorHandler:)`.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(
        _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {}
}
