public import Foundation
import TesseraCore

/// Turns a touch sequence into a gesture and calls its actions (`UIGestureRecognizer`).
///
/// States: discrete gestures (tap, swipe) go `possible → ended` (recognised) or `failed`;
/// continuous ones (long press, pan) go `possible → began → changed* → ended` or `cancelled`.
/// Actions run on every transition to `began`, `changed` and `ended`. Subclasses move the state
/// machine by setting `state`, as UIKit subclasses do.
///
/// As in UIKit, recognisers exclude each other: once one begins (or recognises), the others
/// taking part in the touch sequence that are still `possible` fail, and none can begin while
/// another is in progress — unless a delegate's
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` allows the pair.
/// `require(toFail:)` (or the delegate's `shouldRequireFailureOf` / `shouldBeRequiredToFailBy`)
/// makes a recogniser wait: it recognises only after the other one fails, and fails if the other
/// one recognises (a single tap that must not fire on a double tap).
///
/// Recognisers see a window's touches before the hit view (those whose delegate's
/// `gestureRecognizer(_:shouldReceive:)` agrees); when one recognises and `cancelsTouchesInView`
/// is true, the view gets `touchesCancelled`.
///
/// Without the Objective-C runtime there is no `init(target:action:)`: recognisers take a closure
/// (a Tessera form). Code shared with iOS picks one per platform:
/// ```swift
/// #if canImport(ObjectiveC)
/// let doubleTap = UITapGestureRecognizer(target: self, action: #selector(zoom))
/// doubleTap.numberOfTapsRequired = 2
/// #else
/// let doubleTap = UITapGestureRecognizer(numberOfTapsRequired: 2) { [weak self] _ in self?.zoom() }
/// #endif
/// let tap = UITapGestureRecognizer { [weak self] _ in self?.select() }
/// tap.require(toFail: doubleTap)
/// photo.addGestureRecognizer(doubleTap)
/// photo.addGestureRecognizer(tap)
/// ```
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// Where a recogniser is in its state machine (`UIGestureRecognizer.State`, with iOS's raw
    /// values).
    ///
    /// For example, following a pan:
    /// ```swift
    /// let pan = UIPanGestureRecognizer { recognizer in
    ///     switch recognizer.state {
    ///     case .began, .changed: moveCard(recognizer)
    ///     case .ended: settleCard()
    ///     default: break
    ///     }
    /// }
    /// ```
    public enum State: Int, Hashable, Sendable {
        /// `possible`: not yet recognised (the start state); `began`, `changed`, `ended`: a continuous
        /// gesture's progress; `cancelled`: interrupted after it began; `failed`: the touches were not this gesture.
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        /// A discrete gesture's success: `ended`.
        public static let recognized = State.ended

        /// True once the gesture can no longer change in this touch sequence.
        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

        /// True while a continuous gesture is under way.
        var isInProgress: Bool { self == .began || self == .changed }
    }

    /// The current state. Subclasses set it to move the state machine: recognising (`began` or
    /// `ended` from `possible`) first asks the delegate and waits for failure requirements, and
    /// the actions run on `began`, `changed` and `ended`.
    public var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }
    /// The view the recogniser is attached to.
    public internal(set) weak var view: UIView?
    /// A disabled recogniser ignores touches (and cancels a gesture in progress).
    open var isEnabled = true {
        didSet { if !isEnabled, storedState.isInProgress { transition(to: .cancelled) } }
    }
    /// Whether recognising cancels the touches of the view underneath. Default true.
    open var cancelsTouchesInView = true
    /// Asked whether to begin, receive touches and recognise alongside or after others; not
    /// retained.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging.
    open var name: String?
    /// The framework's own condition to begin (scroll views, swipe-back), asked after the delegate.
    final var shouldBegin: (@MainActor (UIGestureRecognizer) -> Bool)?

    private var storedState: State = .possible
    // Members with `@MainActor` closure types are final or wrapped in a nominal type: in a
    // `@preconcurrency` class the compiler mangles such a vtable entry without the closure's
    // isolation where it is defined and with it where a subclass in another file refers to it,
    // which fails to link (Swift 6.3).
    private var actions: [Int: GestureAction] = [:]
    private var nextActionID = 0
    private var failureRequirements: [WeakRecognizer] = []
    /// The state this recogniser reached while waiting for a required recogniser to fail.
    private var pendingState: State?

    /// Identifies an action added with `addAction(_:)`, for `removeAction(_:)`.
    ///
    /// For example:
    /// ```swift
    /// let token = tap.addAction { _ in toggleDetails() }
    /// tap.removeAction(token)
    /// ```
    public struct ActionToken: Hashable, Sendable {
        let id: Int
    }

    /// A recogniser that calls `action` on each recognised transition (Tessera's closure form of
    /// `init(target:action:)`).
    public init(action: (@MainActor (UIGestureRecognizer) -> Void)? = nil) {
        if let action { addAction(action) }
    }

    /// Adds an action, called after `action`s added before it (Tessera's closure form of
    /// `addTarget(_:action:)`). The recogniser keeps it until `removeAction(_:)`; capture the owner
    /// weakly to avoid a cycle through its view.
    @discardableResult
    public final func addAction(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) -> ActionToken {
        let id = nextActionID
        nextActionID += 1
        actions[id] = GestureAction(run: action)
        return ActionToken(id: id)
    }

    /// Removes the action `addAction` returned; removing one twice does nothing.
    public final func removeAction(_ token: ActionToken) {
        actions.removeValue(forKey: token.id)
    }

    /// Recognise only after `other` fails; fail when `other` recognises.
    /// - Precondition: `other` is not this recogniser.
    open func require(toFail other: UIGestureRecognizer) {
        precondition(other !== self, "A gesture recognizer cannot require itself to fail")
        failureRequirements.append(WeakRecognizer(other))
    }

    /// The touch location in `view`'s bounds space (window space when nil).
    open func location(in view: UIView?) -> CGPoint {
        lastTouch?.location(in: view) ?? .zero
    }

    /// Touch `touchIndex`'s location in `view`'s bounds space (window space when nil); touches are
    /// counted in the order they went down.
    /// - Precondition: `touchIndex` < `numberOfTouches`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(
            touchIndex >= 0 && touchIndex < numberOfTouches,
            "Touch index \(touchIndex) is out of range for \(numberOfTouches) touches")
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the recogniser is following: those down now (a one-finger recogniser
    /// follows one; a pinch or rotation every finger that went down in its view).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The latest touch this recogniser saw.
    public internal(set) var lastTouch: UITouch?
    /// The touches of the current sequence this recogniser follows and that are down, in the order
    /// they went down (the window adds one before `touchesBegan` and removes it before
    /// `touchesEnded` or `touchesCancelled`).
    var trackedTouches: [UITouch] = []
    /// Whether the recogniser takes touches that go down while it follows one (multi-touch
    /// gestures); one-finger recognisers keep to their first.
    var acceptsAdditionalTouches: Bool { false }

    /// The window's clock, for recognisers that wait (long press, multi-tap).
    var clock: (any TimerClock)? { view?.window?.clock }

    // MARK: Subclass interface

    /// Subclasses: fingers touched down in the view; move `state` from `.possible` as the gesture requires.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclasses: tracked fingers moved; update `state` (e.g. `.changed`) or set `.failed`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclasses: tracked fingers lifted; set `.ended` (recognised) or `.failed`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclasses: the system cancelled the touches. The default sets `.cancelled` for a gesture in
    /// progress and `.failed` for one not yet begun.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if storedState.isInProgress { state = .cancelled } else if storedState == .possible { state = .failed }
    }

    /// The first of the touches that began a one-finger gesture, now `lastTouch`; nil when there is
    /// none, or when the gesture cannot be made with one finger (`oneFingerSuffices` false: the
    /// recogniser fails: one-finger recognisers follow only the first touch of a sequence).
    func beginOneFingerGesture(with touches: Set<UITouch>, oneFingerSuffices: Bool) -> UITouch? {
        guard let touch = touches.first else { return nil }
        lastTouch = touch
        guard oneFingerSuffices else {
            state = .failed
            return nil
        }
        return touch
    }

    /// Lifted touches of a continuous gesture (pan, long press): one in progress ends (`.ended`).
    /// Returns true when the gesture had not begun (still `.possible`), for the caller to fail it.
    func endContinuousGesture(with touches: Set<UITouch>) -> Bool {
        lastTouch = touches.first ?? lastTouch
        switch state {
        case .began, .changed:
            state = .ended
            return false
        case .possible:
            return true
        default:
            return false
        }
    }

    /// Returns the recogniser to `possible` for the next touch sequence; subclasses clear their
    /// tracking here and call `super`.
    open func reset() {
        storedState = .possible
        pendingState = nil
        lastTouch = nil
        trackedTouches = []
    }

    /// Moves the state machine; recognising asks the delegate, respects other recognisers and
    /// waits for failure requirements.
    private func transition(to newState: State) {
        guard newState != storedState || newState == .changed else { return }
        if newState == .ended || newState == .began, storedState == .possible {
            let requirements = currentFailureRequirements
            if requirements.contains(where: { $0.storedState.isInProgress || $0.storedState == .ended }) {
                storedState = .failed
                return
            }
            if requirements.contains(where: { !$0.storedState.isFinished }) {
                pendingState = newState
                return
            }
            guard mayBegin() else {
                storedState = .failed
                return
            }
        }
        storedState = newState
        if newState == .began || newState == .ended { excludeOtherRecognizers() }
        if newState == .began || newState == .changed || newState == .ended {
            for action in actions.sorted(by: { $0.key < $1.key }).map(\.value) { action.run(self) }
        }
    }

    /// Whether the delegate and the framework's condition let the gesture begin, and no other
    /// recogniser in progress excludes it.
    private func mayBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let shouldBegin, !shouldBegin(self) { return false }
        return !participants.contains { $0.storedState.isInProgress && !canRecognizeSimultaneously(with: $0) }
    }

    /// Fails the other participants still `possible` that may not recognise alongside this one
    /// (those waiting for it to fail find out when requirements settle).
    private func excludeOtherRecognizers() {
        for other in participants where other.storedState == .possible && other.pendingState == nil {
            guard !canRecognizeSimultaneously(with: other),
                !other.currentFailureRequirements.contains(where: { $0 === self })
            else {
                continue
            }
            other.storedState = .failed
        }
    }

    /// Whether either delegate lets the two recognise together.
    func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether the recogniser follows touch sequences and so excludes, and is excluded by, the
    /// other recognisers in one (false for hover, which follows the pointer between them).
    var takesPartInTouchSequences: Bool { true }

    /// The other recognisers taking part in the window's current touch sequence.
    private var participants: [UIGestureRecognizer] {
        guard takesPartInTouchSequences else { return [] }
        return (view?.window?.inputState.recognizers ?? []).filter { $0 !== self }
    }

    /// `require(toFail:)`'s recognisers plus the participants the delegates make this one wait for.
    private var currentFailureRequirements: [UIGestureRecognizer] {
        var result = failureRequirements.compactMap(\.recognizer)
        for other in participants where !result.contains(where: { $0 === other }) {
            let required =
                delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
            if required { result.append(other) }
        }
        return result
    }

    /// Settles a pending recognition once every required recogniser has finished.
    /// - Returns: true when the state changed.
    @discardableResult
    func resolveFailureRequirements() -> Bool {
        guard let pending = pendingState else { return false }
        let requirements = currentFailureRequirements
        if requirements.contains(where: { $0.storedState.isInProgress || $0.storedState == .ended }) {
            pendingState = nil
            storedState = .failed
            return true
        }
        guard requirements.allSatisfy({ $0.storedState == .failed || $0.storedState == .cancelled }) else {
            return false
        }
        pendingState = nil
        transition(to: pending)
        return true
    }

    /// True while recognition waits for another recogniser to fail.
    var isWaitingForFailure: Bool { pendingState != nil }
}

/// One action of a recogniser.
private struct GestureAction {
    let run: @MainActor (UIGestureRecognizer) -> Void
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

    /// Detaches `recognizer` from this view; it stops receiving touches. Does nothing if it is not attached.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
