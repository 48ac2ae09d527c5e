import CSDL2
import Foundation
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// `UIApplication.shared` follows the desktop window: focus, minimising, the screen saver.
    @Suite("Application lifecycle through the host")
    @MainActor
    struct ApplicationLifecycleHostTests {
        @Test func theStateFollowsFocusAndMinimising() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer {
                host.close()
                UIApplication.shared.move(to: .active)
            }
            // Whether the window was key when the app became active. Read as the notification is
            // posted: other tests running meanwhile make their own windows key, so the window
            // need not still be key when this test resumes.
            final class KeyLog: @unchecked Sendable {
                // Only appended to by the observer below, which has no queue and so runs inside
                // `post`, on the main actor.
                var wasKey: [Bool] = []
            }
            let log = KeyLog()
            let window = scene.window
            let observer = NotificationCenter.default.addObserver(
                forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
            ) { _ in
                MainActor.assumeIsolated { log.wasKey.append(window.isKeyWindow) }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            var seen: [UIApplication.State] = []
            await host.send(SDL_WINDOWEVENT_FOCUS_LOST)
            seen.append(UIApplication.shared.applicationState)
            await host.send(SDL_WINDOWEVENT_MINIMIZED)
            seen.append(UIApplication.shared.applicationState)
            await host.send(SDL_WINDOWEVENT_RESTORED)
            seen.append(UIApplication.shared.applicationState)
            await host.send(SDL_WINDOWEVENT_FOCUS_GAINED)
            seen.append(UIApplication.shared.applicationState)
            #expect(seen == [.inactive, .background, .inactive, .active])
            #expect(log.wasKey.contains(true))
        }

        @Test func showingOrRestoringAWindowThatIsNotMinimisedChangesNothing() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer {
                host.close()
                UIApplication.shared.move(to: .active)
            }
            await host.run(turns: 2)  // SDL says the window was shown when it opened
            #expect(UIApplication.shared.applicationState == .active)
            await host.send(SDL_WINDOWEVENT_RESTORED)  // as when it leaves the maximised state
            #expect(UIApplication.shared.applicationState == .active)
            await host.send(SDL_WINDOWEVENT_MINIMIZED)
            await host.send(SDL_WINDOWEVENT_FOCUS_GAINED)  // focus before the restore
            #expect(UIApplication.shared.applicationState == .active)
            await host.send(SDL_WINDOWEVENT_RESTORED)
            #expect(UIApplication.shared.applicationState == .active)
        }

        @Test func theScreenSaverIsAllowedUnlessTheIdleTimerIsDisabled() async throws {
            let host = try Scene().openHost()
            defer {
                UIApplication.shared.isIdleTimerDisabled = false
                host.close()
            }
            await host.run(turns: 1)
            #expect(SDL_IsScreenSaverEnabled() == SDL_TRUE)
            UIApplication.shared.isIdleTimerDisabled = true
            await host.run(turns: 1)
            #expect(SDL_IsScreenSaverEnabled() == SDL_FALSE)
            UIApplication.shared.isIdleTimerDisabled = false
            await host.run(turns: 1)
            #expect(SDL_IsScreenSaverEnabled() == SDL_TRUE)
        }

        @Test func anAppDelegateWithoutAWindowIsRefused() {
            final class NoWindow: UIResponder, UIApplicationDelegate {}
            #expect(throws: HostError.noWindow) {
                try WindowHost.runApplication(NoWindow(), configuration: .headless)
            }
            #expect(UIApplication.shared.delegate == nil)
        }
    }
}
