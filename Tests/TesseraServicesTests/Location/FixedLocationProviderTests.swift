import Foundation
import TesseraCore
import TesseraServices
import Testing

@Suite struct FixedLocationProviderTests {
    let office = Location(
        coordinate: LocationCoordinate(latitude: 31.2304, longitude: 121.4737), altitude: 4,
        horizontalAccuracy: 10, timestamp: LocationFixtures.origin)
    let cafe = Location(
        coordinate: LocationCoordinate(latitude: 31.2320, longitude: 121.4755),
        horizontalAccuracy: 10, timestamp: LocationFixtures.origin.addingTimeInterval(60))

    @Test func startDeliversTheLocationOnceAndStopEndsTheSequence() async throws {
        let provider = FixedLocationProvider(location: office, authorization: .authorized)
        #expect(provider.location == nil)
        var updates = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        #expect(try await updates.next() == office)
        #expect(provider.location == office)
        provider.stopUpdatingLocation()
        #expect(try await updates.next() == nil)
        #expect(!provider.isUpdatingLocation)
    }

    @Test func moveDeliversWhileRunningAndOnlyReplacesWhileStopped() async throws {
        let provider = FixedLocationProvider(location: office, authorization: .authorized)
        var updates = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        provider.move(to: cafe)
        #expect(try await updates.next() == office)
        #expect(try await updates.next() == cafe)
        provider.stopUpdatingLocation()
        provider.move(to: office)
        #expect(provider.location == cafe)
        var again = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        #expect(try await again.next() == office)
    }

    @Test func everySubscriptionGetsEveryFix() async throws {
        let provider = FixedLocationProvider(location: office, authorization: .authorized)
        var first = provider.updates.makeAsyncIterator()
        var second = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        provider.move(to: cafe)
        provider.stopUpdatingLocation()
        for expected in [office, cafe] {
            #expect(try await first.next() == expected)
            #expect(try await second.next() == expected)
        }
        #expect(try await first.next() == nil)
        #expect(try await second.next() == nil)
    }

    @Test func consumerInAnotherTaskReceivesEveryFixUntilStop() async throws {
        let provider = FixedLocationProvider(location: office, authorization: .authorized)
        let updates = provider.updates
        let consumer = Task {
            var received: [Location] = []
            for try await fix in updates { received.append(fix) }
            return received
        }
        provider.startUpdatingLocation()
        for _ in 0..<10 { await Task.yield() }  // usually lets the consumer suspend first; either order must work
        provider.move(to: cafe)
        provider.stopUpdatingLocation()
        #expect(try await consumer.value == [office, cafe])
    }

    @Test func cancellingTheConsumingTaskEndsItsSubscription() async throws {
        let provider = FixedLocationProvider(location: office, authorization: .authorized)
        let updates = provider.updates
        let consumer = Task {
            var count = 0
            for try await _ in updates { count += 1 }
            return count
        }
        consumer.cancel()
        provider.startUpdatingLocation()
        let count = try await consumer.value
        #expect(count <= 1)
    }

    @Test func startWithoutPermissionThrowsAndConcurrentRequestsShareOneQuestion() async throws {
        let asked = Lock(0)
        let provider = FixedLocationProvider(location: office) {
            asked.withLock { $0 += 1 }
            return .authorized
        }
        var refused = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        await #expect(throws: LocationError.notAuthorized(.notDetermined)) { try await refused.next() }

        async let first = provider.requestAuthorization()
        async let second = provider.requestAuthorization()
        #expect(await [first, second] == [.authorized, .authorized])
        #expect(asked.withLock { $0 } == 1)

        var updates = provider.updates.makeAsyncIterator()
        provider.startUpdatingLocation()
        #expect(try await updates.next() == office)
    }

    @Test func restrictedIsNeverAskedAgain() async {
        let provider = FixedLocationProvider(location: office, authorization: .restricted) {
            Issue.record("must not ask when restricted")
            return .authorized
        }
        #expect(await provider.requestAuthorization() == .restricted)
    }

    @Test func providerCanBeUsedThroughTheProtocol() async throws {
        let provider: any LocationProvider = FixedLocationProvider(location: office, authorization: .authorized)
        let updates = provider.updates
        provider.startUpdatingLocation()
        var received: [Location] = []
        for try await fix in updates {
            received.append(fix)
            provider.stopUpdatingLocation()
        }
        #expect(received == [office])
    }
}
