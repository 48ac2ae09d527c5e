public import Foundation
import TesseraGraphics
public import TesseraUI

/// Records every frame of a transition — a push, a pop, a swipe back, a sheet, a tab switch — on the
/// test clock, so tests can look at the motion and not just where it lands.
///
/// `record(_:)` captures the settled window before the action (`before`), runs the action, then
/// captures a frame after every event the driver sends and every frame of 1/60 s it advances
/// until the window settles, and finally the settled window again (`after`). Each frame lists where
/// every screen (a view controller's root view) and every bar is drawn; with `imageScale` set it
/// also keeps the rendered window. ``TransitionRecording/audit()`` checks every frame (see
/// ``FrameAudit``) and ``TransitionRecording/filmstrip(frameCount:spacing:)`` lays frames side by
/// side for a snapshot.
///
/// For example:
/// ```swift
/// let driver = UIDriver(window: window)          // window.clock is a TestClock
/// let recorder = TransitionRecorder(driver: driver)
/// let push = try recorder.record { try driver.tap(label: "Concert night") }
/// #expect(push.frames.count > 10)
/// #expect(push.audit().isEmpty, "\(push.audit())")
/// let swipe = try recorder.record {
///     try driver.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400))
/// }
/// ```
///
/// Main actor only. The action runs through the driver (or calls the app directly); the driver
/// must have a `TestClock`.
@MainActor
public final class TransitionRecorder {
    /// The driver whose events and frames are recorded.
    public let driver: UIDriver
    /// Pixels per point of the images kept with each frame; nil (the default) keeps none.
    /// Rendering every frame is the slow part of recording: keep it off unless images are used.
    public var imageScale: CGFloat?
    /// Which views count as bars. Default: `UINavigationBar` and `UITabBar`.
    public var isBar: @MainActor (UIView) -> Bool = { $0 is UINavigationBar || $0 is UITabBar }

    public init(driver: UIDriver, imageScale: CGFloat? = nil) {
        precondition(driver.clock != nil, "TransitionRecorder needs a driver with a TestClock")
        self.driver = driver
        self.imageScale = imageScale
    }

    /// Runs `action` and records every frame until the window settles.
    ///
    /// - Parameter timeout: test-clock time the window may take to settle after the action.
    /// - Throws: what `action` throws, or `UIDriverError.timedOut` when the window does not settle.
    /// - Complexity: O(frames × views in the window).
    public func record(timeout: Duration = .seconds(10), _ action: () throws -> Void) throws -> TransitionRecording {
        let wasSettling = driver.settlesAfterActions
        try driver.settle()
        let clock = driver.clock!
        let start = clock.now
        let before = capture(index: -1, time: .zero, image: false)
        var frames: [TransitionFrame] = []
        driver.frameObserver = { [unowned self] in
            frames.append(capture(index: frames.count, time: clock.now - start, image: true))
        }
        defer {
            driver.frameObserver = nil
            driver.settlesAfterActions = wasSettling
        }
        driver.settlesAfterActions = false
        try action()
        driver.window.layoutIfNeeded()
        driver.frameObserver?()
        try driver.settle(timeout: timeout)
        driver.frameObserver = nil
        let after = capture(index: frames.count, time: clock.now - start, image: false)
        return TransitionRecording(before: before, frames: frames, after: after)
    }

    /// Where the screens and bars are drawn now.
    private func capture(index: Int, time: Duration, image: Bool) -> TransitionFrame {
        let window = driver.window
        window.layoutIfNeeded()
        var views: [TransitionFrame.View] = []
        var order = 0
        let windowBounds = window.bounds
        func visit(_ view: UIView, screens: [ObjectIdentifier]) {
            var inner = screens
            let isScreen = view !== window && view.next is UIViewController
            if isScreen || isBar(view) {
                let visible = view.presentationVisibleFrame.intersection(windowBounds)
                views.append(
                    TransitionFrame.View(
                        id: ObjectIdentifier(view), path: ViewPath.of(view), role: isScreen ? .screen : .bar,
                        drawOrder: order, size: view.presentationBounds.size, frame: view.presentationFrameInWindow,
                        visibleFrame: visible.isEmpty ? .null : visible, containingScreens: screens))
                order += 1
            }
            if isScreen { inner.insert(ObjectIdentifier(view), at: 0) }
            for child in view.subviews { visit(child, screens: inner) }
        }
        visit(window, screens: [])
        let bitmap = image ? imageScale.map { window.renderBitmap(scale: $0) } : nil
        return TransitionFrame(index: index, time: time, views: views, image: bitmap)
    }
}
