import CSDL2
import Foundation
import Synchronization
import TesseraDesktop
import TesseraGraphics
import TesseraUI

/// The desktop around the window: its scale, the accessibility bridge and the appearance portal.
extension WindowHost {
    // MARK: Scale

    /// SDL window coordinates per point for a new window: the configured scale; 1 on Wayland, where
    /// SDL scales the drawable itself; else the desktop's (``DesktopScale``). SDL's video
    /// subsystem must be running.
    static func coordinateScale(for configuration: Configuration) -> CGFloat {
        if let scale = configuration.scale { return scale }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if driver == "wayland" { return 1 }
        let environment = ProcessInfo.processInfo.environment
        let resources = driver == "x11" ? DesktopScale.xResources(environment: environment) : nil
        return DesktopScale.preferred(environment: environment, resources: resources)
    }

    /// The window moved to another display: reads the desktop's scale again and renders at it.
    func desktopScaleMayHaveChanged() {
        applyCoordinateScale(Self.coordinateScale(for: configuration))
    }

    /// Renders at `scale` SDL coordinates per point from now on: resizes the SDL window so the
    /// Tessera window keeps its size in points, and renders and uploads a whole new frame.
    func applyCoordinateScale(_ scale: CGFloat) {
        precondition(scale.isFinite && scale > 0, "a scale must be positive and finite, got \(scale)")
        let points = window.bounds.size
        if scale != translator.coordinateScale {
            translator.coordinateScale = scale
            SDL_SetWindowMinimumSize(sdlWindow, sdlCoordinate(minimumSize.width), sdlCoordinate(minimumSize.height))
            SDL_SetWindowSize(sdlWindow, max(1, sdlCoordinate(points.width)), max(1, sdlCoordinate(points.height)))
            discardTexture()
            frameRenderer.reset()
        }
        updateMetrics()
        accessibility?.coordinateScale = scale
        window.setNeedsDisplay()
    }

    /// Where the window is on the desktop, in SDL screen coordinates.
    var windowOrigin: CGPoint {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(sdlWindow, &x, &y)
        return CGPoint(x: CGFloat(x), y: CGFloat(y))
    }

    // MARK: D-Bus services

    /// Connects the accessibility bridge, the appearance portal and the memory monitor the
    /// configuration asks for and the desktop offers; a bus that is named but refuses is kept in
    /// ``desktopServiceError``.
    func connectDesktopServices() {
        let wake = DesktopWake(eventType: wakeEventType)
        if configuration.exposesAccessibility {
            do {
                accessibility = try AccessibilityBridge.connect(
                    window: window, applicationName: configuration.title, windowTitle: configuration.title,
                    sessionBusAddress: configuration.sessionBusAddress)
            } catch {
                desktopServiceError = error
            }
            accessibility?.setWakeHandler { wake.signal() }
            accessibility?.windowOrigin = windowOrigin
            accessibility?.coordinateScale = translator.coordinateScale
        }
        if configuration.followsDesktopAppearance {
            do {
                desktopAppearance = try DesktopAppearance.connect(sessionBusAddress: configuration.sessionBusAddress)
            } catch {
                desktopServiceError = error
            }
            desktopAppearance?.setWakeHandler { wake.signal() }
            desktopAppearance?.onChange = { [weak self] _ in self?.applyDesktopAppearance() }
        }
        // One host passes the warnings on: the app would hear each warning once per window otherwise.
        if configuration.followsMemoryWarnings, Self.memoryWarningRelay == nil {
            do {
                memoryMonitor = try DesktopMemoryMonitor.connect(sessionBusAddress: configuration.sessionBusAddress)
            } catch {
                desktopServiceError = error
            }
            memoryMonitor?.setWakeHandler { wake.signal() }
            memoryMonitor?.onLowMemoryWarning = { _ in UIApplication.shared.receiveMemoryWarning() }
            if memoryMonitor != nil { Self.memoryWarningRelay = self }
        }
        self.wake = wake
    }

    func disconnectDesktopServices() {
        accessibility?.close()
        desktopAppearance?.close()
        memoryMonitor?.close()
        if Self.memoryWarningRelay === self { Self.memoryWarningRelay = nil }
    }

    /// The open host whose monitor passes the desktop's memory warnings to the app.
    private static weak var memoryWarningRelay: WindowHost?

    /// Answers D-Bus calls and takes in replies and signals that arrived (every turn, and when a
    /// message woke the loop).
    func dispatchDesktopMessages() {
        wake?.reset()
        accessibility?.dispatchPending()
        desktopAppearance?.dispatchPending()
        memoryMonitor?.dispatchPending()
        // Calls left for the next turn (a flood is answered a batch per turn): come back after drawing.
        if accessibility?.hasPendingCalls == true { wake?.signal() }
    }

    /// The desktop's light/dark preference becomes the window's system appearance ("no
    /// preference" leaves it as the app set it).
    func applyDesktopAppearance() {
        guard let scheme = desktopAppearance?.colorScheme, scheme != .noPreference else { return }
        let style: UIUserInterfaceStyle = scheme == .dark ? .dark : .light
        guard window.windowTraits.userInterfaceStyle != style else { return }
        window.windowTraits = UITraitCollection(traitsFrom: [
            window.windowTraits, UITraitCollection(userInterfaceStyle: style),
        ])
        window.setNeedsDisplay()
    }
}

/// Wakes the host's loop from GDBus's I/O thread with one SDL user event, not one per message.
final class DesktopWake: Sendable {
    private let eventType: UInt32
    private let isPending = Atomic<Bool>(false)

    init(eventType: UInt32) { self.eventType = eventType }

    /// Pushes the wake event unless one is waiting. Any thread.
    func signal() {
        guard !isPending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var event = SDL_Event()
        event.type = eventType
        SDL_PushEvent(&event)
    }

    /// The loop is awake: the next message pushes an event again.
    func reset() {
        isPending.store(false, ordering: .releasing)
    }
}
