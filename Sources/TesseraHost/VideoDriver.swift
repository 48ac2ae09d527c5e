public import Foundation

/// Which SDL video driver a ``WindowHost`` opens its window with.
///
/// For example, a window that exists only in memory, for a test on a machine without a display:
/// ```swift
/// let host = try WindowHost(window: window, configuration: .init(videoDriver: .offscreen))
/// ```
public enum VideoDriver: Hashable, Sendable, CustomStringConvertible {
    /// SDL's choice: the `SDL_VIDEODRIVER` environment variable when set, else the first driver
    /// that works (Wayland or X11 on Linux).
    case automatic
    /// No display: windows exist only in memory. For headless tests and rendering on servers.
    case offscreen
    /// The X11 display named by `DISPLAY` (also Xvfb).
    case x11
    /// The Wayland compositor named by `WAYLAND_DISPLAY`.
    case wayland

    /// The value of SDL's `SDL_VIDEODRIVER` hint; nil for `.automatic`.
    var hintValue: String? {
        switch self {
        case .automatic: nil
        case .offscreen: "offscreen"
        case .x11: "x11"
        case .wayland: "wayland"
        }
    }

    public var description: String { hintValue ?? "automatic" }

    /// Whether the environment names a display a windowed host can open: a non-empty `DISPLAY`
    /// (X11) or `WAYLAND_DISPLAY`. It does not connect; the display may still refuse.
    ///
    /// For example, `make run` falls back to headless rendering when this is false.
    public static func displayIsAvailable(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }
}
