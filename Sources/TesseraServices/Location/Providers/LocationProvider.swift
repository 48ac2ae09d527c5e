/// A source of position fixes, shaped like Core Location's `CLLocationManager` with Swift
/// concurrency: an authorization status, a request for permission, start and stop, and the fixes as
/// an async sequence.
///
/// ```swift
/// func follow(_ provider: some LocationProvider) async throws(LocationError) {
///     guard await provider.requestAuthorization() == .authorized else { return }
///     let updates = provider.updates          // subscribe before starting: no fix is missed
///     provider.startUpdatingLocation()
///     for try await location in updates {     // ends when the provider stops
///         print(location.coordinate)
///     }
/// }
/// ```
///
/// Contract for conforming types:
/// - Every access to ``updates`` is a new subscription that receives every fix delivered after it
///   was made, in order, buffered until consumed; when made while the provider runs it starts with
///   the latest fix. It finishes (returns `nil`) when the provider stops, and throws
///   ``LocationError/notAuthorized(_:)`` (then finishes) when the provider is started without
///   authorization. A subscription made while stopped waits for the next start.
/// - Everything is callable from any thread.
public protocol LocationProvider: AnyObject, Sendable {
    /// The fixes as an async sequence; see the protocol's contract.
    associatedtype Updates: AsyncSequence<Location, LocationError> & Sendable

    /// Whether the app may use location now. Starts at `.notDetermined` on Linux until
    /// ``requestAuthorization()`` asks.
    var authorization: ServiceAuthorization { get }

    /// Asks for permission when ``authorization`` is `.notDetermined` (through the provider's
    /// request handler) and remembers the answer; otherwise returns the current status without
    /// asking again. Concurrent calls share one request.
    func requestAuthorization() async -> ServiceAuthorization

    /// A new subscription to the fixes.
    var updates: Updates { get }

    /// The most recent fix delivered, or `nil` before the first (Core Location's `location`). Kept
    /// after the provider stops.
    var location: Location? { get }

    /// Starts delivering fixes. Without authorization, ends current subscriptions with
    /// ``LocationError/notAuthorized(_:)`` and stays stopped. Starting a running provider does nothing.
    func startUpdatingLocation()

    /// Stops delivering fixes and finishes every current subscription. Stopping a stopped provider
    /// does nothing.
    func stopUpdatingLocation()
}

extension LocationProvider {
    /// Region events for `regions` computed from a new subscription to this provider's fixes
    /// (``RegionMonitor``).
    public func regionEvents(for regions: [CircularRegion], reportsInitialEntry: Bool = true) -> RegionMonitor<Updates>
    {
        RegionMonitor(locations: updates, regions: regions, reportsInitialEntry: reportsInitialEntry)
    }
}
