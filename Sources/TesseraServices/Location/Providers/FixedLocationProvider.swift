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
    public init(
        location: Location, authorization: ServiceAuthorization = .notDetermined,
        requestHandler: @escaping @Sendable () async -> ServiceAuthorization = { .authorized }
    ) {
        fixed = Lock(location)
        feed = LocationFeed(authorization: authorization, requestHandler: requestHandler)
    }

    /// Whether the app may use location now; see ``LocationProvider/authorization``.
    public var authorization: ServiceAuthorization { feed.authorization }

    /// Asks `requestHandler` once when `.notDetermined`; otherwise returns the current status.
    public func requestAuthorization() async -> ServiceAuthorization {
        await feed.requestAuthorization()
    }

    /// A new subscription to the fixes; read it before ``startUpdatingLocation()`` to miss none.
    public var updates: LocationUpdates { LocationUpdates(subscription: feed.subscribe()) }

    /// The most recent fix delivered, or `nil` before the first; kept after stopping.
    public var location: Location? { feed.latest }

    /// Whether the provider is running.
    public var isUpdatingLocation: Bool { feed.isRunning }

    /// Delivers the location once and keeps running; does nothing when already running. Without
    /// authorization, ends subscriptions with ``LocationError/notAuthorized(_:)`` and stays stopped.
    public func startUpdatingLocation() {
        guard feed.start() else { return }
        feed.deliver(fixed.withLock { $0 })
    }

    /// Stops and finishes every current subscription; does nothing when stopped.
    public func stopUpdatingLocation() {
        feed.stop()
    }

    /// Replaces the reported location; delivers it at once when running.
    public func move(to location: Location) {
        fixed.withLock { $0 = location }
        feed.deliver(location)
    }
}
