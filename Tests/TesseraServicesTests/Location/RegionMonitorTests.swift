import Foundation
import TesseraCore
import TesseraServices
import Testing

@MainActor
@Suite struct RegionMonitorTests {
    let clock = TestClock()
    // The track walks north through this fence: 111, 66.5, 33.3, 0, 33.3, 66.5, 111 m from its centre.
    let fence = CircularRegion(
        id: "fence", center: LocationCoordinate(latitude: 31.2410, longitude: 121.4900), radius: 50)

    private func replay() throws -> ReplayLocationProvider {
        try ReplayLocationProvider(
            contentsOf: LocationFixtures.url("geofence-crossing"),
            clock: WallClock(timerClock: clock, origin: LocationFixtures.origin),
            authorization: .authorized)
    }

    @Test func replayedTrackCrossingTheFenceEntersOnceAndExitsOnce() async throws {
        let provider = try replay()
        var events = provider.regionEvents(for: [fence]).makeAsyncIterator()
        provider.startUpdatingLocation()
        clock.advance(by: .seconds(20))  // third point, 33 m away: inside
        #expect(try await events.next() == .entered(fence))
        #expect(events.tracker.state(of: "fence") == .inside)
        clock.advance(by: .seconds(30))  // sixth point, 66.5 m away: outside
        #expect(try await events.next() == .exited(fence))
        clock.advance(by: .seconds(10))  // the end of the track ends the sequence
        #expect(try await events.next() == nil)
        #expect(events.tracker.state(of: "fence") == .outside)
    }

    @Test(arguments: [true, false])
    func startingInsideReportsTheInitialStateUnlessSilenced(_ reportsInitialEntry: Bool) async throws {
        // Around the first point; the second is 44.35 m north.
        let start = CircularRegion(
            id: "start", center: LocationCoordinate(latitude: 31.2400, longitude: 121.4900), radius: 20)
        let provider = try replay()
        let monitor = RegionMonitor(
            locations: provider.updates, regions: [start], reportsInitialEntry: reportsInitialEntry)
        provider.startUpdatingLocation()
        clock.advance(by: .seconds(10))
        provider.stopUpdatingLocation()
        var collected: [RegionEvent] = []
        for try await event in monitor { collected.append(event) }
        #expect(collected == (reportsInitialEntry ? [.entered(start), .exited(start)] : [.exited(start)]))
    }

    @Test func monitorWorksOnAnyLocationSequence() async throws {
        let track = try GPXTrack(contentsOf: LocationFixtures.url("geofence-crossing"))
        let fixes = track.points.map {
            Location(coordinate: $0.coordinate, horizontalAccuracy: 5, timestamp: $0.time ?? .distantPast)
        }
        let stream = AsyncStream<Location> { continuation in
            fixes.forEach { continuation.yield($0) }
            continuation.finish()
        }
        let far = CircularRegion(id: "far", center: LocationCoordinate(latitude: 0, longitude: 0), radius: 10)
        var collected: [RegionEvent] = []
        for await event in RegionMonitor(locations: stream, regions: [far, fence]) { collected.append(event) }
        #expect(collected == [.entered(fence), .exited(fence)])
    }

    @Test func authorizationErrorIsRethrown() async throws {
        let provider = try ReplayLocationProvider(
            contentsOf: LocationFixtures.url("geofence-crossing"),
            clock: WallClock(timerClock: clock, origin: LocationFixtures.origin),
            authorization: .denied)
        var events = provider.regionEvents(for: [fence]).makeAsyncIterator()
        provider.startUpdatingLocation()
        await #expect(throws: LocationError.notAuthorized(.denied)) { try await events.next() }
    }
}
