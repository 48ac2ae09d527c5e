import CSDL2
public import Foundation
import TesseraCore
public import TesseraDesktop
public import TesseraGraphics
public import TesseraUI

/// Shows a Tessera ``UIWindow`` in an SDL2 window and runs its event loop: input in, frames out.
///
/// The host
/// - opens an SDL window the size of the Tessera window (in points; HiDPI displays get a drawable
///   with more pixels, and the window's `displayScale` trait follows it),
/// - translates mouse, wheel, keyboard and text input into `InputEvent`s for `UIWindow.send(_:)`,
/// - resizes the Tessera window with the SDL window, which lays the tree out again, never below the
///   content's minimum size (``minimumSize``),
/// - renders with Cairo only when the window needs display, and uploads only the pixels that
///   changed to a streaming texture (see ``FrameStatistics``),
/// - installs the system clipboard as `window.clipboard` and X11's primary selection as
///   `window.primarySelection` (selected text becomes it; a middle click pastes it),
/// - makes the window the key window when it opens and whenever it gains focus, so
///   `UIScreen.main`, `UIDevice.current` and `UIPasteboard.general` follow it,
/// - renders at the desktop's scale (``DesktopScale``, or ``Configuration/scale``) and again when
///   the window moves to a display with another,
/// - shows the window to screen readers over AT-SPI (``accessibility``) and follows the desktop's
///   light/dark preference (``desktopAppearance``) when the desktop offers them,
/// - toggles light/dark appearance on ``Configuration/appearanceToggle`` (F2 by default),
/// - adds the desktop's window shortcuts to the window's key commands: Ctrl+Q quits, Ctrl+W closes
///   the front modal screen (as Escape does) or, when none is shown, the window,
/// - closes cleanly on quit: texture, renderer, window, then SDL itself.
///
/// One host at a time: SDL has one event queue per process.
///
/// For example, an app's `main.swift` (top-level code runs on the main thread):
/// ```swift
/// MainActor.assumeIsolated {
///     let window = UIWindow(device: .iPhone15)
///     window.rootView = JournalHomeView(entries: SampleEntries.home)
///     let host = try! WindowHost(window: window, configuration: .init(title: "Journal"))
///     host.run()  // returns when the window is closed
/// }
/// ```
/// and a headless test:
/// ```swift
/// let host = try WindowHost(window: window, configuration: .headless)
/// host.click(at: CGPoint(x: 40, y: 60))
/// await host.run(turns: 3)
/// host.lastFrame?.color(atX: 40, y: 60)
/// ```
///
/// Main actor only.
@MainActor
public final class WindowHost {
    /// The Tessera window on screen.
    public let window: UIWindow
    /// How the host was opened.
    public let configuration: Configuration

    /// The last frame rendered, at ``displayScale``, as straight-alpha RGBA (converted from the
    /// frame surface when read); nil before the first turn.
    public var lastFrame: Bitmap? { frameRenderer.surface?.bitmap() }
    /// Draws frames into one surface kept across frames, only the region whose drawing changed.
    let frameRenderer = FrameRenderer()
    /// Whether frames after the first render only the region whose drawing changed (see
    /// `RegionRendering`); when false every frame is rendered whole. Default true.
    public var rendersDirtyRegionsOnly: Bool {
        get { frameRenderer.rendersDirtyRegionsOnly }
        set { frameRenderer.rendersDirtyRegionsOnly = newValue }
    }
    /// Counters of rendered, uploaded and presented frames.
    public internal(set) var statistics = FrameStatistics()
    /// The time from each wheel turn, drag motion and key or text input to the frame that shows it;
    /// nil (the default) records nothing. Set it to `InputLatency()` to start (see ``InputLatency``).
    public var inputLatency: InputLatency?
    /// The window's size in points and pixels.
    public internal(set) var metrics: DisplayMetrics
    /// The smallest size the window may take, in points: its content's
    /// (`UIWindow.minimumContentSize`), at least 1 × 1. SDL refuses smaller sizes, and a resize below
    /// it that reaches the host anyway is undone. Measured again when the window's traits or root
    /// view change.
    public internal(set) var minimumSize = CGSize(width: 1, height: 1)
    /// What `minimumSize` was measured for.
    var minimumSizeSource: MinimumSizeSource?
    /// False once the user (or ``SimulatedInput/quit``) asked to quit, or after ``close()``.
    public internal(set) var isRunning = true
    /// True after ``close()``: SDL's objects are destroyed.
    public private(set) var isClosed = false
    /// The shortcuts the host added to the window (Quit, Close); removed on close.
    private var keyCommands: [UIKeyCommand] = []
    /// The cursor shape shown over the window (see `UIWindow.cursor(at:)`).
    public internal(set) var cursor: PointerCursor = .arrow
    /// SDL's cursors by shape, made on first use and freed on close.
    var systemCursors: [PointerCursor: OpaquePointer] = [:]

    let sdlWindow: OpaquePointer
    let renderer: OpaquePointer
    /// The streaming texture frames are uploaded to; recreated when the pixel size changes.
    var texture: OpaquePointer?
    var textureWidth = 0
    var textureHeight = 0
    /// SDL's id of `sdlWindow`.
    let windowID: UInt32
    /// The SDL event type that wakes the loop when a D-Bus message arrives (see WindowHost+Desktop.swift).
    let wakeEventType: UInt32
    /// The bridge that shows the window to screen readers; nil when the desktop has no accessibility
    /// bus or ``Configuration/exposesAccessibility`` is off.
    public internal(set) var accessibility: AccessibilityBridge?
    /// The desktop's light/dark preference, when a desktop portal answers.
    public internal(set) var desktopAppearance: DesktopAppearance?
    /// The desktop's low-memory warnings, when ``Configuration/followsMemoryWarnings`` is on and
    /// there is a session bus.
    public internal(set) var memoryMonitor: DesktopMemoryMonitor?
    /// Why a desktop service could not be used although the desktop named it (a bus that refused
    /// the connection); nil when everything available connected.
    public internal(set) var desktopServiceError: DBusError?
    /// Wakes the loop when a D-Bus message arrives.
    var wake: DesktopWake?
    var translator: InputTranslator
    /// Lifts Ctrl + wheel's pinch a moment after its last notch.
    var wheelPinchEnd: (any Cancellable)?
    /// The wrapper installed as `window.clock`.
    let clock: HostTimerClock
    /// The window's clipboard before the host installed the system one.
    private let previousClipboard: any Clipboard
    /// The window's primary selection before the host installed the desktop's.
    private let previousPrimarySelection: any Clipboard
    /// The `UIApplication.isIdleTimerDisabled` last given to SDL.
    var appliedIdleTimerDisabled = false
    /// Whether the back buffer must be presented again (uncovered window, new frame).
    var needsPresent = true
    /// The caret rectangle (window points) last given to `SDL_SetTextInputRect` for the input
    /// method's candidate window; nil before a text view had focus.
    var lastTextInputRect: CGRect?

    /// Pixels per point of the window's drawable: 1 on ordinary displays, 2 on HiDPI ones.
    public var displayScale: CGFloat { metrics.scale }

    /// Opens an SDL window showing `window`, sized to its bounds in points.
    ///
    /// Sets SDL's hints (video driver, renderer, signal handling) before starting SDL's video
    /// subsystem. The window's frame, `displayScale` trait, clock (wrapped, see
    /// ``WindowHost/run()``) and clipboard are taken over until ``close()``.
    ///
    /// - Throws: ``HostError/videoUnavailable(driver:reason:)`` when the video driver does not
    ///   start (no display reachable, unknown driver),
    ///   ``HostError/displayUnavailable(display:waylandDisplay:fallbackDriver:)`` when SDL, asked to
    ///   choose, found no display and fell back to a driver that shows nothing, ``HostError/windowCreationFailed(width:height:reason:)``,
    ///   ``HostError/rendererCreationFailed(reason:)``.
    /// - Precondition: no other host is open (SDL's video subsystem is not running).
    public init(window: UIWindow, configuration: Configuration = Configuration()) throws(HostError) {
        precondition(
            SDL_WasInit(SDL_INIT_VIDEO) == 0,
            "Another WindowHost is open (SDL's video subsystem is running); close it first — SDL has one event queue per process"
        )
        SDL_SetMainReady()
        Self.applyHints(for: configuration)
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            let reason = Self.sdlError()
            Self.quitVideo()
            throw .videoUnavailable(driver: configuration.videoDriver.description, reason: reason)
        }
        let startedDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if let error = DisplayFallbackCheck.error(
            requested: configuration.videoDriver, started: startedDriver,
            environment: ProcessInfo.processInfo.environment)
        {
            Self.quitVideo()
            throw error
        }
        Self.applyFramebufferHint(for: configuration)
        let coordinateScale = Self.coordinateScale(for: configuration)
        let size = window.bounds.size
        let width = max(1, Self.coordinate(size.width * coordinateScale))
        let height = max(1, Self.coordinate(size.height * coordinateScale))
        var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if configuration.isResizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centered = tessera_sdl_windowpos_centered()
        guard let sdlWindow = SDL_CreateWindow(configuration.title, centered, centered, width, height, flags) else {
            let reason = Self.sdlError()
            Self.quitVideo()
            throw .windowCreationFailed(width: Int(width), height: Int(height), reason: reason)
        }
        let rendererFlags =
            configuration.prefersSoftwareRendering
            ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        // -1: the first driver supporting the flags; an accelerated request falls back to software.
        guard
            let renderer = SDL_CreateRenderer(sdlWindow, -1, rendererFlags)
                ?? SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            let reason = Self.sdlError()
            SDL_DestroyWindow(sdlWindow)
            Self.quitVideo()
            throw .rendererCreationFailed(reason: reason)
        }
        self.window = window
        self.configuration = configuration
        self.sdlWindow = sdlWindow
        self.renderer = renderer
        self.windowID = SDL_GetWindowID(sdlWindow)
        self.translator = InputTranslator(pointsPerWheelNotch: configuration.pointsPerWheelNotch, windowID: windowID)
        self.translator.coordinateScale = coordinateScale
        self.translator.touchScreens = .live
        self.wakeEventType = SDL_RegisterEvents(1)
        self.metrics = DisplayMetrics(pointSize: size, pixelWidth: Int(width), pixelHeight: Int(height))
        self.clock = HostTimerClock(wrapping: window.clock)
        self.previousClipboard = window.clipboard

        let textPolicy = SelectionTextPolicy.forCurrentVideoDriver()
        let clipboard = SystemClipboard(policy: textPolicy)
        if let text = previousClipboard.string { clipboard.string = text }
        window.clipboard = clipboard
        self.previousPrimarySelection = window.primarySelection
        let primarySelection = SystemPrimarySelection(policy: textPolicy)
        if let text = previousPrimarySelection.string { primarySelection.string = text }
        window.primarySelection = primarySelection
        window.clock = clock
        window.makeKey()
        SDL_StartTextInput()
        window.layoutIfNeeded()
        updateMinimumSizeIfNeeded()
        updateMetrics()
        connectDesktopServices()
        window.setNeedsDisplay()
        installKeyCommands()
    }

    /// Ctrl+Q quits; Ctrl+W closes the front modal screen, or the window when none is shown.
    private func installKeyCommands() {
        let quit = UIKeyCommand(title: "Quit", input: "q", modifierFlags: .control) { [weak self] _ in
            self?.isRunning = false
        }
        let close = UIKeyCommand(title: "Close", input: "w", modifierFlags: .control) { [weak self] _ in
            guard let self else { return }
            if self.window.focusScope !== self.window, self.window.performEscape() { return }
            self.isRunning = false
        }
        keyCommands = [quit, close]
        keyCommands.forEach(window.addKeyCommand)
    }

    /// Destroys the texture, renderer and window, stops SDL (`SDL_Quit` once nothing else of SDL
    /// runs), and gives the window back its clock and an in-memory clipboard and primary selection
    /// holding the same text. Idempotent; the host cannot run afterwards.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        isRunning = false
        if appliedIdleTimerDisabled { SDL_EnableScreenSaver() }
        disconnectDesktopServices()
        let text = window.clipboard.string
        previousClipboard.string = text
        window.clipboard = previousClipboard
        previousPrimarySelection.string = window.primarySelection.string
        window.primarySelection = previousPrimarySelection
        wheelPinchEnd?.cancel()
        window.clock = clock.base
        keyCommands.forEach(window.removeKeyCommand)
        keyCommands = []
        systemCursors.values.forEach { SDL_FreeCursor($0) }
        systemCursors = [:]
        SDL_StopTextInput()
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
        Self.quitVideo()
    }

    isolated deinit {
        close()
    }

    /// What the appearance toggle does instead of changing the window's traits: called with the
    /// style to switch to. Nil (the default) changes `window.windowTraits`, as a desktop's own
    /// light/dark switch would. An app with an appearance setting of its own routes the toggle there,
    /// so that setting stays the one source of truth — shown in its settings screen and saved:
    /// ```swift
    /// host.onAppearanceToggle = { style in settings.appearance = style == .dark ? .dark : .light }
    /// ```
    public var onAppearanceToggle: ((UIUserInterfaceStyle) -> Void)?

    /// Switches the window between light and dark appearance (what ``Configuration/appearanceToggle``
    /// does): through ``onAppearanceToggle`` when set, else in the window's traits. An unspecified
    /// style counts as light.
    public func toggleAppearance() {
        let style: UIUserInterfaceStyle = window.traitCollection.userInterfaceStyle == .dark ? .light : .dark
        if let onAppearanceToggle {
            onAppearanceToggle(style)
            window.setNeedsDisplay()
            return
        }
        window.windowTraits = UITraitCollection(traitsFrom: [
            window.windowTraits, UITraitCollection(userInterfaceStyle: style),
        ])
        window.setNeedsDisplay()
    }

    // MARK: SDL set-up

    /// The software renderer draws into the window's own framebuffer. Where the video driver has
    /// one of its own (offscreen and X11; Wayland has none), SDL is told to use it: otherwise it may
    /// back the framebuffer with an OpenGL texture and present every frame through the GL driver —
    /// without a GPU, Mesa's software rasteriser drawing the whole window each time.
    private static func applyFramebufferHint(for configuration: Configuration) {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        if configuration.prefersSoftwareRendering, let driver, ["offscreen", "x11", "dummy"].contains(driver) {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        } else {
            SDL_ResetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION)
        }
    }

    private static func applyHints(for configuration: Configuration) {
        if let driver = configuration.videoDriver.hintValue {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
        } else {
            SDL_ResetHint(SDL_HINT_VIDEODRIVER)  // back to the SDL_VIDEODRIVER variable, if any
        }
        if configuration.prefersSoftwareRendering {
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        } else {
            SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
        }
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, configuration.handlesTerminationSignals ? "0" : "1")
        // A click that focuses the window also reaches the view under it, as on other desktops.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // SDL keeps the screen saver away by default; a desktop app lets it come unless it asks
        // otherwise (`UIApplication.isIdleTimerDisabled`, applied each turn).
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        // An app window, not a game: keep the desktop compositor running.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Long pre-edit text arrives whole (SDL_TEXTEDITING_EXT) instead of cut at 32 bytes.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        // The window's class (X11 WM_CLASS) and app id (Wayland), which desktops match with the
        // app's .desktop entry. SDL 2.26 reads them from the environment (SDL_VIDEO_X11_WMCLASS,
        // SDL_VIDEO_WAYLAND_WMCLASS; later versions have SDL_HINT_APP_ID), so they are set there,
        // before SDL's video starts, unless the user set them.
        if let identifier = configuration.applicationID {
            for name in ["SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"] { setenv(name, identifier, 0) }
            SDL_SetHint("SDL_APP_ID", identifier)
        }
    }

    /// Stops the video subsystem, and SDL altogether when nothing else of it is running.
    private static func quitVideo() {
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        if SDL_WasInit(0) == 0 { SDL_Quit() }
    }

    nonisolated static func sdlError() -> String {
        String(cString: SDL_GetError())
    }
}
