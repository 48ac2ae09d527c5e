import Foundation
import TesseraCore

/// What the window remembers between input events.
@MainActor
struct InputDispatchState {
    /// The touch sequence in progress.
    var touch: UITouch?
    /// The event object handed to responders with every touch (reused, as UIKit does).
    let event = UIEvent()
    /// Whether a recogniser cancelled the current touch for its view.
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

    /// Delivers one input event: pointer events to gesture recognisers and the hit-tested view;
    /// keys to the key target and key commands (UIWindow+Keyboard.swift: unhandled Tab / Shift-Tab
    /// move focus, Escape and Alt+Left go back or dismiss); text and pre-edit text
    /// (`MarkedTextInput`) to the first responder; wheel scrolls along the responder chain from the
    /// view under the pointer; the back button goes back or dismisses. Moves without a button
    /// (`hover`), the end of a press and the pointer leaving the window update what is hovered
    /// (UIWindow+Hover.swift).
    public func send(_ event: InputEvent) {
        switch event {
        case .pointerDown(let location, _):
            // Pointer use hides the focus ring, and a click does not leave a button focused.
            isFocusRingVisible = false
            if focusedView !== firstResponder { focusedView = nil }
            beginTouch(at: location)
        case .pointerMoved(let location, _):
            updateTouch(to: location, phase: .moved)
        case .pointerUp(let location, _):
            updateTouch(to: location, phase: .ended)
            updateHover(at: location)
        case .pointerCancelled:
            cancelTouch()
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

    // MARK: Touches

    private func beginTouch(at location: CGPoint) {
        if inputState.touch != nil { cancelTouch() }
        layoutIfNeeded()
        let now = clock.now
        let event = inputState.event
        event.timestamp = now.timeInterval
        let hit = hitTest(location, with: event) ?? self
        var count = 1
        if let last = inputState.lastTap, now - last.time <= Self.multiTapInterval,
            distance(last.location, location) <= Self.multiTapDistance
        {
            count = last.count + 1
        }
        let touch = UITouch(phase: .began, location: location, timestamp: now, tapCount: count, view: hit, window: self)
        inputState.touch = touch
        event.update(with: touch)
        inputState.touchCancelledInView = false
        var participants = inputState.recognizers.filter { $0.state == .possible }
        var ancestor: UIView? = hit
        while let view = ancestor {
            for recognizer in view.gestureRecognizers
            where recognizer.isEnabled && recognizer.takesPartInTouchSequences
                && !participants.contains(where: { $0 === recognizer })
            {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                participants.append(recognizer)
            }
            ancestor = view.superview
        }
        inputState.recognizers = participants
        for recognizer in participants {
            recognizer.isTouchDown = true
            recognizer.touchesBegan([touch], with: event)
        }
        hit.touchesBegan([touch], with: event)
        settleRecognizers()
    }

    private func updateTouch(to location: CGPoint, phase: UITouch.Phase) {
        guard let touch = inputState.touch else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.time = clock.now
        touch.phase = phase
        let event = inputState.event
        event.update(with: touch)
        for recognizer in inputState.recognizers where !recognizer.state.isFinished {
            if phase == .ended { recognizer.isTouchDown = false }
            if phase == .ended {
                recognizer.touchesEnded([touch], with: event)
            } else {
                recognizer.touchesMoved([touch], with: event)
            }
        }
        if !inputState.touchCancelledInView, let view = touch.view {
            if phase == .ended {
                view.touchesEnded([touch], with: event)
            } else {
                view.touchesMoved([touch], with: event)
            }
        }
        settleRecognizers()
        if phase == .ended {
            inputState.lastTap = (touch.time, location, touch.tapCount)
            inputState.touch = nil
            resetFinishedRecognizers()
        }
    }

    private func cancelTouch() {
        guard let touch = inputState.touch else { return }
        touch.phase = .cancelled
        touch.time = clock.now
        let event = inputState.event
        event.update(with: touch)
        for recognizer in inputState.recognizers where !recognizer.state.isFinished {
            recognizer.isTouchDown = false
            recognizer.touchesCancelled([touch], with: event)
        }
        if !inputState.touchCancelledInView { touch.view?.touchesCancelled([touch], with: event) }
        inputState.touch = nil
        inputState.lastTap = nil
        settleRecognizers()
        resetFinishedRecognizers()
    }

    /// Resolves failure requirements until nothing changes, then cancels the view's touch if a
    /// recogniser that cancels touches has recognised.
    private func settleRecognizers() {
        var changed = true
        while changed {
            changed = false
            for recognizer in inputState.recognizers where recognizer.resolveFailureRequirements() { changed = true }
        }
        guard let touch = inputState.touch, !inputState.touchCancelledInView else { return }
        let recognized = inputState.recognizers.contains {
            $0.cancelsTouchesInView && ($0.state == .began || $0.state == .changed || $0.state == .ended)
        }
        if recognized {
            inputState.touchCancelledInView = true
            touch.view?.touchesCancelled([touch], with: inputState.event)
        }
    }

    /// Returns recognisers that finished to `possible`; keeps those still waiting.
    private func resetFinishedRecognizers() {
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
        if inputState.touch == nil { resetFinishedRecognizers() }
    }

    // MARK: Keyboard focus

    func makeFirstResponder(_ view: UIView?) -> Bool {
        let previous = firstResponder
        if let current = firstResponder {
            guard current !== view else { return true }
            guard current.canResignFirstResponder else { return false }
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
}
