import CSDL2
import Foundation
import Testing

@testable import TesseraHost
@testable import TesseraUI

/// The scene delegate of an app built as Xcode's template builds one.
@MainActor
private final class HostedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var calls: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
    }
    func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { calls.append("willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { calls.append("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { calls.append("didEnterBackground") }
}

@MainActor
private final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

extension SDLHostTests {
    /// An app with a scene delegate in the host: its scene's window is shown and the scene follows
    /// the desktop window.
    @Suite("Scenes through the host")
    @MainActor
    struct SceneHostTests {
        /// Closes what `launchApplication` opened and forgets the declarations, for the next test.
        private func tearDown(_ host: WindowHost?) {
            host?.close()
            let application = UIApplication.shared
            for session in application.openSessions {
                application.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
            }
            application.sceneManifest = []
            application.delegate = nil
            application.move(to: .active)
        }

        @Test func theSceneDelegatesWindowIsShownAndTheSceneFollowsTheWindow() async throws {
            let application = UIApplication.shared
            application.declareSceneConfiguration { HostedSceneDelegate() }
            let appDelegate = SceneAppDelegate()
            let host = try WindowHost.launchApplication(appDelegate, configuration: .headless)
            defer { tearDown(host) }

            let scene = try #require(application.connectedScenes.first as? UIWindowScene)
            let sceneDelegate = try #require(scene.delegate as? HostedSceneDelegate)
            #expect(host.window === sceneDelegate.window)
            #expect(host.window.windowScene === scene)
            #expect(host.window.rootViewController is UINavigationController)
            #expect(scene.activationState == .foregroundActive)
            await host.run(turns: 2)
            #expect(host.lastFrame != nil)

            sceneDelegate.calls = []
            var seen: [UIScene.ActivationState] = []
            for event in [
                SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_RESTORED,
                SDL_WINDOWEVENT_FOCUS_GAINED,
            ] {
                await host.send(event)
                seen.append(scene.activationState)
            }
            #expect(seen == [.foregroundInactive, .background, .foregroundInactive, .foregroundActive])
            #expect(
                sceneDelegate.calls == [
                    "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
                ])
        }

        @Test func aSceneDelegateWithoutAWindowIsRefusedAndItsSceneClosed() {
            final class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {}
            let application = UIApplication.shared
            application.declareSceneConfiguration { WindowlessSceneDelegate() }
            defer { tearDown(nil) }
            #expect(throws: HostError.noWindow) {
                try WindowHost.launchApplication(SceneAppDelegate(), configuration: .headless)
            }
            #expect(application.connectedScenes.isEmpty)
            #expect(application.openSessions.isEmpty)
            #expect(application.delegate == nil)
        }
    }
}
