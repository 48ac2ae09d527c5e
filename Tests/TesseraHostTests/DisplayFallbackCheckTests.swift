import Foundation
import Testing

@testable import TesseraHost

@Suite("No display: the offscreen fallback")
struct DisplayFallbackCheckTests {
    @Test func anAutomaticHostThatGotTheOffscreenDriverNamesTheMissingDisplay() {
        let error = DisplayFallbackCheck.error(
            requested: .automatic, started: "offscreen", environment: ["DISPLAY": ":55"])
        #expect(error == .displayUnavailable(display: ":55", waylandDisplay: nil, fallbackDriver: "offscreen"))
        #expect(error?.description.contains("DISPLAY=:55, WAYLAND_DISPLAY=unset") == true)
        #expect(
            DisplayFallbackCheck.error(requested: .automatic, started: "dummy", environment: [:])
                == .displayUnavailable(display: nil, waylandDisplay: nil, fallbackDriver: "dummy"))
    }

    @Test func askingForNoDisplayIsAllowed() {
        #expect(DisplayFallbackCheck.error(requested: .offscreen, started: "offscreen", environment: [:]) == nil)
        #expect(
            DisplayFallbackCheck.error(
                requested: .automatic, started: "offscreen", environment: ["SDL_VIDEODRIVER": "offscreen"]) == nil)
        #expect(
            DisplayFallbackCheck.error(
                requested: .automatic, started: "offscreen", environment: ["SDL_VIDEODRIVER": "wayland, offscreen"])
                == nil)
    }

    @Test func aVisibleDriverPasses() {
        #expect(
            DisplayFallbackCheck.error(requested: .automatic, started: "x11", environment: ["DISPLAY": ":0"]) == nil)
        #expect(DisplayFallbackCheck.error(requested: .automatic, started: "wayland", environment: [:]) == nil)
        #expect(DisplayFallbackCheck.error(requested: .x11, started: "x11", environment: [:]) == nil)
    }
}

extension SDLHostTests {
    @Suite("No display: the host throws")
    @MainActor
    struct NoDisplayHostTests {
        /// An automatic host in an environment naming no display (the variables are cleared while
        /// this serialized suite runs and put back afterwards).
        @Test func anAutomaticHostWithoutADisplayThrowsInsteadOfOpeningAnInvisibleWindow() throws {
            let names = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]
            let previous = names.map { getenv($0).map { String(cString: $0) } }
            names.forEach { unsetenv($0) }
            defer {
                for (name, value) in zip(names, previous) {
                    if let value { setenv(name, value, 1) } else { unsetenv(name) }
                }
            }
            let scene = Scene()
            var configuration = WindowHost.Configuration.headless
            configuration.videoDriver = .automatic
            #expect(
                throws: HostError.displayUnavailable(display: nil, waylandDisplay: nil, fallbackDriver: "offscreen")
            ) {
                _ = try scene.openHost(configuration)
            }
            // The video subsystem was stopped again: the next host opens.
            let host = try scene.openHost()
            host.close()
        }
    }
}
