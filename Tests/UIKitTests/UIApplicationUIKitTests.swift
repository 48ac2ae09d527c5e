import Foundation
import Testing
import UIKit

/// An app delegate as iOS code writes one.
private final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var calls: [String] = []
    var answersLaunch = true

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        calls.append("didFinishLaunching")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return answersLaunch
    }

    func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { calls.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { calls.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { calls.append("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
}

/// A delegate that implements nothing: every method is optional.
private final class MinimalAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
@Suite("UIApplication")
struct UIApplicationUIKitTests {
    /// The lifecycle notifications `application` posts while `body` runs, in order.
    private func notifications(of application: UIApplication, during body: () -> Void) -> [String] {
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
        ]
        final class Log: @unchecked Sendable {
            // Only appended to by observers with no queue, which run inside `post`, on this actor.
            var names: [String] = []
        }
        let log = Log()
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { note in
                log.names.append(note.name.rawValue)
            }
        }
        body()
        observers.forEach(NotificationCenter.default.removeObserver)
        return log.names
    }

    @Test func launchingCallsTheDelegateAndPosts() {
        let application = UIApplication()
        let delegate = RecordingAppDelegate()
        application.delegate = delegate
        var launched = false
        let posted = notifications(of: application) { launched = application.finishLaunching() }
        #expect(launched)
        #expect(delegate.calls == ["didFinishLaunching"])
        #expect(delegate.window?.isKeyWindow == true)
        #expect(posted == ["UIApplicationDidFinishLaunchingNotification"])
        delegate.answersLaunch = false
        #expect(!application.finishLaunching())
    }

    @Test func theStateMovesOneStepAtATimeAsInUIKit() {
        let application = UIApplication()
        let delegate = RecordingAppDelegate()
        application.delegate = delegate
        #expect(application.applicationState == .active)

        let toBackground = notifications(of: application) { application.move(to: .background) }
        #expect(application.applicationState == .background)
        #expect(delegate.calls == ["willResignActive", "didEnterBackground"])
        #expect(
            toBackground == [
                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
            ])

        delegate.calls = []
        let toForeground = notifications(of: application) { application.move(to: .active) }
        #expect(delegate.calls == ["willEnterForeground", "didBecomeActive"])
        #expect(
            toForeground == [
                "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
            ])

        delegate.calls = []
        application.move(to: .active)  // already there: nothing
        application.move(to: .inactive)
        application.move(to: .inactive)
        #expect(delegate.calls == ["willResignActive"])
        #expect(application.applicationState == .inactive)
    }

    @Test func willCallsSeeTheStateLeftAndDidCallsTheStateEntered() {
        final class StateRecorder: UIResponder, UIApplicationDelegate {
            var seen: [String: UIApplication.State] = [:]
            func applicationWillResignActive(_ application: UIApplication) {
                seen["willResignActive"] = application.applicationState
            }
            func applicationDidEnterBackground(_ application: UIApplication) {
                seen["didEnterBackground"] = application.applicationState
            }
            func applicationWillEnterForeground(_ application: UIApplication) {
                seen["willEnterForeground"] = application.applicationState
            }
            func applicationDidBecomeActive(_ application: UIApplication) {
                seen["didBecomeActive"] = application.applicationState
            }
        }
        let application = UIApplication()
        let delegate = StateRecorder()
        application.delegate = delegate
        application.move(to: .background)
        application.move(to: .active)
        #expect(
            delegate.seen == [
                "willResignActive": .active, "didEnterBackground": .background,
                "willEnterForeground": .background, "didBecomeActive": .active,
            ])
    }

    @Test func terminationIsAnnouncedOnce() {
        let application = UIApplication()
        let delegate = RecordingAppDelegate()
        application.delegate = delegate
        let posted = notifications(of: application) {
            application.willTerminate()
            application.willTerminate()
        }
        #expect(delegate.calls == ["willTerminate"])
        #expect(posted == ["UIApplicationWillTerminateNotification"])
    }

    @Test func aDelegateNeedNotImplementAnything() {
        let application = UIApplication()
        let delegate = MinimalAppDelegate()
        application.delegate = delegate
        #expect(application.finishLaunching())
        application.move(to: .background)
        application.willTerminate()
        #expect(delegate.window == nil)
        #expect(application.applicationState == .background)
    }

    @Test func theDelegateIsNotRetained() {
        let application = UIApplication()
        var delegate: RecordingAppDelegate? = RecordingAppDelegate()
        application.delegate = delegate
        delegate = nil
        #expect(application.delegate == nil)
    }

    @Test func sharedIsOneAppWithTheKeyWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        #expect(UIApplication.shared === UIApplication.shared)
        #expect(UIApplication.shared.keyWindow === window)
        #expect(!UIApplication.shared.isIdleTimerDisabled)
    }
}
