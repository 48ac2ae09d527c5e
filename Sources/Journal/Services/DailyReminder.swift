import Foundation
public import Observation
public import Tessera

/// The daily "write today's entry" notification: a repeating calendar trigger at
/// `JournalPreferences.dailyReminderHour`:00 in the center's time zone, scheduled through
/// `LocalNotificationCenter` while `JournalPreferences.dailyReminderEnabled` is on.
///
/// ```swift
/// let daily = DailyReminder(center: center, preferences: preferences)
/// try await daily.setEnabled(true)        // asks for permission once, then schedules 21:00 daily
/// try daily.setHour(8)                    // moves it to 08:00
/// center.pendingRequests.first?.trigger   // .calendar(DateComponents(hour: 8, minute: 0), repeats: true)
/// ```
///
/// The center keeps pending requests in memory only, so `init` schedules the request again when the
/// preference says it is on (the center must then be authorized — see `JournalServices`). Settings
/// binds to ``isEnabled`` and ``hour``. Main actor.
@MainActor
@Observable
public final class DailyReminder {
    /// The request's identifier in the center.
    public static let requestIdentifier = "journal.dailyReminder"

    /// Whether the reminder is scheduled (and stored as on).
    public private(set) var isEnabled: Bool
    /// The hour it fires at, 0…23.
    public private(set) var hour: Int

    @ObservationIgnored public let center: LocalNotificationCenter
    @ObservationIgnored public let preferences: JournalPreferences
    @ObservationIgnored private let logger = Logger(category: "journal")

    /// Reads the stored choice and, when it is on, schedules the request again.
    public init(center: LocalNotificationCenter, preferences: JournalPreferences) {
        self.center = center
        self.preferences = preferences
        hour = preferences.dailyReminderHour
        isEnabled = preferences.dailyReminderEnabled
        if isEnabled {
            do {
                try center.add(request(hour: hour))
            } catch {
                logger.warning("daily reminder not rescheduled: \(error)")
                isEnabled = false
            }
        }
    }

    /// The notification: "悦记 Journal — 今天过得怎么样？…", every day at `hour`:00.
    public func request(hour: Int) -> NotificationRequest {
        NotificationRequest(
            identifier: Self.requestIdentifier,
            content: NotificationContent(
                title: "悦记 Journal", body: "今天过得怎么样？写下来吧。How was your day? Write it down.",
                userInfo: ["screen": "compose"]),
            trigger: .calendar(DateComponents(hour: hour, minute: 0), repeats: true))
    }

    /// Turns the reminder on (asking for notification permission the first time) or off, and
    /// stores the choice.
    /// - Throws: `NotificationError.notAuthorized` when permission is refused (the reminder stays
    ///   off); nothing changes when it throws.
    public func setEnabled(_ enabled: Bool) async throws(NotificationError) {
        if enabled {
            await center.requestAuthorization()
            try center.add(request(hour: hour))
        } else {
            center.removePendingNotificationRequests(withIdentifiers: [Self.requestIdentifier])
        }
        preferences.dailyReminderEnabled = enabled
        if isEnabled != enabled { isEnabled = enabled }
    }

    /// Moves the reminder to `hour`:00 (stored; rescheduled at once when it is on).
    /// - Throws: the center's `NotificationError` when rescheduling fails; the hour then stays.
    /// - Precondition: `hour` is 0…23.
    public func setHour(_ hour: Int) throws(NotificationError) {
        precondition((0...23).contains(hour), "the daily reminder's hour must be 0…23, not \(hour)")
        if isEnabled { try center.add(request(hour: hour)) }
        preferences.dailyReminderHour = hour
        if self.hour != hour { self.hour = hour }
    }

    /// "21:00" for `hour` 21.
    public static func timeText(hour: Int) -> String {
        String(format: "%02d:00", hour)
    }
}
