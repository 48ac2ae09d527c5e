import Foundation
import TesseraCore
import TesseraServices
import Testing

/// Requests from outside data (JSON) and absurd triggers are refused with typed errors, never a crash.
@MainActor
@Suite struct NotificationRequestValidationTests {
    func decode(_ json: String) throws -> NotificationRequest {
        try JSONDecoder().decode(NotificationRequest.self, from: Data(json.utf8))
    }

    func json(identifier: String = "a", title: String = "t", body: String = "b", badge: Int? = nil) -> String {
        let badgeField = badge.map { #","badge":\#($0)"# } ?? ""
        return #"""
            {"identifier":"\#(identifier)","content":{"title":"\#(title)","subtitle":"","body":"\#(body)",\#
            "userInfo":{}\#(badgeField)},"trigger":{"timeInterval":{"_0":60,"repeats":false}}}
            """#
    }

    @Test func aRequestRoundTripsThroughJSON() throws {
        let original = request("a", .timeInterval(60), badge: 3)
        let decoded = try JSONDecoder().decode(NotificationRequest.self, from: JSONEncoder().encode(original))
        #expect(decoded == original)
        #expect(try decode(json(badge: 2)).content.badge == 2)
    }

    @Test func decodingRefusesAnEmptyIdentifierAndANegativeBadge() {
        #expect {
            try decode(json(identifier: ""))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["identifier"]
        }
        #expect {
            try decode(json(badge: -5))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["content", "badge"]
        }
    }

    @Test func addRefusesANegativeBadgeSetAfterCreationAndEmptyContent() {
        let fixture = NotificationFixture()
        var negative = request("a", .timeInterval(60))
        negative.content.badge = -5
        #expect(throws: NotificationError.negativeBadge(-5)) { try fixture.center.add(negative) }
        let empty = NotificationRequest(
            identifier: "b", content: NotificationContent(title: "", subtitle: "only a subtitle"),
            trigger: .timeInterval(60))
        #expect(throws: NotificationError.emptyContent) { try fixture.center.add(empty) }
        #expect(fixture.center.pendingRequests.isEmpty)
        let bodyOnly = NotificationRequest(
            identifier: "c", content: NotificationContent(title: "", body: "body"), trigger: .timeInterval(60))
        #expect(throws: Never.self) { try fixture.center.add(bodyOnly) }
    }

    @Test func intervalsOverAHundredYearsAreRefused() {
        let fixture = NotificationFixture()
        for seconds in [1e19, 1e300, NotificationTrigger.maximumTimeInterval.nextUp] {
            #expect(throws: NotificationError.invalidTimeInterval(seconds)) {
                try fixture.center.add(request("a", .timeInterval(seconds)))
            }
        }
        #expect(throws: Never.self) {
            try fixture.center.add(request("a", .timeInterval(NotificationTrigger.maximumTimeInterval, repeats: true)))
        }
        #expect(fixture.center.nextTriggerDate(forRequest: "a")?.timeIntervalSince(fixture.origin) == 3_155_760_000)
    }

    @Test func aCalendarMatchThousandsOfYearsAwayIsScheduledWithoutOverflow() throws {
        let fixture = NotificationFixture()
        var components = DateComponents(year: 9999, month: 12, day: 31)
        components.timeZone = TimeZone(identifier: "UTC")
        try fixture.center.add(request("far", .calendar(components)))
        #expect(fixture.center.nextTriggerDate(forRequest: "far") == utcDate("9999-12-31T00:00:00Z"))
        fixture.advance(by: 86_400)
        #expect(fixture.recorder.presented.isEmpty)
    }

    @Test func theWallClockSchedulesAnyDateWithoutOverflow() {
        let clock = TestClock()
        let origin = Date(timeIntervalSince1970: 0)
        let wall = WallClock(timerClock: clock, origin: origin)
        var fired = 0
        let far = wall.schedule(at: Date(timeIntervalSince1970: 1e300)) { fired += 1 }
        let past = wall.schedule(at: Date(timeIntervalSince1970: -1e300)) { fired += 10 }
        clock.advance(by: .seconds(1))
        #expect(fired == 10)
        clock.advance(by: .seconds(WallClock.maximumSchedulingDistance))
        #expect(fired == 11)
        _ = (far, past)
    }
}
