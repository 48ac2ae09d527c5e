public import Foundation

/// One finger (or the mouse's primary button) on the screen, as `UITouch`.
///
/// Locations are in window points. Tessera hosts have a single pointer, so a touch sequence is
/// `began` → `moved`* → `ended` or `cancelled`.
@preconcurrency @MainActor
public final class UITouch {
    public enum Phase: Hashable, Sendable { case began, moved, stationary, ended, cancelled }

    public internal(set) var phase: Phase
    /// Where the touch is, in window points.
    public internal(set) var locationInWindow: CGPoint
    /// Where the touch was at the previous event, in window points.
    public internal(set) var previousLocationInWindow: CGPoint
    /// Time of the latest event, on the window's clock.
    public internal(set) var timestamp: Duration
    /// How many quick taps in one place this touch continues (1 for a single tap, 2 for a double…).
    public internal(set) var tapCount: Int
    /// The view the touch began in (the hit-test result), which receives all of its events.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?

    init(phase: Phase, location: CGPoint, timestamp: Duration, tapCount: Int, view: UIView?, window: UIWindow?) {
        self.phase = phase
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
    }

    /// The location in `view`'s bounds space (window space when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The previous location in `view`'s bounds space (window space when nil).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }
}
