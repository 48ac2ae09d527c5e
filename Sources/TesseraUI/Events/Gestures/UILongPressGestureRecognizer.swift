public import Foundation
import TesseraCore

/// Recognises a touch held still for `minimumPressDuration` (`UILongPressGestureRecognizer`);
/// continuous: `began` when the time passes (on the window's clock), `changed` on moves, `ended`
/// when lifted. It fails when the touch moves more than `allowableMovement` points first, or
/// lifts.
///
/// For example:
/// ```swift
/// let press = UILongPressGestureRecognizer { [weak self] recognizer in
///     if recognizer.state == .began { self?.showMenu() }
/// }
/// press.minimumPressDuration = 0.8
/// ```
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the touch must be held. Default 0.5, as UIKit. - Precondition: finite and ≥ 0.
    open var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            precondition(
                minimumPressDuration.isFinite && minimumPressDuration >= 0,
                "minimumPressDuration must be a finite number of seconds ≥ 0, not \(minimumPressDuration)")
        }
    }
    /// Points the touch may move before the press begins. Default 10.
    open var allowableMovement: CGFloat = 10
    /// How many fingers must press. Default 1.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var timer: (any Cancellable)?

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let clock,
            let touch = beginOneFingerGesture(with: touches, oneFingerSuffices: numberOfTouchesRequired <= 1)
        else { return }
        start = touch.locationInWindow
        timer = clock.schedule(at: clock.now + .milliseconds(Int((minimumPressDuration * 1000).rounded()))) {
            [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
            self.view?.window?.gestureRecognizerDidFinishAsynchronously(self)
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        lastTouch = touch
        switch state {
        case .possible:
            if let start, distance(touch.locationInWindow, start) > allowableMovement { fail() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if endContinuousGesture(with: touches) { fail() }
    }

    private func fail() {
        timer?.cancel()
        timer = nil
        state = .failed
    }

    override open func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        start = nil
    }
}
