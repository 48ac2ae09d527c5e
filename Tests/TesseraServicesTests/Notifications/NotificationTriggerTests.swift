import Foundation
import TesseraServices
import Testing

@Suite struct NotificationTriggerTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    /// 2026-03-27 00:00 UTC, a Friday; Berlin moves to summer time on Sunday 29 March at 02:00.
    let beforeSpringForward = Date(timeIntervalSince1970: 1_774_569_600)

    func utc(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    @Test func negativeZeroAndInfiniteIntervalsAreInvalid() {
        #expect(throws: NotificationError.invalidTimeInterval(-5)) {
            try NotificationTrigger.timeInterval(-5).validate()
        }
        #expect(throws: NotificationError.invalidTimeInterval(0)) { try NotificationTrigger.timeInterval(0).validate() }
        #expect(throws: NotificationError.invalidTimeInterval(.infinity)) {
            try NotificationTrigger.timeInterval(.infinity, repeats: true).validate()
        }
    }

    @Test func repeatingIntervalJustUnderSixtySecondsIsRefusedAndSixtyIsAccepted() throws {
        #expect(throws: NotificationError.repeatingIntervalTooShort(59.5)) {
            try NotificationTrigger.timeInterval(59.5, repeats: true).validate()
        }
        try NotificationTrigger.timeInterval(60, repeats: true).validate()
        try NotificationTrigger.timeInterval(1).validate()
    }

    @Test func componentsWithOnlyATimeZoneCountAsEmpty() {
        var components = DateComponents()
        #expect(throws: NotificationError.emptyDateComponents) {
            try NotificationTrigger.calendar(components).validate()
        }
        components.timeZone = berlin
        #expect(throws: NotificationError.emptyDateComponents) {
            try NotificationTrigger.calendar(components, repeats: true).validate()
        }
    }

    @Test func regionTriggerWithNeitherEntryNorExitIsInvalid() {
        let region = CircularRegion(
            id: "home", center: LocationCoordinate(latitude: 52.52, longitude: 13.405), radius: 100)
        #expect(throws: NotificationError.regionWithoutEvents(region)) {
            try NotificationTrigger.region(region, notifyOnEntry: false, notifyOnExit: false).validate()
        }
    }

    @Test func repeatsReflectsEveryKind() {
        let region = CircularRegion(id: "home", center: LocationCoordinate(latitude: 0, longitude: 0), radius: 10)
        #expect(NotificationTrigger.timeInterval(60, repeats: true).repeats)
        #expect(!NotificationTrigger.calendar(DateComponents(hour: 9)).repeats)
        #expect(!NotificationTrigger.region(region).repeats)
        #expect(NotificationTrigger.region(region, repeats: true).repeats)
    }

    @Test func timeIntervalNextDateIsTheIntervalAfter() {
        let date = NotificationTrigger.timeInterval(90).nextTriggerDate(after: beforeSpringForward, timeZone: berlin)
        #expect(date == beforeSpringForward.addingTimeInterval(90))
    }

    @Test func dailyNineInTheEveningMovesOneHourEarlierInUTCAcrossSpringForward() {
        let trigger = NotificationTrigger.calendar(DateComponents(hour: 21, minute: 0), repeats: true)
        var dates: [Date] = []
        var after = beforeSpringForward
        for _ in 0..<4 {
            guard let next = trigger.nextTriggerDate(after: after, timeZone: berlin) else { break }
            dates.append(next)
            after = next
        }
        #expect(
            dates == [
                utc("2026-03-27T20:00:00Z"), utc("2026-03-28T20:00:00Z"),
                utc("2026-03-29T19:00:00Z"), utc("2026-03-30T19:00:00Z"),
            ])
    }

    @Test func timeLostToSpringForwardFiresAtTheEndOfTheGap() {
        let trigger = NotificationTrigger.calendar(DateComponents(hour: 2, minute: 30), repeats: true)
        let saturdayNight = utc("2026-03-28T12:00:00Z")
        // 02:30 does not exist in Berlin on 29 March 2026; 03:00 CEST is 01:00 UTC.
        #expect(trigger.nextTriggerDate(after: saturdayNight, timeZone: berlin) == utc("2026-03-29T01:00:00Z"))
        #expect(
            trigger.nextTriggerDate(after: utc("2026-03-29T01:00:00Z"), timeZone: berlin) == utc("2026-03-30T00:30:00Z")
        )
    }

    @Test func timeRepeatedByFallBackFiresOnceAtTheFirstOccurrence() {
        let trigger = NotificationTrigger.calendar(DateComponents(hour: 2, minute: 30), repeats: true)
        // 25 October 2026: 02:30 CEST (00:30 UTC), then 02:30 CET (01:30 UTC).
        let first = trigger.nextTriggerDate(after: utc("2026-10-24T12:00:00Z"), timeZone: berlin)
        #expect(first == utc("2026-10-25T00:30:00Z"))
        #expect(
            trigger.nextTriggerDate(after: utc("2026-10-25T00:30:00Z"), timeZone: berlin) == utc("2026-10-26T01:30:00Z")
        )
    }

    @Test func thirtyFirstSkipsMonthsWithoutOne() {
        let trigger = NotificationTrigger.calendar(DateComponents(day: 31, hour: 9), repeats: true)
        let march31 = trigger.nextTriggerDate(after: beforeSpringForward, timeZone: berlin)
        #expect(march31 == utc("2026-03-31T07:00:00Z"))
        #expect(march31.flatMap { trigger.nextTriggerDate(after: $0, timeZone: berlin) } == utc("2026-05-31T07:00:00Z"))
    }

    @Test func impossibleOrPastComponentsHaveNoNextDate() {
        #expect(
            NotificationTrigger.calendar(DateComponents(month: 2, day: 30)).nextTriggerDate(
                after: beforeSpringForward, timeZone: berlin) == nil)
        #expect(
            NotificationTrigger.calendar(DateComponents(year: 2020, hour: 3)).nextTriggerDate(
                after: beforeSpringForward, timeZone: berlin) == nil)
    }

    @Test func componentsTimeZoneOverridesTheDefault() {
        var components = DateComponents(hour: 9, minute: 0)
        components.timeZone = TimeZone(identifier: "Asia/Tokyo")
        let date = NotificationTrigger.calendar(components).nextTriggerDate(
            after: beforeSpringForward, timeZone: berlin)
        #expect(date == utc("2026-03-27T00:00:00Z").addingTimeInterval(86_400))  // 09:00 JST = 00:00 UTC, next day
    }

    @Test func regionTriggerHasNoDate() {
        let region = CircularRegion(id: "home", center: LocationCoordinate(latitude: 0, longitude: 0), radius: 10)
        #expect(NotificationTrigger.region(region).nextTriggerDate(after: beforeSpringForward, timeZone: berlin) == nil)
    }

    @Test func requestRoundTripsThroughJSON() throws {
        let request = NotificationRequest(
            identifier: "daily",
            content: NotificationContent(title: "Journal", body: "Write", badge: 2, userInfo: ["screen": "today"]),
            trigger: .calendar(DateComponents(hour: 21, minute: 0), repeats: true))
        let decoded = try JSONDecoder().decode(NotificationRequest.self, from: JSONEncoder().encode(request))
        #expect(decoded == request)
    }
}
