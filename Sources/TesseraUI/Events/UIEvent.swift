public import Foundation

/// One input event as UIKit hands it to responders (`UIEvent`): here always a touch event, carrying
/// the touches of the sequence in progress. The window reuses one object for its touch sequences, as UIKit
/// does, so do not keep it past the call.
///
/// Keys, text and wheel scrolls reach responders through Tessera's own methods
/// (`keyDown(_:modifiers:)`, `insertText(_:)`, `scrollWheel(delta:at:)`), not through `UIEvent`.
///
/// Main actor only.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event, with UIKit's raw values.
    public enum EventType: Int, Hashable, Sendable {
        /// Fingers on the screen.
        case touches = 0
        /// Device motion, such as shaking (never sent here).
        case motion = 1
        /// Remote-control commands, such as media keys (never sent here).
        case remoteControl = 2
        /// Physical button or key presses.
        case presses = 3
        /// Scrolling with a mouse wheel or trackpad.
        case scroll = 10
        /// A pointer moving over a view without a button down.
        case hover = 11
        /// A trackpad pinch or rotation (never sent here).
        case transform = 14
    }

    /// Always `.touches` here.
    open var type: EventType { .touches }

    /// When the event happened, in seconds on the window's clock.
    open internal(set) var timestamp: TimeInterval = 0

    /// The touches of the event (those down, and one that just lifted); nil before the first touch.
    open internal(set) var allTouches: Set<UITouch>?

    init() {}

    /// The touches of the event delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The touches of the event in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }

    /// Records `touches` as the event's touches, at the latest of their times.
    func update(with touches: [UITouch]) {
        allTouches = Set(touches)
        timestamp = touches.map(\.timestamp).max() ?? timestamp
    }
}
