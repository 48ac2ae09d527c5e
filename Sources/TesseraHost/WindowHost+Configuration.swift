public import Foundation
public import TesseraUI

extension WindowHost {
    /// How a ``WindowHost`` opens its window and runs its loop.
    ///
    /// For example, a headless host for tests and a desktop one:
    /// ```swift
    /// let headless = WindowHost.Configuration.headless
    /// var desktop = WindowHost.Configuration(title: "Journal")
    /// desktop.appearanceToggle = KeyShortcut(.character("d"), modifiers: .control)
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// The window's title bar text.
        public var title: String
        /// The SDL video driver (see ``VideoDriver``).
        public var videoDriver: VideoDriver
        /// Renders with SDL's software renderer instead of the GPU. Headless and Xvfb hosts use it
        /// so the pixels read back do not depend on a GL driver. On the offscreen and X11 drivers it
        /// draws into the window's own framebuffer with no OpenGL on the path, which without a GPU
        /// is also the fastest way (a GL renderer there is Mesa's software rasteriser drawing every
        /// frame whole).
        public var prefersSoftwareRendering: Bool
        /// Whether the user can resize the window; a resize changes the Tessera window's frame and
        /// lays the tree out again.
        public var isResizable: Bool
        /// The longest the loop sleeps waiting for input when no timer is due sooner. Work that other
        /// threads post to the main queue waits at most this long. Default 50 ms.
        public var idleWaitInterval: Duration
        /// The key that switches the window between light and dark appearance; nil: none. The
        /// shortcut is consumed by the host, the window never sees it. Default F2.
        public var appearanceToggle: KeyShortcut?
        /// Points scrolled per wheel notch (SDL reports whole notches, or fractions from
        /// trackpads). Default 40, about three lines of body text.
        public var pointsPerWheelNotch: CGFloat
        /// Lets SDL turn SIGINT and SIGTERM into a quit event, so Ctrl-C closes the window cleanly.
        /// Tests turn it off: the test runner owns the process's signals.
        public var handlesTerminationSignals: Bool
        /// The app's identifier in reverse-DNS form ("dev.tessera.Journal"): the window's class on
        /// X11 (`WM_CLASS`) and app id on Wayland, which desktops match with the app's
        /// `<applicationID>.desktop` entry for its icon and name. nil: SDL's default, the program's name.
        public var applicationID: String?
        /// Pixels per point to render at, e.g. 2 for a HiDPI screenshot on any display; nil follows
        /// the desktop (see ``DesktopScale``).
        public var scale: CGFloat?
        /// Shows the window to screen readers over AT-SPI when the desktop has an accessibility bus
        /// (see `AccessibilityBridge`); ``WindowHost/accessibility`` is the bridge.
        public var exposesAccessibility: Bool
        /// Follows the desktop's light or dark preference (the xdg-desktop-portal's
        /// `org.freedesktop.appearance color-scheme`) as the window's system appearance; a view's
        /// or controller's `overrideUserInterfaceStyle` still wins. No portal: nothing changes.
        public var followsDesktopAppearance: Bool
        /// Passes the desktop's low-memory warnings (the xdg-desktop-portal's memory monitor) to the
        /// app as `UIApplication.receiveMemoryWarning()`. No portal: no warnings. With several
        /// hosts open, the first that connected passes them on.
        public var followsMemoryWarnings: Bool
        /// The D-Bus session bus on which the accessibility bus launcher and the desktop portal are
        /// found; nil: the environment's (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`).
        public var sessionBusAddress: String?

        /// A windowed configuration: SDL picks the driver and a GPU renderer, resizable, F2 toggles
        /// dark mode.
        public init(
            title: String = "Tessera", videoDriver: VideoDriver = .automatic, prefersSoftwareRendering: Bool = false,
            isResizable: Bool = true, idleWaitInterval: Duration = .milliseconds(50),
            appearanceToggle: KeyShortcut? = KeyShortcut(.function(2)), pointsPerWheelNotch: CGFloat = 40,
            handlesTerminationSignals: Bool = true, applicationID: String? = nil, scale: CGFloat? = nil,
            exposesAccessibility: Bool = true, followsDesktopAppearance: Bool = true,
            followsMemoryWarnings: Bool = true,
            sessionBusAddress: String? = nil
        ) {
            precondition(idleWaitInterval >= .zero, "idleWaitInterval must not be negative, got \(idleWaitInterval)")
            precondition(
                pointsPerWheelNotch.isFinite && pointsPerWheelNotch > 0,
                "pointsPerWheelNotch must be positive and finite, got \(pointsPerWheelNotch)")
            precondition(
                scale.map { $0.isFinite && $0 > 0 } ?? true, "scale must be positive and finite, got \(scale ?? 0)")
            self.title = title
            self.videoDriver = videoDriver
            self.prefersSoftwareRendering = prefersSoftwareRendering
            self.isResizable = isResizable
            self.idleWaitInterval = idleWaitInterval
            self.appearanceToggle = appearanceToggle
            self.pointsPerWheelNotch = pointsPerWheelNotch
            self.handlesTerminationSignals = handlesTerminationSignals
            self.applicationID = applicationID
            self.scale = scale
            self.exposesAccessibility = exposesAccessibility
            self.followsDesktopAppearance = followsDesktopAppearance
            self.followsMemoryWarnings = followsMemoryWarnings
            self.sessionBusAddress = sessionBusAddress
        }

        /// No display (SDL's `offscreen` driver), software rendering, no signal handlers, scale 1,
        /// no desktop services (accessibility bus, portal): for tests and servers. Input comes from
        /// ``WindowHost/post(_:)``; frames are read from ``WindowHost/lastFrame``.
        public static let headless = Configuration(
            title: "Tessera (headless)", videoDriver: .offscreen, prefersSoftwareRendering: true,
            handlesTerminationSignals: false, scale: 1, exposesAccessibility: false, followsDesktopAppearance: false,
            followsMemoryWarnings: false)
    }
}
