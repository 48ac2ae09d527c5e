import Foundation
import TesseraGraphics
import TesseraUI
import Testing

@testable import TesseraHost

/// The scale the desktop asks for, as the host reads it on X11.
@Suite struct DesktopScaleTests {
    @Test func gdkScaleWinsOverXftDPI() {
        #expect(DesktopScale.preferred(environment: ["GDK_SCALE": "2"], resources: "Xft.dpi:\t96\n") == 2)
    }

    @Test func xftDPIGivesQuarterSteps() {
        #expect(DesktopScale.preferred(environment: [:], resources: "Xft.antialias:\t1\nXft.dpi:\t192\n") == 2)
        #expect(DesktopScale.preferred(environment: [:], resources: "Xft.dpi: 144") == 1.5)
        #expect(DesktopScale.preferred(environment: [:], resources: "Xft.dpi:\t120\n") == 1.25)
    }

    @Test func nothingOrNonsenseIsOne() {
        #expect(DesktopScale.preferred(environment: [:], resources: nil) == 1)
        #expect(DesktopScale.preferred(environment: ["GDK_SCALE": "zero"], resources: "Xft.dpi: lots") == 1)
        // never below 1
        #expect(DesktopScale.preferred(environment: ["GDK_SCALE": "0"], resources: "Xft.dpi:\t48") == 1)
        #expect(DesktopScale.xftDPI(in: "Xft.dpix:\t192") == nil)
    }
}

extension SDLHostTests {
    /// HiDPI on the headless host: a forced scale renders the window at that many pixels per point,
    /// input arrives in points, and a new scale (the window moved to another display) re-renders.
    @Suite("Host scale")
    @MainActor
    struct HostScaleTests {
        @Test func aForcedScaleOfTwoRendersTwiceThePixels() async throws {
            let scene = Scene()
            var configuration = WindowHost.Configuration.headless
            configuration.scale = 2
            let host = try WindowHost(window: scene.window, configuration: configuration)
            defer { host.close() }
            await host.run(turns: 1)
            let screenshot = try host.screenshot()
            #expect(screenshot.width == 400 && screenshot.height == 240)
            #expect(host.displayScale == 2 && scene.window.windowTraits.displayScale == 2)
            #expect(scene.window.bounds.size == CGSize(width: 200, height: 120))  // points stay points
            // The button at (20, 20, 80, 44) points covers pixels (40…199, 40…127).
            #expect(screenshot.color(atX: 100, y: 80) == screenshot.color(atX: 41, y: 41))
            host.click(at: CGPoint(x: 60, y: 42))
            await host.run(turns: 2)
            #expect(scene.taps == 1)  // the click in points reached the button
        }

        @Test func anotherScaleRendersAWholeNewFrame() async throws {
            let scene = Scene()
            let host = try WindowHost(window: scene.window, configuration: .headless)
            defer { host.close() }
            await host.run(turns: 1)
            #expect(try host.screenshot().width == 200)
            host.applyCoordinateScale(2)
            await host.run(turns: 1)
            let frame = try #require(host.lastFrame)
            #expect(frame.width == 400 && frame.height == 240 && frame.scale == 2)
            #expect(try host.screenshot().width == 400)
            #expect(scene.window.bounds.size == CGSize(width: 200, height: 120))
        }
    }
}
