/// What a local notification shows: UserNotifications' `UNNotificationContent` with typed fields.
///
/// ```swift
/// let content = NotificationContent(
///     title: "Journal", body: "Write today's entry", badge: 1, userInfo: ["entryID": "2026-03-29"])
/// ```
///
/// `userInfo` carries string pairs back to the app when the notification is delivered (for example
/// the identifier of the screen to open); it is never shown. There is no `[String: Any]`: encode
/// richer payloads as strings (an identifier, a URL the router understands).
public struct NotificationContent: Hashable, Sendable, Codable {
    /// The first line, in bold on most desktops. May be empty if `body` is not.
    public var title: String
    /// A second line under the title (UserNotifications' `subtitle`); empty for none. Desktop
    /// notification servers have no subtitle field, so ``DesktopNotificationDelivery`` puts it as the
    /// first line of the body.
    public var subtitle: String
    /// The main text.
    public var body: String
    /// The number to show on the app's badge when delivered; `nil` leaves the badge unchanged and
    /// `0` clears it.
    public var badge: Int?
    /// Values for the app, keyed by names the app chooses.
    public var userInfo: [String: String]

    /// - Precondition: `badge`, when given, is not negative.
    public init(
        title: String, subtitle: String = "", body: String = "", badge: Int? = nil,
        userInfo: [String: String] = [:]
    ) {
        precondition(badge.map { $0 >= 0 } ?? true, "A notification badge cannot be negative, got \(badge ?? 0)")
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.badge = badge
        self.userInfo = userInfo
    }
}
