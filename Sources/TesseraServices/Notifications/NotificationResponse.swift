/// The user's answer to a delivered notification: UserNotifications' `UNNotificationResponse`.
/// Today the one answer is opening it (a click on the desktop popup or on the in-app banner).
public struct NotificationResponse: Hashable, Sendable {
    /// The notification the user acted on.
    public let notification: DeliveredNotification
    /// What the user did: ``defaultActionIdentifier`` when they opened the notification.
    public let actionIdentifier: String

    /// The user opened the notification (UserNotifications' `UNNotificationDefaultActionIdentifier`).
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

    /// Creates a response. Nothing is checked.
    public init(notification: DeliveredNotification, actionIdentifier: String = defaultActionIdentifier) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}
