public import Foundation
import TesseraCore

/// Recognises `numberOfTapsRequired` quick taps in one place (`UITapGestureRecognizer`).
///
/// A tap fails when the touch moves more than `allowableMovement` points, or when the next tap
/// does not begin within `maximumTapInterval` of the previous one ending (measured on the window's
/// clock). A tap recogniser follows only the first touch of a sequence, so one that requires more
/// than one touch never recognises.
///
/// For example (see `UIGestureRecognizer` for the `#selector` form on iOS):
/// ```swift
/// let doubleTap = UITapGestureRecognizer(numberOfTapsRequired: 2) { [weak self] _ in self?.zoom() }
/// photo.addGestureRecognizer(doubleTap)
/// ```
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture. Default 1. - Precondition: ≥ 1.
    open var numberOfTapsRequired: Int {
        didSet { precondition(numberOfTapsRequired >= 1, "A tap needs at least one tap") }
    }
    /// How many fingers each tap needs. Default 1.
    open var numberOfTouchesRequired = 1
    /// Points a touch may move and still count as a tap. Default 10.
    open var allowableMovement: CGFloat = 10
    /// Seconds allowed between taps of a multi-tap. Default 0.35, as UIKit.
    open var maximumTapInterval: Duration = .milliseconds(350)

    private var tapsSeen = 0
    private var start: CGPoint?
    private var waitForNextTap: (any Cancellable)?

    public init(numberOfTapsRequired: Int = 1, action: (@MainActor (UIGestureRecognizer) -> Void)? = nil) {
        precondition(numberOfTapsRequired >= 1, "A tap needs at least one tap")
        self.numberOfTapsRequired = numberOfTapsRequired
        super.init(action: action)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = beginOneFingerGesture(with: touches, oneFingerSuffices: numberOfTouchesRequired <= 1) else {
            return
        }
        waitForNextTap?.cancel()
        waitForNextTap = nil
        if start == nil { start = touch.locationInWindow }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let start else { return }
        lastTouch = touch
        if distance(touch.locationInWindow, start) > allowableMovement { state = .failed }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        lastTouch = touch
        tapsSeen += 1
        if tapsSeen >= numberOfTapsRequired {
            state = .ended
        } else if let clock {
            waitForNextTap = clock.schedule(at: clock.now + maximumTapInterval) { [weak self] in
                self?.timedOut()
            }
        } else {
            state = .failed
        }
    }

    private func timedOut() {
        guard state == .possible else { return }
        state = .failed
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
