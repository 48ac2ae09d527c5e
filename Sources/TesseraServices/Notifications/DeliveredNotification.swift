public import Foundation

/// A request whose trigger fired: UserNotifications' `UNNotification`.
public struct DeliveredNotification: Hashable, Sendable, Codable, Identifiable {
    /// The date the trigger fell due: the scheduled date for time-interval and calendar triggers
    /// (exact, even if the clock ran the delivery a little late), the date the region event was
    /// received for region triggers.
    public let date: Date
    /// The request that fired, unchanged.
    public let request: NotificationRequest

    /// The request's identifier, for `Identifiable`.
    public var id: String { request.identifier }

    /// Creates a delivered notification. Nothing is checked.
    public init(date: Date, request: NotificationRequest) {
        self.date = date
        self.request = request
    }
}
