/// A notification to deliver once its trigger fires: UserNotifications' `UNNotificationRequest`.
///
/// ```swift
/// var evening = DateComponents()
/// evening.hour = 21
/// evening.minute = 0
/// let request = NotificationRequest(
///     identifier: "daily-reminder",
///     content: NotificationContent(title: "Journal", body: "How was your day?"),
///     trigger: .calendar(evening, repeats: true))
/// try await center.add(request)
/// ```
///
/// The identifier names the request in the pending and delivered lists: adding a request whose
/// identifier is already pending replaces that request (as on iOS).
public struct NotificationRequest: Hashable, Sendable, Codable, Identifiable {
    /// The app's name for the request; not empty.
    public let identifier: String
    /// What the notification shows.
    public var content: NotificationContent
    /// When the notification fires: after a time interval, at matching calendar components, or on a region event.
    public var trigger: NotificationTrigger

    /// The ``identifier``, for `Identifiable`.
    public var id: String { identifier }

    /// - Precondition: `identifier` is not empty.
    public init(identifier: String, content: NotificationContent, trigger: NotificationTrigger) {
        precondition(!identifier.isEmpty, "A notification request needs a non-empty identifier")
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }

    /// Decodes a request, checking what ``init(identifier:content:trigger:)`` requires.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an empty identifier (and, from the content, a
    ///   negative badge), besides the usual decoding errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let identifier = try container.decode(String.self, forKey: .identifier)
        guard !identifier.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .identifier, in: container,
                debugDescription: "A notification request needs a non-empty identifier")
        }
        self.identifier = identifier
        self.content = try container.decode(NotificationContent.self, forKey: .content)
        self.trigger = try container.decode(NotificationTrigger.self, forKey: .trigger)
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, content, trigger
    }

    /// Checks everything ``LocalNotificationCenter/add(_:)`` checks without a clock: the
    /// identifier, the content (``NotificationContent/validate()``) and the trigger
    /// (``NotificationTrigger/validate()``).
    ///
    /// - Throws: ``NotificationError/emptyIdentifier``, then the content's and the trigger's errors.
    public func validate() throws(NotificationError) {
        guard !identifier.isEmpty else { throw .emptyIdentifier }
        try content.validate()
        try trigger.validate()
    }
}
