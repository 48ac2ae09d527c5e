import Foundation
import TesseraGraphics
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// The host on a real X server: Xvfb, started and stopped by the test.
    @Suite("WindowHost under Xvfb")
    @MainActor
    struct XvfbHostTests {
        @Test(
            .enabled(
                if: XvfbServer.executable != nil,
                "Xvfb is not on PATH; install the Debian package xvfb (scripts/bootstrap does) to run the X11 window test"
            ))
        func aScreenshotOfTheRunningX11WindowShowsTheClickedSwatch() async throws {
            let display = try XvfbDisplay(executable: try #require(XvfbServer.executable))
            defer { display.stop() }

            let scene = Scene()
            var configuration = WindowHost.Configuration(
                title: "Tessera under Xvfb", videoDriver: .x11, prefersSoftwareRendering: true,
                handlesTerminationSignals: false)
            configuration.idleWaitInterval = .milliseconds(10)
            let host = try scene.openHost(configuration)
            defer { host.close() }
            #expect(host.metrics.pointSize == CGSize(width: 200, height: 120))
            await host.run(turns: 3, timeout: .milliseconds(10))

            let before = try host.screenshot()
            #expect(before.width == 200 && before.height == 120)
            #expect(before.rgba(at: CGPoint(x: 150, y: 50)) == white)
            #expect(before.rgba(at: CGPoint(x: 50, y: 40)) == blue)

            host.click(at: CGPoint(x: 50, y: 40))
            host.press(.function(2))
            await host.run(turns: 3, timeout: .milliseconds(10))
            let after = try host.screenshot()
            #expect(scene.taps == 1)
            #expect(after.rgba(at: CGPoint(x: 150, y: 50)) == red)
            #expect(after.rgba(at: CGPoint(x: 5, y: 5)) == black)
        }
    }
}
