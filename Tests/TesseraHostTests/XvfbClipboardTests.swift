import Foundation
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// The clipboard on a real X server, whose request limit a copy must stay under.
    @Suite("Clipboard under Xvfb")
    @MainActor
    struct XvfbClipboardTests {
        @Test(
            .enabled(
                if: XvfbServer.executable != nil,
                "Xvfb is not on PATH; install the Debian package xvfb (scripts/bootstrap does) to run the X11 clipboard test"
            ))
        func textOverTheServersLimitStaysInTheAppAndTextUpToItIsCopied() throws {
            let display = try XvfbDisplay(executable: try #require(XvfbServer.executable))
            defer { display.stop() }
            let scene = Scene()
            let host = try scene.openHost(
                WindowHost.Configuration(
                    title: "Clipboard under Xvfb", videoDriver: .x11, prefersSoftwareRendering: true,
                    handlesTerminationSignals: false))
            defer { host.close() }
            let clipboard = try #require(scene.window.clipboard as? SystemClipboard)
            let limit = try #require(clipboard.policy.maximumByteCount)
            #expect(limit == X11RequestLimit.propertyByteCount(maximumRequestUnits: 4_194_303))

            scene.window.clipboard.string = "older"
            // Over the limit: Xlib would end the process with BadLength (X_ChangeProperty). It stays
            // in the app, and the X selection no longer offers the older text.
            let huge = String(repeating: "s", count: 17_000_000)
            scene.window.clipboard.string = huge
            let pasted = scene.window.clipboard.string
            #expect(pasted?.utf8.count == huge.utf8.count && pasted == huge)
            #expect(clipboard.desktopString == nil)
            scene.window.primarySelection.string = String(repeating: "p", count: limit + 1)

            // Exactly the limit is one request of the largest size the server takes.
            let largest = String(repeating: "t", count: limit)
            scene.window.clipboard.string = largest
            #expect(scene.window.clipboard.string?.utf8.count == limit)
            scene.window.clipboard.string = "héllo 你好"
            #expect(scene.window.clipboard.string == "héllo 你好")
        }
    }
}
