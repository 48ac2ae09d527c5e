import TesseraCore

/// A provider that reports one location: for previews, tests and machines without positioning.
///
/// Starting delivers the location once; the provider then stays running (as a stationary device
/// would) until ``stopUpdatingLocation()``. ``move(to:)`` changes the location and delivers it while
/// running, to simulate the user moving in tests.
///
/// ```swift
/// let office = Location(coordinate: LocationCoordinate(latitude: 31.2304, longitude: 121.4737),
///                       horizontalAccuracy: 10, timestamp: .now)
/// let provider = FixedLocationProvider(location: office, authorization: .authorized)
/// let updates = provider.updates
/// provider.startUpdatingLocation()
/// for try await fix in updates { print(fix.coordinate) }  // prints once, ends on stop
/// ```
///
/// Thread-safe: every member may be called from any thread.
public final class FixedLocationProvider: LocationProvider {
    private let feed: LocationFeed
    private let fixed: Lock<Location>

    /// - Parameters:
    ///   - location: what the provider reports.
    ///   - authorization: the status to begin with; `.notDetermined` means
    ///     ``requestAuthorization()`` asks `requestHandler`.
    ///   - requestHandler: asked once, the first time authorization is requested while not
    ///     determined (show your own permission prompt here); grants by default.
    public init(location: Location, authorization: ServiceAuthorization = .notDetermined,
                requestHandler: @escaping @Sendable () async -> ServiceAuthorization = { .authorized }) {
        fixed = Lock(location)
        feed = LocationFeed(authorization: authorization, requestHandler: requestHandler)
    }

    public var authorization: ServiceAuthorization { feed.authorization }

    public func requestAuthorization() async -> ServiceAuthorization {
        await feed.requestAuthorization()
    }

    public var updates: LocationUpdates { LocationUpdates(subscription: feed.subscribe()) }

    public var location: Location? { feed.latest }

    /// Whether the provider is running.
    public var isUpdatingLocation: Bool { feed.isRunning }

    public func startUpdatingLocation() {
        guard feed.start() else { return }
        feed.deliver(fixed.withLock { $0 })
    }

    public func stopUpdatingLocation() {
        feed.stop()
    }

    /// Replaces the reported location; delivers it at once when running.
    public func move(to location: Location) {
        fixed.withLock { $0 = location }
        feed.deliver(location)
    }
}
