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
    /// The first line, in bold on most desktops. May be empty if `body` is not
    /// (``LocalNotificationCenter/add(_:)`` refuses content with neither, ``NotificationError/emptyContent``).
    public var title: String
    /// A second line under the title (UserNotifications' `subtitle`); empty for none. Desktop
    /// notification servers have no subtitle field, so ``DesktopNotificationDelivery`` puts it as the
    /// first line of the body.
    public var subtitle: String
    /// The main text.
    public var body: String
    /// The number to show on the app's badge when delivered; `nil` leaves the badge unchanged and
    /// `0` clears it. Not negative (``LocalNotificationCenter/add(_:)`` refuses it,
    /// ``NotificationError/negativeBadge(_:)``).
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

    /// Decodes content, checking what ``init(title:subtitle:body:badge:userInfo:)`` requires.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a negative badge, besides the usual decoding errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let badge = try container.decodeIfPresent(Int.self, forKey: .badge)
        if let badge, badge < 0 {
            throw DecodingError.dataCorruptedError(
                forKey: .badge, in: container, debugDescription: "A notification badge cannot be negative, got \(badge)"
            )
        }
        self.init(
            title: try container.decode(String.self, forKey: .title),
            subtitle: try container.decode(String.self, forKey: .subtitle),
            body: try container.decode(String.self, forKey: .body), badge: badge,
            userInfo: try container.decode([String: String].self, forKey: .userInfo))
    }

    private enum CodingKeys: String, CodingKey {
        case title, subtitle, body, badge, userInfo
    }

    /// Checks what can change after creation and what a notification needs to show anything.
    ///
    /// - Throws: ``NotificationError/negativeBadge(_:)`` for a badge under zero;
    ///   ``NotificationError/emptyContent`` when the title and the body are both empty.
    public func validate() throws(NotificationError) {
        if let badge, badge < 0 { throw .negativeBadge(badge) }
        guard !title.isEmpty || !body.isEmpty else { throw .emptyContent }
    }
}
