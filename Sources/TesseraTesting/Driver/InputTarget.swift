public import TesseraUI

/// Where a `UIDriver` sends its input: a bare `UIWindow` (events delivered at once with
/// `UIWindow.send(_:)`), or a host that runs a window on a display.
///
/// A host conforms by translating each event into its platform's input and running its loop
/// until the event has reached the window, so that when `send(_:)` returns the window has
/// handled it — the driver reads the view tree right after each event.
///
/// For example, a host that can post events and run one turn of its loop could conform as:
/// ```swift
/// extension MyHost: InputTarget {
///     var targetWindow: UIWindow { window }
///     func send(_ event: InputEvent) {
///         post(event)        // queue the platform event
///         runOnce()          // deliver it before returning
///     }
/// }
/// ```
///
/// Main actor only.
@MainActor
public protocol InputTarget: AnyObject {
    /// The window whose view tree the driver searches and whose coordinates (points, origin at the
    /// top-left corner) the events use.
    var targetWindow: UIWindow { get }

    /// Delivers `event` to `targetWindow` before returning.
    func send(_ event: InputEvent)
}

extension UIWindow: InputTarget {
    /// The window itself: it receives its own events.
    public var targetWindow: UIWindow { self }
}
