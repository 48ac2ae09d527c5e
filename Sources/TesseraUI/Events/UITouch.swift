public import Foundation

/// One finger (or the mouse's primary button) on the screen (`UITouch`).
///
/// Each touch goes `began` → `moved`* → `ended` or `cancelled`; the pointer makes one touch at a time,
/// a touch screen one per finger (`InputEvent.touchDown`), several at once. The sets handed to
/// `touchesBegan(_:with:)` and the others hold the one touch that changed (`touches.first`). The
/// same object lives through its sequence, as in UIKit. Touches compare by identity.
///
/// Main actor only.
@preconcurrency @MainActor
public final class UITouch {
    /// Where a touch is in its sequence, with UIKit's raw values.
    ///
    /// For example, in a view that tracks a finger:
    /// ```swift
    /// override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    ///     if touches.first?.phase == .ended { commitStroke() }
    /// }
    /// ```
    public enum Phase: Int, Hashable, Sendable {
        /// The finger touched down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down but did not move since the last event.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch (e.g. a gesture took it over).
        case cancelled = 4
    }

    /// Where the touch is in its sequence.
    public internal(set) var phase: Phase
    /// Where the touch is, in window points.
    var locationInWindow: CGPoint
    /// Where the touch was at the previous event, in window points.
    var previousLocationInWindow: CGPoint
    /// Time of the latest event on the window's clock.
    var time: Duration
    /// How many quick taps in one place this touch continues (1 for a single tap, 2 for a double…).
    public internal(set) var tapCount: Int
    /// The view the touch began in (the hit-test result), which receives all of its events.
    public internal(set) weak var view: UIView?
    /// The window the touch happens in.
    public internal(set) weak var window: UIWindow?

    init(phase: Phase, location: CGPoint, timestamp: Duration, tapCount: Int, view: UIView?, window: UIWindow?) {
        self.phase = phase
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.time = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
    }

    /// When the touch last changed, in seconds on the window's clock (UIKit: since system start).
    public var timestamp: TimeInterval { time.timeInterval }

    /// The location in `view`'s bounds space (window space when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The location at the previous event, in `view`'s bounds space (window space when nil).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }
}

extension UITouch: Hashable {
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
