public import Foundation

/// Follows the pointer over a view with no button down (`UIHoverGestureRecognizer`): continuous,
/// it `began` when the pointer enters the view (or any of its subviews), `changed` as it moves
/// inside, and `ended` when it leaves the view or the window. Pressing a button does not end it.
///
/// It takes no part in touch sequences: it never makes a tap or pan fail, nor waits for one.
///
/// For example, a card that lifts while the pointer is over it:
/// ```swift
/// let hover = UIHoverGestureRecognizer { recognizer in
///     switch recognizer.state {
///     case .began, .changed: card.alpha = 0.9
///     default: card.alpha = 1
///     }
/// }
/// card.addGestureRecognizer(hover)
/// hover.location(in: card)   // where the pointer is, in the card's bounds space
/// ```
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's location in window points while it is over the view.
    private var pointerLocation: CGPoint?

    /// The pointer's location in `view`'s bounds space (window space when nil); the last location
    /// inside once it left, and .zero before it entered.
    override open func location(in view: UIView?) -> CGPoint {
        guard let pointerLocation else { return .zero }
        guard let view else { return pointerLocation }
        return view.convert(pointerLocation, from: nil)
    }

    override var takesPartInTouchSequences: Bool { false }

    /// The window saw the pointer at `location` (window points) over the view; `entering` when it
    /// was not over it before.
    func pointerMoved(to location: CGPoint, entering: Bool) {
        guard isEnabled else { return }
        if state.isFinished { reset() }
        pointerLocation = location
        state = state == .possible ? .began : .changed
    }

    /// The pointer left the view or the window.
    func pointerExited() {
        guard state.isInProgress else { return }
        state = .ended
        reset()
    }

    override open func reset() {
        let location = pointerLocation
        super.reset()
        pointerLocation = location
    }
}
