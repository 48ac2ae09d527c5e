public import Foundation

/// Gesture closures in a chain (DeclarativeLayoutKit's `onTapGesture`/`onLongTapGesture`): each
/// attaches a recogniser from Events/Gestures and returns the view. The recognisers keep the
/// closures: capture owners weakly; ending the screen (`invalidate()`) removes the recognisers.
/// On one view, a long press is not also a tap: tap closures wait for the long press to fail.
///
/// ```swift
/// let card = EntryCardView(entry: entry)
///     .onTapGesture { [weak self] in self?.open(entry) }
///     .onLongPress { [weak self] in self?.showMenu(for: entry) }
/// ```
extension Chainable where Self: UIView {
    /// Runs `action` when the view is tapped `count` times (a `UITapGestureRecognizer`); turns on
    /// user interaction.
    @discardableResult
    public func onTapGesture(count: Int = 1, _ action: @escaping @MainActor () -> Void) -> Self {
        isUserInteractionEnabled = true
        let tap = UITapGestureRecognizer(numberOfTapsRequired: count) { _ in action() }
        for press in gestureRecognizers.compactMap({ $0 as? UILongPressGestureRecognizer }) {
            tap.require(toFail: press)
        }
        addGestureRecognizer(tap)
        return self
    }

    /// Runs `action` once when a press on the view has lasted `minimumDuration` (a
    /// `UILongPressGestureRecognizer` reaching `began`; `minimumDuration` in seconds); turns on user
    /// interaction.
    @discardableResult
    public func onLongPress(minimumDuration: TimeInterval = 0.5, _ action: @escaping @MainActor () -> Void) -> Self {
        isUserInteractionEnabled = true
        let recognizer = UILongPressGestureRecognizer { recognizer in
            if recognizer.state == .began { action() }
        }
        recognizer.minimumPressDuration = minimumDuration
        for tap in gestureRecognizers.compactMap({ $0 as? UITapGestureRecognizer }) { tap.require(toFail: recognizer) }
        addGestureRecognizer(recognizer)
        return self
    }
}
