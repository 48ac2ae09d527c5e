import Foundation
import TesseraDesktop
import TesseraTesting
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// The desktop's light/dark preference through a fake xdg-desktop-portal on a private bus.
    @Suite("Desktop appearance")
    @MainActor
    struct DesktopAppearanceTests {
        @Test func aColorSchemeChangeFromThePortalSwitchesTheWindowToDark() async throws {
            // The portal answers "prefer light" (2), then — once the test saw light and creates
            // `trigger` — signals "prefer dark" (1).
            let trigger = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tessera-portal-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: trigger) }
            let portal = try PrivateSessionScript.start(
                "fake-portal.py", arguments: ["2", "1", trigger.path], limit: .seconds(120))
            defer { portal.terminate() }
            let address = try await portal.waitForSessionBus()
            let scene = Scene()
            var configuration = WindowHost.Configuration.headless
            configuration.followsDesktopAppearance = true
            configuration.sessionBusAddress = address
            let host = try scene.openHost(configuration)
            defer { host.close() }
            #expect(host.desktopServiceError == nil)
            var sawLight = false
            // Until dark, not until the portal ends: its signal waits in the connection's queue, and
            // a loaded test run may leave this loop few turns.
            let deadline = ContinuousClock.now + .seconds(100)
            while ContinuousClock.now < deadline {
                await host.run(turns: 1, timeout: .milliseconds(10))
                if !sawLight, scene.window.windowTraits.userInterfaceStyle == .light,
                    host.desktopAppearance?.colorScheme == .light
                {
                    sawLight = true
                    _ = FileManager.default.createFile(atPath: trigger.path, contents: Data())
                }
                if scene.window.windowTraits.userInterfaceStyle == .dark { break }
                if !sawLight, !portal.isRunning { break }  // the portal gave up: its report says why
            }
            #expect(sawLight, "\(portal.diagnostics)")
            #expect(host.desktopAppearance?.colorScheme == .dark)
            #expect(scene.window.windowTraits.userInterfaceStyle == .dark)
            await host.run(turns: 1)
            // The window's background (white in light, black in dark) follows.
            #expect(try host.screenshot().color(atX: 190, y: 110) == host.lastFrame?.color(atX: 190, y: 110))
            #expect(host.lastFrame?.color(atX: 190, y: 110).red == 0)
        }

        @Test func withoutAPortalNothingChanges() async throws {
            let bus = try PrivateSessionScript.start("fake-portal.py", arguments: ["absent"], limit: .seconds(30))
            defer { bus.terminate() }
            let address = try await bus.waitForSessionBus()
            let scene = Scene()
            let before = scene.window.windowTraits.userInterfaceStyle
            var configuration = WindowHost.Configuration.headless
            configuration.followsDesktopAppearance = true
            configuration.sessionBusAddress = address
            let host = try scene.openHost(configuration)
            defer { host.close() }
            await host.run(turns: 20, timeout: .milliseconds(10))
            #expect(host.desktopAppearance?.colorScheme == .noPreference)
            #expect(scene.window.windowTraits.userInterfaceStyle == before)
        }
    }
}
