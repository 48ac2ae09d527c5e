import Foundation
import Testing
import UIKit

// An Xcode iOS app template's two delegates, as written there (with a root view controller in code
// in place of the storyboard).

private final class TemplateViewController: UIViewController {}

private class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Override point for customization after application launch.
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
    }
}

private class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = TemplateViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// An app delegate that implements nothing.
private final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

/// A scene delegate that makes no window.
private final class EmptySceneDelegate: UIResponder, UIWindowSceneDelegate {}

private final class CustomScene: UIWindowScene {}

@MainActor
@Suite("UIScene")
struct UISceneUIKitTests {
    @Test func theTemplatesSceneDelegateMakesTheWindow() throws {
        let application = UIApplication()
        let appDelegate = AppDelegate()
        application.delegate = appDelegate
        application.declareSceneConfiguration { SceneDelegate() }  // the template's Info.plist
        #expect(application.finishLaunching())

        let scene = try #require(application.connectScene() as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.keyWindow === window)
        #expect(scene.windows == [window])
        #expect(window.windowScene === scene)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.rootViewController is TemplateViewController)
        #expect(window.frame == scene.screen.bounds)
        #expect(application.connectedScenes == [scene])
        #expect(application.openSessions == [scene.session])

        let session = scene.session
        #expect(session.scene === scene)
        #expect(session.role == .windowApplication)
        #expect(session.role.rawValue == "UIWindowSceneSessionRoleApplication")
        #expect(session.configuration.name == "Default Configuration")
        #expect(session.configuration.delegateClass == SceneDelegate.self)
        #expect(!session.persistentIdentifier.isEmpty)
        #expect(application.connectScene() === scene)  // one scene
    }

    @Test func anAppDelegateWithoutASceneConfigurationRunsAsBefore() {
        let application = UIApplication()
        let delegate = PlainAppDelegate()
        application.delegate = delegate
        #expect(application.finishLaunching())
        #expect(application.connectScene() == nil)  // nothing declared: no scene delegate to make
        #expect(application.connectedScenes.isEmpty)
        #expect(application.openSessions.isEmpty)

        let template = UIApplication()
        let templateDelegate = AppDelegate()
        template.delegate = templateDelegate
        #expect(template.connectScene() == nil)  // the template's configuration, undeclared
        #expect(template.openSessions.isEmpty)
    }

    @Test func aConfigurationNamesItsDelegateClassAndSceneClass() throws {
        final class ProgrammaticAppDelegate: UIResponder, UIApplicationDelegate {
            func application(
                _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                configuration.delegateClass = EmptySceneDelegate.self
                configuration.sceneClass = CustomScene.self
                return configuration
            }
        }
        let application = UIApplication()
        let delegate = ProgrammaticAppDelegate()
        application.delegate = delegate
        application.declareSceneConfiguration { SceneDelegate() }
        #expect(application.connectScene() == nil)  // EmptySceneDelegate is not declared

        application.declareSceneConfiguration(name: "Empty") { EmptySceneDelegate() }
        let scene = try #require(application.connectScene())
        #expect(scene is CustomScene)
        #expect(scene.delegate is EmptySceneDelegate)
        #expect((scene as? UIWindowScene)?.windows.isEmpty == true)
    }

    @Test func windowsJoinTheirSceneWithoutBeingKept() throws {
        let application = UIApplication()
        application.declareSceneConfiguration { EmptySceneDelegate() }
        let scene = try #require(application.connectScene() as? UIWindowScene)
        #expect(scene.windows.isEmpty)
        #expect(scene.keyWindow == nil)
        #expect(scene.interfaceOrientation == .unknown)

        let first = UIWindow(windowScene: scene)
        var second: UIWindow? = UIWindow(windowScene: scene)
        #expect(scene.windows == [first, try #require(second)])
        #expect(first.windowScene === scene)
        // Windows fill UIScreen.main, the key window's screen: a test that left a desktop window key
        // makes them landscape.
        second?.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        second?.makeKeyAndVisible()
        #expect(scene.keyWindow === second)
        #expect(scene.screen === second?.screen)
        #expect(scene.traitCollection == second?.traitCollection)
        #expect(scene.interfaceOrientation == .portrait)

        second = nil
        #expect(scene.windows == [first])
        first.windowScene = nil
        #expect(scene.windows.isEmpty)
        first.windowScene = scene
        #expect(scene.windows == [first])

        let landscape = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        landscape.windowScene = scene
        landscape.makeKey()
        #expect(scene.interfaceOrientation == .landscapeRight)
        #expect(scene.interfaceOrientation.isLandscape)
    }

    @Test func theConnectionOptionsAreEmpty() throws {
        final class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var options: [String] = []
            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                if let url = connectionOptions.urlContexts.first?.url { options.append(url.absoluteString) }
                if let source = connectionOptions.sourceApplication { options.append(source) }
            }
            func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
                options.append("openURLContexts")
            }
        }
        let application = UIApplication()
        application.declareSceneConfiguration { LinkSceneDelegate() }
        let scene = try #require(application.connectScene())
        #expect((scene.delegate as? LinkSceneDelegate)?.options == [])
        #expect(scene.title == "")
    }

    @Test func destroyingTheSessionDisconnectsTheScene() throws {
        final class DiscardRecorder: UIResponder, UIApplicationDelegate {
            var discarded: [Set<UISceneSession>] = []
            func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
                discarded.append(sceneSessions)
            }
        }
        let application = UIApplication()
        let delegate = DiscardRecorder()
        application.delegate = delegate
        application.declareSceneConfiguration { SceneDelegate() }
        let scene = try #require(application.connectScene())
        let session = scene.session
        application.requestSceneSessionDestruction(session, options: UISceneDestructionRequestOptions()) { _ in }
        #expect(scene.activationState == .unattached)
        #expect(session.scene == nil)
        #expect(application.connectedScenes.isEmpty)
        #expect(application.openSessions.isEmpty)
        #expect(delegate.discarded == [[session]])
        application.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
        #expect(delegate.discarded.count == 1)
    }
}
