public import Foundation
import TesseraCore

/// Recognises a touch held still for `minimumPressDuration` (`UILongPressGestureRecognizer`);
/// continuous: `began` when the time passes, `changed` on moves, `ended` when lifted.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Default 0.5 s, as UIKit.
    public var minimumPressDuration: Duration = .milliseconds(500)
    /// Points the touch may move before the press begins. Default 10.
    public var allowableMovement: CGFloat = 10

    private var start: CGPoint?
    private var timer: (any Cancellable)?

    override open func touchesBegan(_ touches: [UITouch]) {
        guard let touch = touches.first, let clock else { return }
        lastTouch = touch
        start = touch.locationInWindow
        timer = clock.schedule(at: clock.now + minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.setState(.began)
            self.view?.window?.gestureRecognizerDidFinishAsynchronously(self)
        }
    }

    override open func touchesMoved(_ touches: [UITouch]) {
        guard let touch = touches.first else { return }
        lastTouch = touch
        switch state {
        case .possible:
            if let start, distance(touch.locationInWindow, start) > allowableMovement { fail() }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: [UITouch]) {
        lastTouch = touches.first ?? lastTouch
        if state == .began || state == .changed { setState(.ended) } else if state == .possible { fail() }
    }

    private func fail() {
        timer?.cancel()
        timer = nil
        setState(.failed)
    }

    override open func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        start = nil
    }
}
