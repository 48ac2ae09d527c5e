import Foundation
import TesseraCore

/// What moves a touch: the pointer's primary button, or a finger named by the host.
enum TouchSource: Hashable, Sendable {
    case pointer
    case finger(Int)
}

/// Touch sequences: from the first touch going down to the last one lifting, several touches at
/// once (fingers; the pointer is one more).
///
/// Each touch is hit-tested where it goes down and stays with that view. Gesture recognisers on the
/// view and its ancestors follow it (`UIGestureRecognizer.trackedTouches`) — a recogniser already
/// following a touch takes further ones only when it is a multi-touch one (pinch, rotation), so
/// a tap or pan keeps its first finger. Recognisers see touches before the views do.
extension UIWindow {
    func beginTouch(_ source: TouchSource, at location: CGPoint) {
        if inputState.touches.contains(where: { $0.source == source }) { cancelTouch(source) }
        layoutIfNeeded()
        let now = clock.now
        let event = inputState.event
        event.timestamp = now.timeInterval
        let hit = hitTest(location, with: event) ?? self
        let startsSequence = inputState.touches.isEmpty
        var count = 1
        if startsSequence, let last = inputState.lastTap, now - last.time <= Self.multiTapInterval,
            distance(last.location, location) <= Self.multiTapDistance
        {
            count = last.count + 1
        }
        let touch = UITouch(phase: .began, location: location, timestamp: now, tapCount: count, view: hit, window: self)
        inputState.touches.append((source, touch))
        updateEvent()
        var receivers: [UIGestureRecognizer] = []
        if startsSequence {
            inputState.touchCancelledInView = false
            // Recognisers still waiting from earlier sequences (a multi-tap between taps) take part.
            inputState.recognizers = inputState.recognizers.filter { $0.state == .possible }
            receivers = inputState.recognizers
        }
        var ancestor: UIView? = hit
        while let view = ancestor {
            for recognizer in view.gestureRecognizers
            where recognizer.isEnabled && recognizer.takesPartInTouchSequences
                && !receivers.contains(where: { $0 === recognizer })
            {
                if inputState.recognizers.contains(where: { $0 === recognizer }) {
                    guard !recognizer.state.isFinished,
                        recognizer.trackedTouches.isEmpty || recognizer.acceptsAdditionalTouches
                    else { continue }
                } else {
                    if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                    inputState.recognizers.append(recognizer)
                }
                receivers.append(recognizer)
            }
            ancestor = view.superview
        }
        for recognizer in receivers {
            recognizer.trackedTouches.append(touch)
            recognizer.touchesBegan([touch], with: event)
        }
        if !inputState.touchCancelledInView { hit.touchesBegan([touch], with: event) }
        settleRecognizers()
    }

    func updateTouch(_ source: TouchSource, to location: CGPoint, phase: UITouch.Phase) {
        guard let index = inputState.touches.firstIndex(where: { $0.source == source }) else { return }
        let touch = inputState.touches[index].touch
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.time = clock.now
        touch.phase = phase
        for (_, other) in inputState.touches where other !== touch { other.phase = .stationary }
        updateEvent()
        let event = inputState.event
        for recognizer in inputState.recognizers
        where !recognizer.state.isFinished && recognizer.trackedTouches.contains(where: { $0 === touch }) {
            if phase == .ended {
                recognizer.trackedTouches.removeAll { $0 === touch }
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
        guard phase == .ended else { return }
        inputState.touches.removeAll { $0.touch === touch }
        if inputState.touches.isEmpty {
            inputState.lastTap = (touch.time, location, touch.tapCount)
            resetFinishedRecognizers()
        }
    }

    func cancelTouch(_ source: TouchSource) {
        guard let index = inputState.touches.firstIndex(where: { $0.source == source }) else { return }
        let touch = inputState.touches[index].touch
        touch.phase = .cancelled
        touch.time = clock.now
        updateEvent()
        let event = inputState.event
        for recognizer in inputState.recognizers
        where !recognizer.state.isFinished && recognizer.trackedTouches.contains(where: { $0 === touch }) {
            recognizer.trackedTouches.removeAll { $0 === touch }
            recognizer.touchesCancelled([touch], with: event)
        }
        if !inputState.touchCancelledInView { touch.view?.touchesCancelled([touch], with: event) }
        inputState.touches.remove(at: index)
        if inputState.touches.isEmpty { inputState.lastTap = nil }
        settleRecognizers()
        if inputState.touches.isEmpty { resetFinishedRecognizers() }
    }

    /// Points the reused event at the touches down now (and one just lifted or cancelled).
    private func updateEvent() {
        let touches = inputState.touches.map(\.touch)
        inputState.event.update(with: touches)
    }
}
