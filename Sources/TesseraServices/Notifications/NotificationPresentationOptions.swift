/// How a notification that falls due is presented: UserNotifications'
/// `UNNotificationPresentationOptions`, returned by the center's delegate.
///
/// For example, a delegate that lists reminders without a banner while the app is in front:
/// ```swift
/// func notificationCenter(_ center: LocalNotificationCenter, willPresent notification: DeliveredNotification)
///     -> NotificationPresentationOptions {
///     [.list, .badge]
/// }
/// ```
public struct NotificationPresentationOptions: OptionSet, Hashable, Sendable {
    /// The option bits: ``banner`` is bit 0, ``list`` bit 1, ``badge`` bit 2.
    public let rawValue: Int

    /// Creates options from raw bits; other bits are kept as given.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Show it now through the center's ``NotificationDelivering`` (desktop popup or in-app banner).
    public static let banner = NotificationPresentationOptions(rawValue: 1 << 0)
    /// Keep it in ``LocalNotificationCenter/deliveredNotifications``.
    public static let list = NotificationPresentationOptions(rawValue: 1 << 1)
    /// Apply the content's `badge` to ``LocalNotificationCenter/badgeCount``.
    public static let badge = NotificationPresentationOptions(rawValue: 1 << 2)

    /// Everything: what the center does when it has no delegate.
    public static let all: NotificationPresentationOptions = [.banner, .list, .badge]
}

/// Decides, for each notification that falls due, how it is presented: UserNotifications'
/// `UNUserNotificationCenterDelegate.userNotificationCenter(_:willPresent:)`. Main actor.
///
/// ```swift
/// final class Reminders: LocalNotificationCenterDelegate {
///     func notificationCenter(_ center: LocalNotificationCenter, willPresent notification: DeliveredNotification)
///         -> NotificationPresentationOptions {
///         notification.request.identifier == "daily-reminder" && isWriting ? [.list] : .all
///     }
/// }
/// ```
@MainActor
public protocol LocalNotificationCenterDelegate: AnyObject {
    /// Called once per delivery, before it is presented. An empty set drops the notification
    /// (it is still announced on ``LocalNotificationCenter/notifications()``).
    func notificationCenter(
        _ center: LocalNotificationCenter, willPresent notification: DeliveredNotification
    ) -> NotificationPresentationOptions

    /// Called when the user opens a delivered notification (clicks the desktop popup or the in-app
    /// banner): `UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:)`. The
    /// notification has left ``LocalNotificationCenter/deliveredNotifications`` by then. Does nothing
    /// by default.
    func notificationCenter(_ center: LocalNotificationCenter, didReceive response: NotificationResponse)
}

extension LocalNotificationCenterDelegate {
    public func notificationCenter(_ center: LocalNotificationCenter, didReceive response: NotificationResponse) {}
}
