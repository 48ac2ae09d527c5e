public import Foundation
public import TesseraUI

extension UIDriver {
    /// Two fingers on `view`: down either side of its visible centre (level, half the visible part's
    /// shorter side apart), then one move of each per frame (the clock advancing a frame between
    /// them) while their distance grows or shrinks evenly to `scale` times its start and the line
    /// between them turns evenly by `rotation` radians (clockwise on screen), then both lift while
    /// still moving — so a pinch or rotation ends with the gesture's velocity.
    ///
    /// ```swift
    /// try driver.pinch(photo, scale: 2)                      // zoom in
    /// try driver.pinch(photo, scale: 0.5, rotation: .pi / 4) // zoom out and turn together
    /// ```
    /// - Parameters:
    ///   - scale: the fingers' final distance over their first; above 1 spreads them.
    ///   - rotation: the turn of the line between the fingers, in radians; default none.
    ///   - duration: test-clock time from down to up; default 0.3 s.
    /// - Throws: as `tap(_:)` for the view's centre.
    public func pinch(
        _ view: UIView, scale: CGFloat, rotation: CGFloat = 0, duration: Duration = .milliseconds(300)
    ) throws(UIDriverError) {
        let visible = try bringIntoView(view)
        let centre = try touchPoint(for: view)
        let distance = min(visible.width, visible.height) / 2
        twoFingerStroke(
            around: centre, from: distance, to: distance * scale, turning: rotation, duration: duration)
        try finishAction()
    }

    /// Two fingers on `view` turning the line between them by `angle` radians (clockwise on screen)
    /// at a constant distance: `pinch(view, scale: 1, rotation: angle, duration: duration)`.
    /// - Throws: as `tap(_:)` for the view's centre.
    public func rotate(_ view: UIView, by angle: CGFloat, duration: Duration = .milliseconds(300))
        throws(UIDriverError)
    {
        try pinch(view, scale: 1, rotation: angle, duration: duration)
    }

    /// The finger ids the driver's two-finger gestures use.
    static let pinchFingerIDs = (1001, 1002)

    /// Down, one move of each finger per frame, up. Without a clock the moves happen at one instant.
    private func twoFingerStroke(
        around centre: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, turning rotation: CGFloat,
        duration: Duration
    ) {
        let (first, second) = Self.pinchFingerIDs
        func fingers(_ progress: CGFloat) -> (CGPoint, CGPoint) {
            let half = (startDistance + (endDistance - startDistance) * progress) / 2
            let angle = rotation * progress
            let offset = CGPoint(x: cos(angle) * half, y: sin(angle) * half)
            return (
                CGPoint(x: centre.x - offset.x, y: centre.y - offset.y),
                CGPoint(x: centre.x + offset.x, y: centre.y + offset.y)
            )
        }
        let steps = max(1, Int((duration / Self.frameDuration - 1e-9).rounded(.up)))
        let start = fingers(0)
        send(.touchDown(id: first, at: start.0))
        send(.touchDown(id: second, at: start.1))
        var last = start
        for step in 1...steps {
            if clock != nil { advance(by: Self.frameDuration) }
            last = fingers(CGFloat(step) / CGFloat(steps))
            send(.touchMoved(id: first, to: last.0))
            send(.touchMoved(id: second, to: last.1))
        }
        send(.touchUp(id: first, at: last.0))
        send(.touchUp(id: second, at: last.1))
        lastTap = nil
    }
}
