public import Foundation

/// A client of the xdg-desktop-portal on the D-Bus session bus: the connection that
/// ``DesktopAppearance`` and ``DesktopMemoryMonitor`` share the handling of — connecting, taking in
/// messages in the app's loop, waking a sleeping loop, closing.
///
/// Main actor only.
@MainActor
public class DesktopPortalClient {
    /// True after ``close()``.
    public private(set) var isClosed = false

    let connection: DBusConnection

    static let portalName = "org.freedesktop.portal.Desktop"
    static let portalPath = "/org/freedesktop/portal/desktop"

    required init(connection: DBusConnection) {
        self.connection = connection
    }

    /// Follows the portal on the session bus (`sessionBusAddress`, else the environment's), or
    /// returns nil when there is no session bus. Answers arrive asynchronously (a portal that is
    /// not running yet is started by the bus).
    ///
    /// - Throws: ``DBusError`` when a session bus is named but refuses the connection.
    public static func connect(
        sessionBusAddress: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(DBusError) -> Self? {
        guard let address = sessionBusAddress ?? DesktopBus.sessionAddress(environment: environment) else { return nil }
        return Self(connection: try DBusConnection(address: address))
    }

    isolated deinit {
        close()
    }

    /// Stops following the portal and closes the bus connection; no callback is called again.
    /// Idempotent; deinit calls it.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        connection.close()
    }

    /// Handles the portal's replies and signals that arrived; returns how many. Does not wait.
    @discardableResult
    public func dispatchPending() -> Int {
        isClosed ? 0 : connection.dispatchPending()
    }

    /// Calls `wake` (on another thread) when a message arrives.
    public func setWakeHandler(_ wake: @escaping @Sendable () -> Void) {
        connection.setWakeHandler(wake)
    }
}
