import Foundation

/// Whether SDL opened a window no one can see although the host asked for a display.
///
/// With ``VideoDriver/automatic`` SDL tries Wayland and X11, and when neither display answers
/// (`DISPLAY` unset or naming no server) it falls back to its `offscreen` driver (or `dummy`): the
/// video subsystem starts and the window exists only in memory, so ``WindowHost/run()`` would
/// loop forever showing nothing. The host throws ``HostError/displayUnavailable(display:waylandDisplay:fallbackDriver:)``
/// instead. Asking for no display is still allowed: ``VideoDriver/offscreen`` (as
/// ``WindowHost/Configuration/headless`` does), or naming the driver in `SDL_VIDEODRIVER`.
enum DisplayFallbackCheck {
    /// SDL's video drivers that show nothing on screen.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// The error to throw, or nil when the window SDL opened is the one asked for.
    ///
    /// - Parameters:
    ///   - requested: the host's ``WindowHost/Configuration/videoDriver``.
    ///   - started: the driver SDL started (`SDL_GetCurrentVideoDriver`).
    ///   - environment: the process environment: `SDL_VIDEODRIVER` (a driver name, or several
    ///     separated by commas) naming the started driver counts as asking for it; `DISPLAY` and
    ///     `WAYLAND_DISPLAY` are named in the error.
    static func error(requested: VideoDriver, started: String, environment: [String: String]) -> HostError? {
        guard requested == .automatic, invisibleDrivers.contains(started) else { return nil }
        let named = (environment["SDL_VIDEODRIVER"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !named.contains(started) else { return nil }
        return .displayUnavailable(
            display: environment["DISPLAY"], waylandDisplay: environment["WAYLAND_DISPLAY"], fallbackDriver: started)
    }
}
