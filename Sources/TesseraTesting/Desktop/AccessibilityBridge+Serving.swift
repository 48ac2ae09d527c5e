public import TesseraDesktop
public import TesseraUI

extension AccessibilityBridge {
    /// Keeps `window` and the bridge going without a window host while `condition` holds, for at
    /// most `limit`: lays the window out, answers the assistive technology's calls, renders the
    /// display list when the window needs display (as a host would) and then updates the exported
    /// tree, raising its events. Timers of the window's clock run between turns (each turn sleeps
    /// 5 ms). Returns whether `condition` ended before the limit.
    ///
    /// For tests that must not open a `WindowHost` (SDL allows one per process, and host tests own it):
    /// ```swift
    /// let bridge = try AccessibilityBridge.connect(window: window, applicationName: "Journal",
    ///                                              windowTitle: "Journal", sessionBusAddress: address)
    /// await bridge?.serve(window, while: { client.isRunning })
    /// ```
    @discardableResult
    public func serve(_ window: UIWindow, while condition: () -> Bool, limit: Duration = .seconds(60)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while condition() {
            guard ContinuousClock.now < deadline else { return false }
            window.layoutIfNeeded()
            dispatchPending()
            if window.needsDisplay {
                _ = window.makeDisplayListForDisplay()
                update()
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }
}
