public import Foundation

/// A request whose trigger fired: UserNotifications' `UNNotification`.
public struct DeliveredNotification: Hashable, Sendable, Codable, Identifiable {
    /// The date the trigger fell due: the scheduled date for time-interval and calendar triggers
    /// (exact, even if the clock ran the delivery a little late), the date the region event was
    /// received for region triggers.
    public let date: Date
    public let request: NotificationRequest

    public var id: String { request.identifier }

    public init(date: Date, request: NotificationRequest) {
        self.date = date
        self.request = request
    }
}
