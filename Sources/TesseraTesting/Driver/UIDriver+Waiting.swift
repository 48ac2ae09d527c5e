import Foundation
import TesseraCore
public import TesseraUI

extension UIDriver {
    /// Advances the test clock by `duration` in frames of 1/60 s (a shorter last step), laying
    /// the window out after each, as a display would.
    ///
    /// - Precondition: the driver has a clock and `duration` is not negative.
    public func advance(by duration: Duration) {
        let clock = requireClock("advance(by:)")
        precondition(duration >= .zero, "UIDriver.advance(by:): time cannot go backwards (\(duration))")
        var remaining = duration
        while remaining > .zero {
            let step = min(remaining, Self.frameDuration)
            clock.advance(by: step)
            window.layoutIfNeeded()
            frameObserver?()
            remaining -= step
        }
    }

    /// Advances the test clock a frame (1/60 s) at a time until `condition` holds; returns at
    /// once when it already does. No wall-clock time passes.
    ///
    /// For example:
    /// ```swift
    /// try driver.tap(label: "Refresh")
    /// try driver.waitFor("the spinner to stop", timeout: .seconds(2)) { !spinner.isAnimating }
    /// ```
    /// - Parameters:
    ///   - description: names the condition in the error.
    ///   - timeout: test-clock time to wait at most. Default 5 s.
    /// - Throws: `.timedOut(condition:after:)` when `condition` is still false after `timeout`.
    /// - Precondition: the driver has a clock.
    public func waitFor(
        _ description: String = "condition", timeout: Duration = .seconds(5), _ condition: () -> Bool
    ) throws(UIDriverError) {
        let clock = requireClock("waitFor(_:timeout:_:)")
        window.layoutIfNeeded()
        if condition() { return }
        let deadline = clock.now + timeout
        while clock.now < deadline {
            advance(by: min(Self.frameDuration, deadline - clock.now))
            if condition() { return }
        }
        throw .timedOut(condition: description, after: timeout)
    }

    /// Waits (as `waitFor`) until exactly one view matches `query`, and returns it.
    /// - Throws: `.timedOut` when none or several still match after `timeout`.
    @discardableResult
    public func waitFor(_ query: ViewQuery, timeout: Duration = .seconds(5)) throws(UIDriverError) -> UIView {
        var found: UIView?
        try waitFor(query.description, timeout: timeout) {
            found = try? find(query)
            return found != nil
        }
        return found!
    }

    /// Delivers pending binding updates (`Binding.deliverPendingUpdates()`, which an app's run loop
    /// does between turns), then advances the clock until nothing moves: no view animation in flight
    /// (`UIWindow.animator.isAnimating`), no scroll view dragging or decelerating, and no frame,
    /// bounds, alpha or visibility in the tree changed during the last frame (which catches
    /// motion driven by timers of its own, such as a table row's swipe). Always advances at least
    /// one frame. Without a clock only the bindings are delivered.
    ///
    /// - Parameter timeout: test-clock time to wait at most. Default 10 s.
    /// - Throws: `.timedOut` when something still moves after `timeout` (an endless animation).
    public func settle(timeout: Duration = .seconds(10)) throws(UIDriverError) {
        Binding.deliverPendingUpdates()
        guard let clock else { return }
        let deadline = clock.now + timeout
        var previous = layoutFingerprint()
        repeat {
            advance(by: Self.frameDuration)
            Binding.deliverPendingUpdates()
            let current = layoutFingerprint()
            if current == previous, !isInMotion() { return }
            previous = current
        } while clock.now < deadline
        throw .timedOut(condition: "the window to settle", after: timeout)
    }

    /// Whether the animator or any scroll view is moving something.
    func isInMotion() -> Bool {
        if window.animator.isAnimating { return true }
        return window.allViewsInSubtree.contains { view in
            guard let scrollView = view as? UIScrollView else { return false }
            return scrollView.isAnimatingScroll || scrollView.isDragging
        }
    }

    /// A hash of every view's identity, frame, bounds, alpha and hidden flag.
    ///
    /// - Complexity: O(n) in the number of views.
    func layoutFingerprint() -> Int {
        var hasher = Hasher()
        for view in window.allViewsInSubtree {
            hasher.combine(ObjectIdentifier(view))
            for value in [
                view.frame.minX, view.frame.minY, view.frame.width, view.frame.height, view.bounds.minX,
                view.bounds.minY,
            ] {
                hasher.combine(value)
            }
            hasher.combine(view.alpha)
            hasher.combine(view.isHidden)
        }
        return hasher.finalize()
    }

    /// The clock, or a precondition failure naming `action`.
    func requireClock(_ action: String) -> TestClock {
        guard let clock else {
            preconditionFailure(
                "UIDriver.\(action) needs a TestClock: set window.clock to one, or pass one to UIDriver(window:clock:)")
        }
        return clock
    }
}
