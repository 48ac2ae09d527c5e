import Foundation
import TesseraCore
import TesseraServices
import Testing

@MainActor
@Suite struct LocalNotificationCenterRegionTests {
    let parking = CircularRegion(
        id: "parking", center: LocationCoordinate(latitude: 52.5163, longitude: 13.3777), radius: 150)
    let home = CircularRegion(id: "home", center: LocationCoordinate(latitude: 52.4900, longitude: 13.4200), radius: 50)
    let office = CircularRegion(
        id: "office", center: LocationCoordinate(latitude: 52.5200, longitude: 13.4050), radius: 80)

    @Test func regionTriggerWithoutMonitoringIsRefused() {
        let fixture = NotificationFixture()
        #expect(throws: NotificationError.regionMonitoringUnavailable(parking)) {
            try fixture.center.add(request("car", .region(parking)))
        }
    }

    @Test func exitTriggerIgnoresEntryAndOtherRegionsThenFiresOnceOnExit() async throws {
        let fixture = NotificationFixture()
        let (events, feed) = AsyncStream.makeStream(of: RegionEvent.self)
        fixture.center.monitorRegions(events)
        try fixture.center.add(request("car", .region(parking, notifyOnEntry: false, notifyOnExit: true)))
        try fixture.center.add(request("sentinel", .region(home)))
        #expect(fixture.center.monitoredRegions == [parking, home])
        let announcements = fixture.center.notifications()

        feed.yield(.entered(parking))
        feed.yield(.exited(office))
        feed.yield(.exited(parking))
        feed.yield(.exited(parking))
        feed.yield(.entered(home))  // events are handled in order: once this arrives, all above were
        var received: [DeliveredNotification] = []
        for await notification in announcements {
            received.append(notification)
            if notification.id == "sentinel" { break }
        }
        #expect(received.map(\.id) == ["car", "sentinel"])
        #expect(received.first?.date == fixture.origin)
        #expect(fixture.center.pendingRequests.isEmpty)
    }

    @Test func repeatingRegionTriggerStaysPendingAndFiresOnEveryMatchingCrossing() async throws {
        let fixture = NotificationFixture()
        let (events, feed) = AsyncStream.makeStream(of: RegionEvent.self)
        fixture.center.monitorRegions(events)
        try fixture.center.add(
            request("arrive", .region(office, notifyOnEntry: true, notifyOnExit: false, repeats: true)))
        let announcements = fixture.center.notifications()

        feed.yield(.entered(office))
        feed.yield(.exited(office))
        feed.yield(.entered(office))
        var count = 0
        for await notification in announcements {
            #expect(notification.id == "arrive")
            count += 1
            if count == 2 { break }
        }
        #expect(fixture.center.pendingRequests.map(\.identifier) == ["arrive"])
        #expect(fixture.banners.deliveredCount == 2)
    }

    @Test func regionEventsDeliverTheDateOfTheWallClock() async throws {
        let fixture = NotificationFixture()
        let (events, feed) = AsyncStream.makeStream(of: RegionEvent.self)
        fixture.center.monitorRegions(events)
        try fixture.center.add(request("car", .region(parking)))
        fixture.advance(by: 3600)
        let announcements = fixture.center.notifications()
        feed.yield(.entered(parking))
        var date: Date?
        for await notification in announcements {
            date = notification.date
            break
        }
        #expect(date == fixture.origin.addingTimeInterval(3600))
    }
}
