import Foundation
import TesseraCore

/// What the window remembers between input events.
@MainActor
struct InputDispatchState {
    /// The touches down now, in the order they went down, with what moves each (a touch sequence
    /// lasts from the first going down to the last lifting; see UIWindow+Touches.swift).
    var touches: [(source: TouchSource, touch: UITouch)] = []
    /// The event object handed to responders with every touch (reused, as UIKit does).
    let event = UIEvent()
    /// Whether a recogniser cancelled the current touches for their views (touches that go down
    /// later in the same sequence do not reach views either).
    var touchCancelledInView = false
    /// Recognisers taking part in the current sequence, plus those still waiting from earlier ones
    /// (a multi-tap between taps, a tap waiting for a double tap to fail).
    var recognizers: [UIGestureRecognizer] = []
    /// The last completed tap, to count multi-taps.
    var lastTap: (time: Duration, location: CGPoint, count: Int)?
    /// The pointer's last location in window points while it is over the window (nil outside).
    var hoverLocation: CGPoint?
    /// The view under the pointer and its ancestors, deepest first (see UIWindow+Hover.swift).
    var hoveredViews: [WeakView] = []
    /// Whether hover callbacks are running, so a layout pass they start does not hit-test again.
    var isUpdatingHover = false
}

/// A weak reference to a view, so the window's input state never keeps one alive.
@MainActor
struct WeakView {
    weak var view: UIView?
}

extension UIWindow {
    /// Time and distance within which a new tap continues the previous one (UIKit's values).
    static let multiTapInterval: Duration = .milliseconds(350)
    static let multiTapDistance: CGFloat = 10

    /// Delivers one input event: pointer and touch events to gesture recognisers and the hit-tested
    /// view (UIWindow+Touches.swift); keys to the key target and key commands
    /// (UIWindow+Keyboard.swift: unhandled Tab / Shift-Tab move focus, Escape and Alt+Left go back
    /// or dismiss); text and pre-edit text (`MarkedTextInput`) to the first responder; wheel scrolls
    /// along the responder chain from the view under the pointer; the back button goes back or
    /// dismisses. Moves without a button
    /// (`hover`), the end of a press and the pointer leaving the window update what is hovered
    /// (UIWindow+Hover.swift).
    public func send(_ event: InputEvent) {
        switch event {
        case .pointerDown(let location, _):
            // Pointer use hides the focus ring, and a click does not leave a button focused.
            isFocusRingVisible = false
            if focusedView !== firstResponder { focusedView = nil }
            beginTouch(.pointer, at: location)
        case .pointerMoved(let location, _):
            updateTouch(.pointer, to: location, phase: .moved)
        case .pointerUp(let location, _):
            updateTouch(.pointer, to: location, phase: .ended)
            updateHover(at: location)
        case .pointerCancelled:
            cancelTouch(.pointer)
        case .touchDown(let id, let location):
            isFocusRingVisible = false
            if focusedView !== firstResponder { focusedView = nil }
            beginTouch(.finger(id), at: location)
        case .touchMoved(let id, let location):
            updateTouch(.finger(id), to: location, phase: .moved)
        case .touchUp(let id, let location):
            updateTouch(.finger(id), to: location, phase: .ended)
        case .touchCancelled(let id):
            cancelTouch(.finger(id))
        case .hover(let location):
            updateHover(at: location)
        case .pointerExited:
            updateHover(at: nil)
        case .scroll(let delta, let location):
            layoutIfNeeded()
            _ = (hitTest(location, with: nil) ?? self).scrollWheel(delta: delta, at: location)
            updateHover(at: location)  // the content moved under a still pointer
        case .keyDown(let key, let modifiers):
            handleKeyDown(key, modifiers: modifiers)
        case .keyUp:
            break
        case .text(let text):
            _ = firstResponder?.insertText(text)
        case .markedText(let text, let selectedRange):
            (firstResponder as? any MarkedTextInput)?.setMarkedText(text, selectedRange: selectedRange)
        case .backButton:
            performEscape()
        case .secondaryClick(let location):
            isFocusRingVisible = false
            showContextMenu(at: location)
        }
    }

    /// Resolves failure requirements until nothing changes, then cancels the view's touch if a
    /// recogniser that cancels touches has recognised.
    func settleRecognizers() {
        var changed = true
        while changed {
            changed = false
            for recognizer in inputState.recognizers where recognizer.resolveFailureRequirements() { changed = true }
        }
        guard !inputState.touches.isEmpty, !inputState.touchCancelledInView else { return }
        let recognized = inputState.recognizers.contains {
            $0.cancelsTouchesInView && ($0.state == .began || $0.state == .changed || $0.state == .ended)
        }
        if recognized {
            inputState.touchCancelledInView = true
            for (_, touch) in inputState.touches { touch.view?.touchesCancelled([touch], with: inputState.event) }
        }
    }

    /// Returns recognisers that finished to `possible`; keeps those still waiting.
    func resetFinishedRecognizers() {
        var waiting: [UIGestureRecognizer] = []
        for recognizer in inputState.recognizers {
            if recognizer.state.isFinished {
                recognizer.reset()
            } else if recognizer.isWaitingForFailure
                || (recognizer as? UITapGestureRecognizer)?.isAwaitingNextTap == true
            {
                waiting.append(recognizer)
            } else if recognizer.state == .possible {
                recognizer.reset()
            } else {
                waiting.append(recognizer)
            }
        }
        inputState.recognizers = waiting
    }

    /// Called by recognisers whose state changed on a timer (a long press beginning, a multi-tap
    /// timing out) rather than during an event.
    func gestureRecognizerDidFinishAsynchronously(_ recognizer: UIGestureRecognizer) {
        settleRecognizers()
        if inputState.touches.isEmpty { resetFinishedRecognizers() }
    }

    // MARK: Keyboard focus

    /// Moves keyboard focus to `view` (nil: to nothing); false when the current first responder
    /// refuses to resign, unless `force`.
    func makeFirstResponder(_ view: UIView?, force: Bool = false) -> Bool {
        let previous = firstResponder
        if let current = firstResponder {
            guard current !== view else { return true }
            guard force || current.canResignFirstResponder else { return false }
            firstResponder = nil
            current.didResignFirstResponder()
        }
        if let focused = focusedView, focused !== view, focused.window === self { focused.setNeedsDisplay() }
        firstResponder = view
        // Focus follows the first responder; resigning clears it only when it was on the resigner.
        if view != nil || (previous != nil && focusedView === previous) { focusedView = view }
        needsDisplay = true
        view?.didBecomeFirstResponder()
        view?.scrollIntoVisibleArea()
        return true
    }
}

extension UIView {
    /// Takes keyboard focus. Fails (false) when the view cannot become first responder, is not in a
    /// window, or the current first responder refuses to resign. A view with a focus proxy (a search
    /// bar) hands the call to it.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        if let proxy = firstResponderProxy { return proxy.becomeFirstResponder() }
        guard canBecomeFirstResponder, let window else { return false }
        return window.makeFirstResponder(self)
    }

    /// Gives up keyboard focus; false when `canResignFirstResponder` refuses (asked once). A view
    /// with a focus proxy (a search bar) hands the call to it.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        if let proxy = firstResponderProxy { return proxy.resignFirstResponder() }
        guard let window, window.firstResponder === self else { return true }
        return window.makeFirstResponder(nil)
    }

    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// Makes the first responder in this view's subtree (the view itself included) resign — the
    /// usual way to put the keyboard away (`view.endEditing(true)`). With `force`, it resigns even
    /// when its `canResignFirstResponder` refuses. True when no view in the subtree is first
    /// responder afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder, responder.isDescendant(of: self) else { return true }
        return window.makeFirstResponder(nil, force: force)
    }
}
