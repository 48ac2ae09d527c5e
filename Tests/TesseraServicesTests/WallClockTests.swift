import Foundation
import TesseraCore
import TesseraServices
import Testing

@MainActor
@Suite struct WallClockTests {
    let origin = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC

    @Test func nowFollowsTheTimerClock() {
        let clock = TestClock()
        let wall = WallClock(timerClock: clock, origin: origin)
        clock.advance(by: .milliseconds(90_500))
        #expect(wall.now == Date(timeIntervalSince1970: 1_767_225_690.5))
    }

    @Test func scheduledActionRunsAtItsDateAndNotBefore() {
        let clock = TestClock()
        let wall = WallClock(timerClock: clock, origin: origin)
        var fired: [Date] = []
        let token = wall.schedule(at: origin.addingTimeInterval(60)) { fired.append(wall.now) }
        clock.advance(by: .seconds(59))
        #expect(fired.isEmpty)
        clock.advance(by: .seconds(1))
        #expect(fired == [origin.addingTimeInterval(60)])
        _ = token
    }

    @Test func cancelledActionNeverRuns() {
        let clock = TestClock()
        let wall = WallClock(timerClock: clock, origin: origin)
        var fired = 0
        wall.schedule(at: origin.addingTimeInterval(5)) { fired += 1 }.cancel()
        clock.advance(by: .seconds(10))
        #expect(fired == 0)
    }
}
