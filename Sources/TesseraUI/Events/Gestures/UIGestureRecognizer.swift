public import Foundation
import TesseraCore

/// Turns a touch sequence into a gesture and calls its actions (`UIGestureRecognizer`).
///
/// States: discrete gestures (tap, swipe) go `possible → ended` (recognised) or `failed`;
/// continuous ones (long press, pan) go `possible → began → changed* → ended` or `cancelled`.
/// Actions run on every transition to `began`, `changed` and `ended`.
///
/// `require(toFail:)` makes a recogniser wait: it recognises only after the other one fails, and
/// fails if the other one recognises (a single tap that must not fire on a double tap).
///
/// Recognisers see a window's touches before the hit view; when one recognises and
/// `cancelsTouchesInView` is true, the view gets `touchesCancelled`.
///
/// For example:
/// ```swift
/// let doubleTap = UITapGestureRecognizer(numberOfTapsRequired: 2) { _ in zoom() }
/// let tap = UITapGestureRecognizer { _ in select() }
/// tap.require(toFail: doubleTap)
/// photo.addGestureRecognizer(doubleTap)
/// photo.addGestureRecognizer(tap)
/// ```
@preconcurrency @MainActor
open class UIGestureRecognizer {
    public enum State: Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's success: `ended`.
        public static let recognized = State.ended

        /// True once the gesture can no longer change in this touch sequence.
        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    public private(set) var state: State = .possible
    /// The view the recogniser is attached to.
    public internal(set) weak var view: UIView?
    /// A disabled recogniser ignores touches (and cancels a gesture in progress).
    public var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { setState(.cancelled) } }
    }
    /// Whether recognising cancels the touches of the view underneath. Default true.
    public var cancelsTouchesInView = true
    /// Asked when the gesture is about to begin (or, for a discrete one, to be recognised); false
    /// makes it fail instead (`gestureRecognizerShouldBegin` of UIKit's delegate).
    public final var shouldBegin: (@MainActor (UIGestureRecognizer) -> Bool)?

    private final var actions: [Int: @MainActor (UIGestureRecognizer) -> Void] = [:]
    private var nextActionID = 0
    private var failureRequirements: [WeakRecognizer] = []
    /// The state this recogniser reached while waiting for a required recogniser to fail.
    private var pendingState: State?

    /// Identifies an action added with `addAction(_:)`, for `removeAction(_:)`.
    public struct ActionToken: Hashable, Sendable {
        let id: Int
    }

    /// A recogniser that calls `action` on each recognised transition.
    public init(action: (@MainActor (UIGestureRecognizer) -> Void)? = nil) {
        if let action { addAction(action) }
    }

    /// Adds an action, called after `action`s added before it. The recogniser keeps it until
    /// `removeAction(_:)`; capture the owner weakly to avoid a cycle through its view.
    @discardableResult
    public final func addAction(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) -> ActionToken {
        let id = nextActionID
        nextActionID += 1
        actions[id] = action
        return ActionToken(id: id)
    }

    public func removeAction(_ token: ActionToken) {
        actions.removeValue(forKey: token.id)
    }

    /// Recognise only after `other` fails; fail when `other` recognises.
    public func require(toFail other: UIGestureRecognizer) {
        precondition(other !== self, "A gesture recognizer cannot require itself to fail")
        failureRequirements.append(WeakRecognizer(other))
    }

    /// The touch location in `view`'s bounds space (window space when nil).
    public func location(in view: UIView?) -> CGPoint {
        lastTouch?.location(in: view) ?? .zero
    }

    /// The latest touch this recogniser saw.
    public internal(set) var lastTouch: UITouch?

    /// The window's clock, for recognisers that wait (long press, multi-tap).
    var clock: (any TimerClock)? { view?.window?.clock }

    // MARK: Subclass interface

    open func touchesBegan(_ touches: [UITouch]) {}
    open func touchesMoved(_ touches: [UITouch]) {}
    open func touchesEnded(_ touches: [UITouch]) {}
    open func touchesCancelled(_ touches: [UITouch]) {
        if state == .began || state == .changed { setState(.cancelled) } else if state == .possible { setState(.failed) }
    }

    /// Returns the recogniser to `possible` for the next touch sequence; subclasses clear their
    /// tracking here and call `super`.
    open func reset() {
        state = .possible
        pendingState = nil
        lastTouch = nil
    }

    /// Moves the state machine. Subclasses call this; recognising waits for failure requirements.
    public func setState(_ newState: State) {
        guard newState != state || newState == .changed else { return }
        if newState == .ended || newState == .began, state == .possible {
            if let shouldBegin, !shouldBegin(self) {
                state = .failed
                return
            }
            if failureRequirements.contains(where: { $0.recognizer?.state == .ended || $0.recognizer?.state == .began || $0.recognizer?.state == .changed }) {
                state = .failed
                return
            }
            if failureRequirements.contains(where: { $0.recognizer.map { !$0.state.isFinished } ?? false }) {
                pendingState = newState
                return
            }
        }
        state = newState
        if newState == .began || newState == .changed || newState == .ended {
            for action in actions.sorted(by: { $0.key < $1.key }).map(\.value) { action(self) }
        }
    }

    /// Settles a pending recognition once every required recogniser has finished.
    /// - Returns: true when the state changed.
    @discardableResult
    func resolveFailureRequirements() -> Bool {
        guard let pending = pendingState else { return false }
        let requirements = failureRequirements.compactMap(\.recognizer)
        if requirements.contains(where: { $0.state == .ended || $0.state == .began || $0.state == .changed }) {
            pendingState = nil
            state = .failed
            return true
        }
        guard requirements.allSatisfy({ $0.state == .failed || $0.state == .cancelled }) else { return false }
        pendingState = nil
        setState(pending)
        return true
    }

    /// True while recognition waits for another recogniser to fail.
    var isWaitingForFailure: Bool { pendingState != nil }
}

/// A weak reference, so failure requirements never keep a recogniser alive.
@MainActor
private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

extension UIView {
    /// Attaches `recognizer`; it sees touches that begin in this view or its subviews.
    /// - Precondition: the recogniser is not attached to another view.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        precondition(recognizer.view == nil || recognizer.view === self, "The recognizer is attached to another view")
        guard recognizer.view == nil else { return }
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
