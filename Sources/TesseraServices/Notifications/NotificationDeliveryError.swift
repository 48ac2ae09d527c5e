/// Why a notification could not be shown, or why a delivery could not be set up.
public enum NotificationDeliveryError: Error, Hashable, Sendable {
    /// `DBUS_SESSION_BUS_ADDRESS` is not set, so there is no session bus to reach a notification
    /// server through (a headless machine, a container, a test run).
    case sessionBusUnavailable
    /// libnotify's `notify_init` failed for this application name.
    case initializationFailed(applicationName: String)
    /// No notification server answered on the session bus; carries the D-Bus error message.
    case serverUnavailable(reason: String)
    /// The server refused or failed to show the notification with this request identifier;
    /// carries the D-Bus error message.
    case showFailed(identifier: String, reason: String)
}
