import Foundation
import TesseraCore
import TesseraServices
import Testing

@MainActor
@Suite struct LocalNotificationCenterTests {
    @Test func addingBeforeAuthorizationIsRefused() {
        let fixture = NotificationFixture(authorization: .notDetermined)
        #expect(throws: NotificationError.notAuthorized(.notDetermined)) {
            try fixture.center.add(request("a", .timeInterval(60)))
        }
        #expect(fixture.center.pendingRequests.isEmpty)
    }

    @Test func authorizationHandlerIsAskedOnceAndItsRefusalSticks() async {
        let asked = Counter()
        let center = LocalNotificationCenter(
            clock: WallClock(timerClock: TestClock(), origin: .distantPast), delivery: InAppNotificationDelivery(),
            authorizationHandler: {
                asked.value += 1
                return false
            })
        #expect(center.authorizationStatus == .notDetermined)
        #expect(await center.requestAuthorization() == .denied)
        #expect(await center.requestAuthorization() == .denied)
        #expect(asked.value == 1)
        #expect(throws: NotificationError.notAuthorized(.denied)) { try center.add(request("a", .timeInterval(60))) }
    }

    @Test func grantedAuthorizationAllowsAdding() async throws {
        let center = LocalNotificationCenter(
            clock: WallClock(timerClock: TestClock(), origin: .distantPast), delivery: InAppNotificationDelivery())
        #expect(await center.requestAuthorization() == .authorized)
        try center.add(request("a", .timeInterval(60)))
        #expect(center.pendingRequests.map(\.identifier) == ["a"])
    }

    @Test func invalidTriggerIsRefusedAndNothingIsScheduled() {
        let fixture = NotificationFixture()
        #expect(throws: NotificationError.repeatingIntervalTooShort(30)) {
            try fixture.center.add(request("a", .timeInterval(30, repeats: true)))
        }
        #expect(throws: NotificationError.invalidTimeInterval(-1)) {
            try fixture.center.add(request("a", .timeInterval(-1)))
        }
        #expect(throws: NotificationError.emptyDateComponents) {
            try fixture.center.add(request("a", .calendar(DateComponents())))
        }
        #expect(fixture.center.pendingRequests.isEmpty)
        #expect(fixture.clock.pendingCount == 0)
    }

    @Test func componentsThatNeverMatchAgainAreRefused() {
        let fixture = NotificationFixture()
        let past = DateComponents(year: 2020, month: 1, day: 1, hour: 9)
        #expect(throws: NotificationError.noMatchingDate(past)) {
            try fixture.center.add(request("a", .calendar(past)))
        }
        let outOfRange = DateComponents(hour: 25)
        #expect(throws: NotificationError.noMatchingDate(outOfRange)) {
            try fixture.center.add(request("a", .calendar(outOfRange)))
        }
    }

    @Test func oneShotIntervalFiresOnceAtItsDateAndLeavesThePendingList() throws {
        let fixture = NotificationFixture()
        try fixture.center.add(request("tea", .timeInterval(90)))
        #expect(fixture.center.nextTriggerDate(forRequest: "tea") == fixture.origin.addingTimeInterval(90))
        fixture.advance(by: 89)
        #expect(fixture.presentedDates.isEmpty)
        fixture.advance(by: 1)
        #expect(fixture.presentedDates == [fixture.origin.addingTimeInterval(90)])
        #expect(fixture.center.pendingRequests.isEmpty)
        #expect(fixture.center.deliveredNotifications.map(\.id) == ["tea"])
        fixture.advance(by: 3600)
        #expect(fixture.presentedDates.count == 1)
    }

    @Test func repeatingIntervalFiresEveryIntervalWithoutDrift() throws {
        let fixture = NotificationFixture()
        try fixture.center.add(request("stretch", .timeInterval(60, repeats: true)))
        fixture.advance(by: 180)
        #expect(fixture.presentedDates == [60, 120, 180].map { fixture.origin.addingTimeInterval($0) })
        #expect(fixture.center.pendingRequests.map(\.identifier) == ["stretch"])
        #expect(fixture.center.nextTriggerDate(forRequest: "stretch") == fixture.origin.addingTimeInterval(240))
        #expect(fixture.center.deliveredNotifications.count == 1)  // one entry per identifier, the newest
        #expect(fixture.center.deliveredNotifications.first?.date == fixture.origin.addingTimeInterval(180))
    }

    @Test func dailyReminderFiresAtTheNextThreeNineOClocksAcrossTheDSTChange() throws {
        let fixture = NotificationFixture()  // Friday 27 March 2026, 13:00 in Berlin
        try fixture.center.add(request("daily-reminder", .calendar(DateComponents(hour: 21, minute: 0), repeats: true)))
        fixture.advance(by: 3 * 86_400)
        #expect(
            fixture.presentedDates == [
                utcDate("2026-03-27T20:00:00Z"),  // 21:00 CET
                utcDate("2026-03-28T20:00:00Z"),  // 21:00 CET
                utcDate("2026-03-29T19:00:00Z"),  // 21:00 CEST: summer time began that morning
            ])
        #expect(fixture.center.nextTriggerDate(forRequest: "daily-reminder") == utcDate("2026-03-30T19:00:00Z"))
        #expect(fixture.banners.deliveredCount == 3)
    }

    @Test func addingTheSameIdentifierReplacesThePendingRequest() throws {
        let fixture = NotificationFixture()
        try fixture.center.add(request("a", .timeInterval(60)))
        try fixture.center.add(request("b", .timeInterval(30)))
        try fixture.center.add(request("a", .timeInterval(120)))
        #expect(fixture.center.pendingRequests.map(\.identifier) == ["b", "a"])
        fixture.advance(by: 200)
        #expect(
            fixture.presentedDates == [fixture.origin.addingTimeInterval(30), fixture.origin.addingTimeInterval(120)])
    }

    @Test func removedPendingRequestsNeverFire() throws {
        let fixture = NotificationFixture()
        try fixture.center.add(request("a", .timeInterval(60)))
        try fixture.center.add(request("b", .timeInterval(60)))
        try fixture.center.add(request("c", .timeInterval(60)))
        fixture.center.removePendingNotificationRequests(withIdentifiers: ["a", "unknown"])
        #expect(fixture.center.pendingRequests.map(\.identifier) == ["b", "c"])
        fixture.center.removeAllPendingNotificationRequests()
        fixture.advance(by: 120)
        #expect(fixture.recorder.presented.isEmpty)
        #expect(fixture.clock.pendingCount == 0)
    }

    @Test func removingDeliveredNotificationsWithdrawsTheirBanners() throws {
        let fixture = NotificationFixture()
        for identifier in ["a", "b", "c"] {
            try fixture.center.add(request(identifier, .timeInterval(10)))
        }
        fixture.advance(by: 10)
        #expect(fixture.banners.banners.map(\.id) == ["a", "b", "c"])
        fixture.center.removeDeliveredNotifications(withIdentifiers: ["b"])
        #expect(fixture.center.deliveredNotifications.map(\.id) == ["a", "c"])
        #expect(fixture.banners.banners.map(\.id) == ["a", "c"])
        fixture.center.removeAllDeliveredNotifications()
        #expect(fixture.center.deliveredNotifications.isEmpty)
        #expect(fixture.banners.banners.isEmpty)
    }

    @Test func openingABannerTellsTheDelegateOnceAndUnlistsTheNotification() throws {
        let fixture = NotificationFixture()
        for identifier in ["a", "b"] {
            try fixture.center.add(request(identifier, .timeInterval(10)))
        }
        fixture.advance(by: 10)
        fixture.banners.open("b")
        #expect(fixture.recorder.responses.map(\.notification.id) == ["b"])
        #expect(fixture.recorder.responses.map(\.actionIdentifier) == [NotificationResponse.defaultActionIdentifier])
        #expect(fixture.recorder.responses.first?.notification.request.content.title == "b")
        #expect(fixture.center.deliveredNotifications.map(\.id) == ["a"])
        #expect(fixture.banners.banners.map(\.id) == ["a"])
        fixture.banners.open("b")  // gone already
        fixture.banners.open("unknown")
        #expect(fixture.recorder.responses.count == 1)
    }

    @Test func aDelegateWithoutTheResponseMethodStillCompilesAndOpeningIsQuiet() throws {
        final class PresentOnly: LocalNotificationCenterDelegate {
            func notificationCenter(_ center: LocalNotificationCenter, willPresent notification: DeliveredNotification)
                -> NotificationPresentationOptions
            { .all }
        }
        let fixture = NotificationFixture()
        let delegate = PresentOnly()
        fixture.center.delegate = delegate
        try fixture.center.add(request("a", .timeInterval(10)))
        fixture.advance(by: 10)
        fixture.banners.open("a")
        #expect(fixture.center.deliveredNotifications.isEmpty)
        #expect(fixture.recorder.responses.isEmpty)
    }

    @Test func badgeFollowsDeliveredContentAndNilLeavesItAlone() throws {
        let fixture = NotificationFixture()
        try fixture.center.add(request("a", .timeInterval(10), badge: 3))
        try fixture.center.add(request("b", .timeInterval(20)))
        fixture.advance(by: 10)
        #expect(fixture.center.badgeCount == 3)
        fixture.advance(by: 10)
        #expect(fixture.center.badgeCount == 3)
        fixture.center.setBadgeCount(0)
        #expect(fixture.center.badgeCount == 0)
    }

    @Test func delegateThatAnswersNothingSuppressesListBadgeAndBanner() throws {
        let fixture = NotificationFixture()
        fixture.recorder.options = []
        try fixture.center.add(request("quiet", .timeInterval(10), badge: 5))
        fixture.advance(by: 10)
        #expect(fixture.recorder.presented.map(\.id) == ["quiet"])
        #expect(fixture.center.deliveredNotifications.isEmpty)
        #expect(fixture.center.badgeCount == 0)
        #expect(fixture.banners.banners.isEmpty)
    }

    @Test func delegateThatAnswersListOnlyKeepsItListedWithoutABanner() throws {
        let fixture = NotificationFixture()
        fixture.recorder.options = [.list]
        try fixture.center.add(request("listed", .timeInterval(10)))
        fixture.advance(by: 10)
        #expect(fixture.center.deliveredNotifications.map(\.id) == ["listed"])
        #expect(fixture.banners.deliveredCount == 0)
    }

    @Test func everyDueNotificationIsAnnouncedOnTheStream() async throws {
        let fixture = NotificationFixture()
        let stream = fixture.center.notifications()
        fixture.recorder.options = []
        try fixture.center.add(request("a", .timeInterval(10)))
        try fixture.center.add(request("b", .timeInterval(20)))
        fixture.advance(by: 20)
        var received: [String] = []
        for await notification in stream {
            received.append(notification.id)
            if received.count == 2 { break }
        }
        #expect(received == ["a", "b"])
    }

    @Test func failedDeliveryIsLoggedAndStillListed() throws {
        let sink = MemoryLogSink()
        let clock = TestClock()
        let origin = Date(timeIntervalSince1970: 1_774_612_800)
        let center = LocalNotificationCenter(
            clock: WallClock(timerClock: clock, origin: origin), delivery: FailingNotificationDelivery(),
            authorization: .authorized, logger: Logger(category: "notifications", hub: LogHub(sinks: [sink])))
        try center.add(request("a", .timeInterval(5)))
        clock.advance(by: .seconds(5))
        #expect(center.deliveredNotifications.map(\.id) == ["a"])
        let record = try #require(sink.records.first)
        #expect(record.level == .error)
        #expect(record.metadata["identifier"] == "a")
        #expect(record.metadata["error"] == #"showFailed(identifier: "a", reason: "test server refused")"#)
    }

    @Test func releasedCenterFiresNothing() throws {
        let clock = TestClock()
        let banners = InAppNotificationDelivery()
        var center: LocalNotificationCenter? = LocalNotificationCenter(
            clock: WallClock(timerClock: clock, origin: .distantPast), delivery: banners, authorization: .authorized)
        weak let weakCenter = center
        try center?.add(request("a", .timeInterval(60, repeats: true)))
        center = nil
        #expect(weakCenter == nil)
        clock.advance(by: .seconds(600))
        #expect(banners.deliveredCount == 0)
        #expect(clock.pendingCount == 0)
    }
}
