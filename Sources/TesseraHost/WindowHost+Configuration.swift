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
        /// so the pixels read back do not depend on a GL driver.
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

        /// A windowed configuration: SDL picks the driver and a GPU renderer, resizable, F2 toggles
        /// dark mode.
        public init(
            title: String = "Tessera", videoDriver: VideoDriver = .automatic, prefersSoftwareRendering: Bool = false,
            isResizable: Bool = true, idleWaitInterval: Duration = .milliseconds(50),
            appearanceToggle: KeyShortcut? = KeyShortcut(.function(2)), pointsPerWheelNotch: CGFloat = 40,
            handlesTerminationSignals: Bool = true
        ) {
            precondition(idleWaitInterval >= .zero, "idleWaitInterval must not be negative, got \(idleWaitInterval)")
            precondition(
                pointsPerWheelNotch.isFinite && pointsPerWheelNotch > 0,
                "pointsPerWheelNotch must be positive and finite, got \(pointsPerWheelNotch)")
            self.title = title
            self.videoDriver = videoDriver
            self.prefersSoftwareRendering = prefersSoftwareRendering
            self.isResizable = isResizable
            self.idleWaitInterval = idleWaitInterval
            self.appearanceToggle = appearanceToggle
            self.pointsPerWheelNotch = pointsPerWheelNotch
            self.handlesTerminationSignals = handlesTerminationSignals
        }

        /// No display (SDL's `offscreen` driver), software rendering, no signal handlers: for tests
        /// and servers. Input comes from ``WindowHost/post(_:)``; frames are read from ``WindowHost/lastFrame``.
        public static let headless = Configuration(
            title: "Tessera (headless)", videoDriver: .offscreen, prefersSoftwareRendering: true,
            handlesTerminationSignals: false)
    }
}
