import Foundation
import TesseraDesktop
import TesseraTesting
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// Low-memory warnings through a fake xdg-desktop-portal memory monitor on a private bus.
    @Suite("Desktop memory warnings")
    @MainActor
    struct DesktopMemoryMonitorTests {
        @Test func thePortalsWarningsReachTheHostsMonitor() async throws {
            let portal = try PrivateSessionScript.start(
                "fake-memory-monitor.py", arguments: ["50", "255"], limit: .seconds(120))
            defer { portal.terminate() }
            let address = try await portal.waitForSessionBus()
            let scene = Scene()
            var configuration = WindowHost.Configuration.headless
            configuration.followsMemoryWarnings = true
            configuration.sessionBusAddress = address
            let host = try scene.openHost(configuration)
            defer { host.close() }
            #expect(host.desktopServiceError == nil)
            let monitor = try #require(host.memoryMonitor)
            // The host passes warnings to UIApplication.shared, which would empty every image cache
            // of the tests running alongside; this test records them instead.
            var levels: [DesktopMemoryMonitor.Level] = []
            monitor.onLowMemoryWarning = { levels.append($0) }
            let deadline = ContinuousClock.now + .seconds(100)
            while ContinuousClock.now < deadline, levels.count < 2 {
                await host.run(turns: 1, timeout: .milliseconds(10))
                if !portal.isRunning, levels.count < 2 { break }
            }
            #expect(levels == [.low, .critical], "\(portal.diagnostics)")
            #expect(monitor.isAvailable == true)
            #expect(monitor.warningCount == 2)
        }

        @Test func withoutAPortalNoWarningArrives() async throws {
            let bus = try PrivateSessionScript.start("fake-portal.py", arguments: ["absent"], limit: .seconds(30))
            defer { bus.terminate() }
            let address = try await bus.waitForSessionBus()
            let monitor = try #require(try DesktopMemoryMonitor.connect(sessionBusAddress: address))
            defer { monitor.close() }
            let deadline = ContinuousClock.now + .seconds(20)
            while monitor.isAvailable == nil, ContinuousClock.now < deadline {
                monitor.dispatchPending()
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(monitor.isAvailable == false)  // the bus answered: no portal
            #expect(monitor.warningCount == 0)
            monitor.close()
            #expect(monitor.dispatchPending() == 0)
        }
    }
}
