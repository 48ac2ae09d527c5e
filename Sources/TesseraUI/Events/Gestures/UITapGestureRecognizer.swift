public import Foundation
import TesseraCore

/// Recognises `numberOfTapsRequired` quick taps in one place (`UITapGestureRecognizer`).
///
/// A tap fails when the touch moves more than `allowableMovement` points, or when the next tap
/// does not begin within `maximumTapInterval` of the previous one ending (measured on the window's
/// clock).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired: Int
    /// Points a touch may move and still count as a tap. Default 10.
    public var allowableMovement: CGFloat = 10
    /// Seconds allowed between taps of a multi-tap. Default 0.35, as UIKit.
    public var maximumTapInterval: Duration = .milliseconds(350)

    private var tapsSeen = 0
    private var start: CGPoint?
    private var waitForNextTap: (any Cancellable)?

    public init(numberOfTapsRequired: Int = 1, action: (@MainActor (UIGestureRecognizer) -> Void)? = nil) {
        precondition(numberOfTapsRequired >= 1, "A tap needs at least one tap")
        self.numberOfTapsRequired = numberOfTapsRequired
        super.init(action: action)
    }

    override open func touchesBegan(_ touches: [UITouch]) {
        guard let touch = touches.first else { return }
        lastTouch = touch
        waitForNextTap?.cancel()
        waitForNextTap = nil
        if start == nil { start = touch.locationInWindow }
    }

    override open func touchesMoved(_ touches: [UITouch]) {
        guard let touch = touches.first, let start else { return }
        lastTouch = touch
        if distance(touch.locationInWindow, start) > allowableMovement { setState(.failed) }
    }

    override open func touchesEnded(_ touches: [UITouch]) {
        guard state == .possible, let touch = touches.first else { return }
        lastTouch = touch
        tapsSeen += 1
        if tapsSeen >= numberOfTapsRequired {
            setState(.ended)
        } else if let clock {
            waitForNextTap = clock.schedule(at: clock.now + maximumTapInterval) { [weak self] in
                self?.timedOut()
            }
        } else {
            setState(.failed)
        }
    }

    private func timedOut() {
        guard state == .possible else { return }
        setState(.failed)
        view?.window?.gestureRecognizerDidFinishAsynchronously(self)
    }

    /// True while a multi-tap waits for its next tap.
    var isAwaitingNextTap: Bool { waitForNextTap != nil && state == .possible && tapsSeen > 0 }

    override open func reset() {
        super.reset()
        tapsSeen = 0
        start = nil
        waitForNextTap?.cancel()
        waitForNextTap = nil
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
