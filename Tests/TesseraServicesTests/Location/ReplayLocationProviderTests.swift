import Foundation
import TesseraCore
import TesseraServices
import Testing

@MainActor
@Suite struct ReplayLocationProviderTests {
    let clock = TestClock()
    var wall: WallClock { WallClock(timerClock: clock, origin: LocationFixtures.origin) }

    private func walk(speedFactor: Double = 1) throws -> ReplayLocationProvider {
        try ReplayLocationProvider(
            contentsOf: LocationFixtures.url("walk"), clock: wall, speedFactor: speedFactor,
            horizontalAccuracy: 8, authorization: .authorized)
    }

    /// Pulls exactly `count` fixes that have already arrived.
    private func take(_ count: Int, from iterator: inout LocationUpdates.Iterator) async throws -> [Location] {
        var fixes: [Location] = []
        for _ in 0..<count {
            fixes.append(try #require(try await iterator.next()))
        }
        return fixes
    }

    private func latitudes(_ fixes: [Location]) -> [Double] { fixes.map(\.coordinate.latitude) }

    @Test func realSpeedDeliversEachPointAtItsRecordedTime() async throws {
        let provider = try walk()
        var updates = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        #expect(provider.deliveredCount == 1)  // the first point at once
        #expect(latitudes(try await take(1, from: &updates)) == [31.2304])

        clock.advance(by: .seconds(9))
        #expect(provider.deliveredCount == 1)
        clock.advance(by: .seconds(1))
        #expect(provider.deliveredCount == 2)
        clock.advance(by: .seconds(20))
        #expect(provider.deliveredCount == 4)
        #expect(latitudes(try await take(3, from: &updates)) == [31.2305, 31.2306, 31.2307])

        clock.advance(by: .milliseconds(29_999))
        #expect(provider.deliveredCount == 5)  // 45 s arrived, 60 s not yet
        #expect(provider.isUpdatingLocation)
        clock.advance(by: .milliseconds(1))
        #expect(provider.deliveredCount == 6)
        #expect(!provider.isUpdatingLocation)  // stopped by itself after the last point
        #expect(latitudes(try await take(2, from: &updates)) == [31.2308, 31.2309])
        #expect(try await updates.next() == nil)
        #expect(clock.pendingCount == 0)
    }

    @Test func tenTimesFasterDividesEveryDelay() async throws {
        let provider = try walk(speedFactor: 10)
        var updates = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        clock.advance(by: .seconds(1))
        #expect(provider.deliveredCount == 2)
        clock.advance(by: .seconds(2))
        #expect(provider.deliveredCount == 4)  // 0, 10, 20, 30 s recorded → 0, 1, 2, 3 s
        clock.advance(by: .milliseconds(1_400))
        #expect(provider.deliveredCount == 4)
        clock.advance(by: .milliseconds(100))
        #expect(provider.deliveredCount == 5)  // 45 s recorded → 4.5 s
        clock.advance(by: .milliseconds(1_500))
        #expect(provider.deliveredCount == 6)
        let fixes = try await take(6, from: &updates)
        #expect(fixes.map(\.timestamp) == [0, 1, 2, 3, 4.5, 6].map { LocationFixtures.origin.addingTimeInterval($0) })
        #expect(try await updates.next() == nil)
    }

    @Test func fixesCarryElevationAccuracyAndSpeedAndCourseFromThePreviousPoint() async throws {
        let provider = try walk(speedFactor: 10)
        var updates = provider.updates.makeAsyncIterator()
        clock.advance(by: .seconds(100))  // time before the start does not count
        provider.startUpdatingLocation()
        clock.advance(by: .seconds(6))
        let fixes = try await take(6, from: &updates)
        #expect(fixes[0].timestamp == LocationFixtures.origin.addingTimeInterval(100))
        #expect(fixes.map(\.altitude) == [4.0, 4.5, 5.0, nil, 5.0, 4.8])
        #expect(fixes.allSatisfy { $0.horizontalAccuracy == 8 })
        #expect(fixes[0].speed == nil && fixes[0].course == nil)
        // Recorded speeds (not × 10): GeographicLib leg lengths over the recorded seconds.
        let speeds = fixes.dropFirst().map { $0.speed ?? -1 }
        let expectedSpeeds = [
            1.4618487937932305, 1.4618481530663512, 1.108734369794355, 0.9745645809574034, 0.7391562695529452,
        ]
        #expect(zip(speeds, expectedSpeeds).allSatisfy { abs($0 - $1) < 1e-9 })
        let courses = fixes.dropFirst().map { $0.course ?? -1 }
        let expectedCourses = [40.67252449864274, 40.67249423312793, 0, 40.6724336990524, 0]
        #expect(zip(courses, expectedCourses).allSatisfy { bearingDifference($0, $1) < 1e-6 })
        #expect(provider.location == fixes.last)
    }

    @Test func stopEndsTheSequenceAndCancelsTheNextPoint() async throws {
        let provider = try walk()
        var updates = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        clock.advance(by: .seconds(10))
        provider.stopUpdatingLocation()
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(100))
        #expect(provider.deliveredCount == 2)
        #expect(latitudes(try await take(2, from: &updates)) == [31.2304, 31.2305])
        #expect(try await updates.next() == nil)
        #expect(provider.location?.coordinate.latitude == 31.2305)  // kept after stopping
    }

    @Test func restartingReplaysFromTheFirstPoint() async throws {
        let provider = try walk()
        provider.startUpdatingLocation()
        clock.advance(by: .seconds(20))
        provider.stopUpdatingLocation()
        var updates = provider.updates.makeAsyncIterator()  // made while stopped: waits for the start
        provider.startUpdatingLocation()
        #expect(provider.deliveredCount == 1)
        clock.advance(by: .seconds(10))
        let fixes = try await take(2, from: &updates)
        #expect(latitudes(fixes) == [31.2304, 31.2305])
        #expect(fixes[1].timestamp == LocationFixtures.origin.addingTimeInterval(30))
    }

    @Test func startingTwiceDoesNotRestart() throws {
        let provider = try walk()
        provider.startUpdatingLocation()
        clock.advance(by: .seconds(10))
        provider.startUpdatingLocation()
        #expect(provider.deliveredCount == 2)
        #expect(clock.pendingCount == 1)
    }

    @Test func subscriptionMadeWhileRunningStartsWithTheLatestFix() async throws {
        let provider = try walk()
        provider.startUpdatingLocation()
        clock.advance(by: .seconds(10))
        var late = provider.updates.makeAsyncIterator()
        clock.advance(by: .seconds(10))
        #expect(latitudes(try await take(2, from: &late)) == [31.2305, 31.2306])
    }

    @Test func routeWithoutTimesPlaysAtAFixedInterval() async throws {
        let provider = try ReplayLocationProvider(
            contentsOf: LocationFixtures.url("route"), clock: wall, speedFactor: 2,
            pacing: .interval(.seconds(30)), authorization: .authorized)
        var updates = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        clock.advance(by: .seconds(14))
        #expect(provider.deliveredCount == 1)
        clock.advance(by: .seconds(1))
        #expect(provider.deliveredCount == 2)
        clock.advance(by: .seconds(15))
        let fixes = try await take(3, from: &updates)
        // 110.874 m north then 95.263 m east (GeographicLib), each over 30 s of track time.
        #expect(abs((fixes[1].speed ?? 0) - 110.8736070135231 / 30) < 1e-9)
        #expect(abs((fixes[2].speed ?? 0) - 95.26323297948308 / 30) < 1e-9)
        #expect(bearingDifference(fixes[2].course ?? 0, 89.99974068051874) < 1e-6)
        #expect(try await updates.next() == nil)
    }

    @Test func recordedPacingRejectsTracksWithoutTimes() throws {
        let url = try LocationFixtures.url("missing-time")
        #expect(throws: GPXError.missingTimestamp(point: GPXPointReference(kind: .trackPoint, index: 2, line: 6))) {
            try ReplayLocationProvider(contentsOf: url, clock: wall)
        }
        let paced = try ReplayLocationProvider(contentsOf: url, clock: wall, pacing: .interval(.seconds(1)))
        #expect(paced.track.points.count == 4)
    }

    @Test func malformedFilesFailWhenTheProviderIsMade() throws {
        #expect(throws: GPXError.empty) {
            try ReplayLocationProvider(contentsOf: LocationFixtures.url("empty"), clock: wall)
        }
        #expect(throws: GPXError.noPoints) {
            try ReplayLocationProvider(contentsOf: LocationFixtures.url("no-points"), clock: wall)
        }
    }

    // MARK: Authorization

    @Test func startingWithoutAuthorizationEndsUpdatesWithAnError() async throws {
        let provider = try ReplayLocationProvider(contentsOf: LocationFixtures.url("walk"), clock: wall)
        #expect(provider.authorization == .notDetermined)
        var updates = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        #expect(!provider.isUpdatingLocation)
        #expect(clock.pendingCount == 0)
        await #expect(throws: LocationError.notAuthorized(.notDetermined)) { try await updates.next() }
        #expect(try await updates.next() == nil)
    }

    @Test func requestAuthorizationAsksOnceAndRemembers() async throws {
        let asked = Lock(0)
        let provider = try ReplayLocationProvider(contentsOf: LocationFixtures.url("walk"), clock: wall) {
            asked.withLock { $0 += 1 }
            return .denied
        }
        #expect(await provider.requestAuthorization() == .denied)
        #expect(await provider.requestAuthorization() == .denied)
        #expect(asked.withLock { $0 } == 1)
        #expect(provider.authorization == .denied)
        var updates = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        await #expect(throws: LocationError.notAuthorized(.denied)) { try await updates.next() }
    }

    @Test func grantedAuthorizationLetsTheReplayStart() async throws {
        let provider = try ReplayLocationProvider(contentsOf: LocationFixtures.url("walk"), clock: wall)
        #expect(await provider.requestAuthorization() == .authorized)
        provider.startUpdatingLocation()
        #expect(provider.deliveredCount == 1)
    }
}
