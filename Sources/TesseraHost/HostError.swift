/// Why a ``WindowHost`` could not open or read back its window. Each SDL failure carries SDL's own message
/// (`SDL_GetError()`), so the cause (no display, unknown driver, out of memory) is not lost.
public enum HostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// SDL's video subsystem did not start with `driver` ("automatic" when SDL chose), e.g. no X11
    /// or Wayland display is reachable, or the driver name is unknown.
    case videoUnavailable(driver: String, reason: String)
    /// No display is reachable although the host asked for one (``VideoDriver/automatic``): SDL
    /// started its `fallbackDriver` (`offscreen`), which shows nothing. Carries the `DISPLAY` and
    /// `WAYLAND_DISPLAY` variables as the process had them (nil when unset). To render without a
    /// display, ask for it: ``WindowHost/Configuration/headless`` or ``VideoDriver/offscreen``.
    case displayUnavailable(display: String?, waylandDisplay: String?, fallbackDriver: String)
    /// SDL could not create the window of `width`×`height` screen coordinates.
    case windowCreationFailed(width: Int, height: Int, reason: String)
    /// SDL found no renderer for the window.
    case rendererCreationFailed(reason: String)
    /// SDL could not create the streaming texture of `width`×`height` pixels frames are uploaded to.
    case textureCreationFailed(width: Int, height: Int, reason: String)
    /// Reading the window's pixels back (`SDL_RenderReadPixels`) failed.
    case readPixelsFailed(reason: String)
    /// The host was closed; it cannot render or read pixels any more.
    case closed
    /// `WindowHost.runApplication(_:configuration:)`: the app delegate had no window after
    /// launching (nor its scene delegate after connecting), or its
    /// `application(_:didFinishLaunchingWithOptions:)` answered false.
    case noWindow

    public var description: String {
        switch self {
        case .videoUnavailable(let driver, let reason):
            "SDL video driver \(driver) is unavailable: \(reason)"
        case .displayUnavailable(let display, let waylandDisplay, let fallbackDriver):
            "no display is reachable (DISPLAY=\(display ?? "unset"), WAYLAND_DISPLAY=\(waylandDisplay ?? "unset")); "
                + "SDL fell back to its \(fallbackDriver) driver, which shows nothing — "
                + "use WindowHost.Configuration.headless to render without a display"
        case .windowCreationFailed(let width, let height, let reason):
            "SDL could not create a \(width)×\(height) window: \(reason)"
        case .rendererCreationFailed(let reason):
            "SDL could not create a renderer: \(reason)"
        case .textureCreationFailed(let width, let height, let reason):
            "SDL could not create a \(width)×\(height) texture: \(reason)"
        case .readPixelsFailed(let reason):
            "SDL could not read the window's pixels: \(reason)"
        case .closed:
            "the host is closed"
        case .noWindow:
            "the app delegate made no window while launching (set its window in application(_:didFinishLaunchingWithOptions:), "
                + "or the scene delegate's in scene(_:willConnectTo:options:))"
        }
    }
}
