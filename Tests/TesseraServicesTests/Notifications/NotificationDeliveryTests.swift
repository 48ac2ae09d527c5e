import Foundation
import TesseraCore
import TesseraServices
import Testing

@MainActor
@Suite struct NotificationDeliveryTests {
    func delivered(_ identifier: String, at seconds: TimeInterval = 0, title: String = "title") -> DeliveredNotification
    {
        DeliveredNotification(
            date: Date(timeIntervalSince1970: seconds),
            request: NotificationRequest(
                identifier: identifier, content: NotificationContent(title: title), trigger: .timeInterval(1)))
    }

    @Test func inAppKeepsAtMostTheMaximumDroppingTheOldest() {
        let banners = InAppNotificationDelivery(maximumBannerCount: 2)
        banners.deliver(delivered("a"))
        banners.deliver(delivered("b"))
        banners.deliver(delivered("c"))
        #expect(banners.banners.map(\.id) == ["b", "c"])
        #expect(banners.deliveredCount == 3)
    }

    @Test func inAppRedeliveryOfAnIdentifierMovesItToTheEndWithNewContent() {
        let banners = InAppNotificationDelivery()
        banners.deliver(delivered("a", title: "old"))
        banners.deliver(delivered("b"))
        banners.deliver(delivered("a", at: 60, title: "new"))
        #expect(banners.banners.map(\.id) == ["b", "a"])
        #expect(banners.banners.last?.request.content.title == "new")
    }

    @Test func inAppDismissAndWithdrawRemoveOnlyThoseBanners() {
        let banners = InAppNotificationDelivery(maximumBannerCount: 4)
        for identifier in ["a", "b", "c", "d"] { banners.deliver(delivered(identifier)) }
        banners.dismiss("b")
        banners.withdraw(identifiers: ["d", "unknown"])
        #expect(banners.banners.map(\.id) == ["a", "c"])
        banners.dismissAll()
        #expect(banners.banners.isEmpty)
    }

    @Test func inAppPresentationsStreamSeesEveryDeliveryInOrder() async {
        let banners = InAppNotificationDelivery(maximumBannerCount: 1)
        let first = banners.presentations()
        let second = banners.presentations()
        banners.deliver(delivered("a"))
        banners.deliver(delivered("b"))
        var seen: [[String]] = []
        for stream in [first, second] {
            var ids: [String] = []
            for await notification in stream {
                ids.append(notification.id)
                if ids.count == 2 { break }
            }
            seen.append(ids)
        }
        #expect(seen == [["a", "b"], ["a", "b"]])
    }

    @Test func desktopIsRefusedWithoutASessionBus() {
        #expect(throws: NotificationDeliveryError.sessionBusUnavailable) {
            try DesktopNotificationDelivery(applicationName: "Tessera Tests", environment: [:])
        }
        #expect(throws: NotificationDeliveryError.sessionBusUnavailable) {
            try DesktopNotificationDelivery(
                applicationName: "Tessera Tests", environment: ["DBUS_SESSION_BUS_ADDRESS": ""])
        }
    }

    @Test func automaticChoosesInAppWithoutASessionBusAndLogsWhy() {
        let sink = MemoryLogSink()
        let banners = InAppNotificationDelivery()
        let delivery = NotificationDelivery.automatic(
            applicationName: "Tessera Tests", inApp: banners, environment: ["HOME": "/root"],
            logger: Logger(category: "notifications", hub: LogHub(sinks: [sink])))
        guard case .inApp(let chosen) = delivery else {
            Issue.record("expected in-app delivery, got \(delivery)")
            return
        }
        #expect(chosen === banners)
        #expect(delivery.deliverer === banners)
        #expect(sink.records.map(\.metadata) == [["reason": "sessionBusUnavailable"]])
    }

    /// Runs only where a session bus is announced (never required; `dbus-run-session swift test …`
    /// exercises it): either no server answers, or a real popup is shown and withdrawn.
    @Test(.enabled(if: !(DesktopNotificationDelivery.processEnvironment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty))
    func desktopWithABusEitherFindsNoServerOrShowsThePopup() throws {
        let desktop: DesktopNotificationDelivery
        do {
            desktop = try DesktopNotificationDelivery(applicationName: "Tessera Tests")
        } catch {
            #expect(
                error
                    == .serverUnavailable(
                        reason: "no notification server answered on the session bus at "
                            + (DesktopNotificationDelivery.processEnvironment["DBUS_SESSION_BUS_ADDRESS"] ?? "")))
            return
        }
        #expect(!desktop.serverDescription.isEmpty)
        try desktop.deliver(delivered("desktop-test", title: "Tessera <test> & co"))
        desktop.withdraw(identifiers: ["desktop-test"])
    }
}
