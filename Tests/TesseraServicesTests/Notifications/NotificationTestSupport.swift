import Foundation
import TesseraCore
import TesseraServices

/// Records what a center asks its delegate and answers with fixed options.
@MainActor
final class RecordingNotificationDelegate: LocalNotificationCenterDelegate {
    var options: NotificationPresentationOptions
    private(set) var presented: [DeliveredNotification] = []
    private(set) var responses: [NotificationResponse] = []

    init(options: NotificationPresentationOptions = .all) {
        self.options = options
    }

    func notificationCenter(_ center: LocalNotificationCenter, willPresent notification: DeliveredNotification)
        -> NotificationPresentationOptions
    {
        presented.append(notification)
        return options
    }

    func notificationCenter(_ center: LocalNotificationCenter, didReceive response: NotificationResponse) {
        responses.append(response)
    }
}

/// A delivery that always fails, to check the center's error path.
@MainActor
final class FailingNotificationDelivery: NotificationDelivering {
    private(set) var withdrawn: [Set<String>] = []

    func deliver(_ notification: DeliveredNotification) throws(NotificationDeliveryError) {
        throw .showFailed(identifier: notification.id, reason: "test server refused")
    }

    func withdraw(identifiers: Set<String>) {
        withdrawn.append(identifiers)
    }
}

/// A center on a test clock, authorized, in Berlin, starting at `origin`.
@MainActor
struct NotificationFixture {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    let clock = TestClock()
    let banners = InAppNotificationDelivery(maximumBannerCount: 10)
    let recorder = RecordingNotificationDelegate()
    let center: LocalNotificationCenter
    let origin: Date

    init(origin: Date = Date(timeIntervalSince1970: 1_774_612_800), authorization: ServiceAuthorization = .authorized)
    {  // 2026-03-27 12:00 UTC
        self.origin = origin
        center = LocalNotificationCenter(
            clock: WallClock(timerClock: clock, origin: origin), delivery: banners, timeZone: Self.berlin,
            authorization: authorization)
        center.delegate = recorder
    }

    func advance(by seconds: Int) {
        clock.advance(by: .seconds(seconds))
    }

    var presentedDates: [Date] { recorder.presented.map(\.date) }
}

func request(_ identifier: String, _ trigger: NotificationTrigger, badge: Int? = nil) -> NotificationRequest {
    NotificationRequest(
        identifier: identifier, content: NotificationContent(title: identifier, body: "body", badge: badge),
        trigger: trigger)
}

func utcDate(_ text: String) -> Date {
    try! Date(text, strategy: .iso8601)
}

@MainActor
final class Counter {
    var value = 0
}
