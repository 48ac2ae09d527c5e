public import Foundation
public import TesseraUI

extension UIDriver {
    /// Which way the finger moves in a swipe.
    ///
    /// For example, revealing a row's trailing swipe actions:
    /// ```swift
    /// try driver.swipe(.left, on: try driver.find(.text("Buy milk")))
    /// ```
    public enum SwipeDirection: Hashable, Sendable {
        /// Towards the top of the window (content scrolls up, revealing what is below).
        case up
        /// Towards the bottom of the window (content scrolls down, revealing what is above).
        case down
        /// Towards the leading edge in left-to-right layouts (reveals a row's trailing actions).
        case left
        /// Towards the trailing edge in left-to-right layouts (reveals a row's leading actions).
        case right
    }

    /// A quick straight stroke over `view`: down near its visible centre, one `pointerMoved` per
    /// frame (the clock advancing a frame between them), and up while still moving — so scroll
    /// views fling and swipe recognisers (at most 0.5 s) fire.
    ///
    /// The stroke is centred on the view's visible part and kept inside it where it fits.
    ///
    /// ```swift
    /// try driver.swipe(.left, on: table.cellForRow(at: IndexPath(row: 2, section: 0))!)
    /// try driver.tap(label: "Delete")
    /// ```
    /// - Parameters:
    ///   - distance: points travelled; default half the view's visible width (left, right) or
    ///     height (up, down).
    ///   - duration: test-clock time from down to up; default 0.2 s.
    /// - Throws: as `tap(_:)` for the starting point.
    public func swipe(
        _ direction: SwipeDirection, on view: UIView, distance: CGFloat? = nil, duration: Duration = .milliseconds(200)
    ) throws(UIDriverError) {
        let visible = try bringIntoView(view)
        let centre = CGPoint(x: visible.midX, y: visible.midY)
        let horizontal = direction == .left || direction == .right
        let length = distance ?? (horizontal ? visible.width : visible.height) / 2
        let sign: CGFloat = (direction == .right || direction == .down) ? 1 : -1
        let move = CGSize(width: horizontal ? sign * length : 0, height: horizontal ? 0 : sign * length)
        let inner = visible.insetBy(dx: min(1, visible.width / 2), dy: min(1, visible.height / 2))
        let start = CGPoint(
            x: min(max(centre.x - move.width / 2, inner.minX), inner.maxX),
            y: min(max(centre.y - move.height / 2, inner.minY), inner.maxY))
        try requireHittable(view, at: start)
        stroke(
            from: start, to: CGPoint(x: start.x + move.width, y: start.y + move.height), duration: duration,
            holdsBeforeRelease: false)
        try finishAction()
    }

    /// A drag between two window points: down at `start`, one `pointerMoved` per frame along the
    /// line, a pause at `end` longer than a pan's velocity looks back (so the release has no
    /// velocity and nothing flings), up.
    /// - Parameter duration: test-clock time of the movement; default 0.3 s.
    /// - Throws: `.timedOut` only if the window does not settle afterwards.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Duration = .milliseconds(300))
        throws(UIDriverError)
    {
        stroke(from: start, to: end, duration: duration, holdsBeforeRelease: true)
        try finishAction()
    }

    /// Drags from the centre of `view`'s visible part by `offset` points (see
    /// `drag(from:to:duration:)`).
    /// - Throws: as `tap(_:)` for the starting point.
    public func drag(_ view: UIView, by offset: CGSize, duration: Duration = .milliseconds(300)) throws(UIDriverError) {
        let start = try touchPoint(for: view)
        try drag(from: start, to: CGPoint(x: start.x + offset.width, y: start.y + offset.height), duration: duration)
    }

    /// Down, evenly spaced moves a frame apart, optionally a still pause, up. Without a clock the
    /// moves happen at one instant.
    func stroke(from start: CGPoint, to end: CGPoint, duration: Duration, holdsBeforeRelease: Bool) {
        separateFromPreviousTap(at: start)
        // Whole frames; the tolerance keeps 0.1 s (not quite 6 frames of 1/60 s in attoseconds) at 6.
        let steps = max(1, Int((duration / Self.frameDuration - 1e-9).rounded(.up)))
        send(.pointerDown(start))
        for step in 1...steps {
            if clock != nil { advance(by: Self.frameDuration) }
            // Multiply before dividing so whole-point strokes land on whole points.
            let (done, count) = (CGFloat(step), CGFloat(steps))
            send(
                .pointerMoved(
                    CGPoint(
                        x: start.x + (end.x - start.x) * done / count, y: start.y + (end.y - start.y) * done / count)))
        }
        if holdsBeforeRelease {
            if clock != nil { advance(by: UIPanGestureRecognizer.velocityWindow + Self.frameDuration) }
            send(.pointerMoved(end))
        }
        send(.pointerUp(end))
        lastTap = nil
    }
}
