import Foundation
import Testing
import UIKit

/// What the delegates and observers saw, in order.
private final class Log: @unchecked Sendable {
    // Appended to only on the main actor: by the delegates, and by observers with no queue, which
    // run inside `post`, called on the main actor by UIApplication and UIScene.
    var entries: [String] = []
}

/// An app delegate that records every call, including those UIKit does not make to a scene-based app.
private final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    let log: Log
    init(log: Log) { self.log = log }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.entries.append("app didFinishLaunching")
        return true
    }
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        log.entries.append("app configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.entries.append("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.entries.append("app willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.entries.append("app didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) {
        log.entries.append("app willEnterForeground")
    }
    func applicationWillTerminate(_ application: UIApplication) { log.entries.append("app willTerminate") }
}

/// A scene delegate that records every call with the scene's state as the call sees it.
private final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    let log: Log
    var window: UIWindow?
    init(log: Log) { self.log = log }

    private func record(_ call: String, _ scene: UIScene) {
        log.entries.append("scene \(call) (\(scene.activationState))")
    }
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        record("willConnectTo", scene)
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { record("didDisconnect", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { record("didBecomeActive", scene) }
    func sceneWillResignActive(_ scene: UIScene) { record("willResignActive", scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { record("willEnterForeground", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { record("didEnterBackground", scene) }
}

@MainActor
@Suite("UIScene lifecycle")
struct UISceneLifecycleUIKitTests {
    private static let notifications: [Notification.Name] = [
        UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
        UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
        UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification,
        UIScene.didEnterBackgroundNotification,
    ]

    /// Runs `body` with `log` recording the notifications of `application` and of its scenes
    /// (the object's name after the notification's, "UIApplication" or "UIWindowScene").
    private func observing(_ application: UIApplication, into log: Log, during body: () -> Void) {
        let observers = Self.notifications.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                guard let object = note.object as AnyObject?, object === application || object is UIScene else {
                    return
                }
                log.entries.append("\(note.name.rawValue) \(type(of: object))")
            }
        }
        body()
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    @Test func sceneAndAppCallsAndNotificationsComeInUIKitsOrder() throws {
        let log = Log()
        let application = UIApplication()
        let appDelegate = RecordingAppDelegate(log: log)
        application.delegate = appDelegate
        application.declareSceneConfiguration { RecordingSceneDelegate(log: log) }

        var steps: [[String]] = []
        observing(application, into: log) {
            func step(_ body: () -> Void) {
                log.entries = []
                body()
                steps.append(log.entries)
            }
            step {
                application.finishLaunching()
                application.connectScene()
            }
            step { application.move(to: .inactive) }
            step { application.move(to: .background) }
            step { application.move(to: .active) }
            step { application.willTerminate() }
        }
        try #require(steps.count == 5)
        #expect(
            steps[0] == [
                "app didFinishLaunching", "UIApplicationDidFinishLaunchingNotification UIApplication",
                "app configurationForConnecting",
                "scene willConnectTo (unattached)", "UISceneWillConnectNotification UIWindowScene",
                "scene willEnterForeground (unattached)", "UISceneWillEnterForegroundNotification UIWindowScene",
                "scene didBecomeActive (foregroundActive)", "UISceneDidActivateNotification UIWindowScene",
            ])
        #expect(
            steps[1] == [
                "scene willResignActive (foregroundActive)", "UISceneWillDeactivateNotification UIWindowScene",
                "UIApplicationWillResignActiveNotification UIApplication",
            ])
        #expect(
            steps[2] == [
                "scene didEnterBackground (background)", "UISceneDidEnterBackgroundNotification UIWindowScene",
                "UIApplicationDidEnterBackgroundNotification UIApplication",
            ])
        #expect(
            steps[3] == [
                "scene willEnterForeground (background)", "UISceneWillEnterForegroundNotification UIWindowScene",
                "UIApplicationWillEnterForegroundNotification UIApplication",
                "scene didBecomeActive (foregroundActive)", "UISceneDidActivateNotification UIWindowScene",
                "UIApplicationDidBecomeActiveNotification UIApplication",
            ])
        // Closing: the scene goes to the background (where a scene-based app saves), disconnects,
        // and the app terminates.
        #expect(
            steps[4] == [
                "scene willResignActive (foregroundActive)", "UISceneWillDeactivateNotification UIWindowScene",
                "UIApplicationWillResignActiveNotification UIApplication",
                "scene didEnterBackground (background)", "UISceneDidEnterBackgroundNotification UIWindowScene",
                "UIApplicationDidEnterBackgroundNotification UIApplication",
                "scene didDisconnect (background)", "UISceneDidDisconnectNotification UIWindowScene",
                "app willTerminate", "UIApplicationWillTerminateNotification UIApplication",
            ])
        #expect(application.connectedScenes.isEmpty)
        #expect(application.openSessions.count == 1)
        #expect(application.openSessions.first?.scene == nil)
    }

    @Test func aSceneConnectingToAnAppInTheBackgroundStaysThere() throws {
        let log = Log()
        let application = UIApplication()
        application.move(to: .background)
        application.declareSceneConfiguration { RecordingSceneDelegate(log: log) }
        let scene = try #require(application.connectScene())
        #expect(scene.activationState == .background)
        #expect(log.entries == ["scene willConnectTo (unattached)", "scene didEnterBackground (background)"])
        log.entries = []
        application.move(to: .inactive)
        #expect(scene.activationState == .foregroundInactive)
        #expect(log.entries == ["scene willEnterForeground (background)"])
    }

    @Test func anAppDelegateOnlyAppGetsEveryCallAsBefore() {
        final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var calls: [String] = []
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
                return true
            }
            func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive") }
            func applicationWillResignActive(_ application: UIApplication) { calls.append("willResignActive") }
            func applicationDidEnterBackground(_ application: UIApplication) { calls.append("didEnterBackground") }
            func applicationWillEnterForeground(_ application: UIApplication) {
                calls.append("willEnterForeground")
            }
            func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
        }
        let application = UIApplication()
        let delegate = WindowAppDelegate()
        application.delegate = delegate
        #expect(application.finishLaunching())
        #expect(application.connectScene() == nil)
        application.move(to: .background)
        application.move(to: .active)
        application.willTerminate()
        #expect(
            delegate.calls == [
                "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive", "willTerminate",
            ])
        #expect(application.applicationState == .active)  // terminating does not move an app without scenes
        #expect(delegate.window?.windowScene == nil)
    }
}
