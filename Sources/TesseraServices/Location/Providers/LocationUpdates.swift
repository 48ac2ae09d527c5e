/// The fixes of ``FixedLocationProvider`` and ``ReplayLocationProvider``: one subscription, made when
/// the provider's `updates` property is read (see ``LocationProvider`` for the contract).
///
/// Iterate it once. The subscription ends when the provider stops, when the iterating task is
/// cancelled, or when both this value and its iterator are released (a dropped, never-iterated
/// sequence unsubscribes itself). Fixes not yet consumed are buffered without limit, so a consumer
/// that falls behind sees every fix late rather than losing any.
public struct LocationUpdates: AsyncSequence, Sendable {
    /// Each element is one fix.
    public typealias Element = Location
    /// Iteration throws only ``LocationError``.
    public typealias Failure = LocationError

    let subscription: LocationSubscription

    /// Returns the iterator over this subscription; iterate only once.
    public func makeAsyncIterator() -> Iterator {
        Iterator(subscription: subscription)
    }

    /// Pulls buffered fixes, waiting when there are none.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        let subscription: LocationSubscription

        /// The next fix; `nil` once the provider has stopped and every buffered fix was returned.
        ///
        /// - Throws: ``LocationError/notAuthorized(_:)`` once, if the provider was started without
        ///   authorization; `nil` follows.
        public mutating func next() async throws(LocationError) -> Location? {
            try await subscription.next().get()
        }

        /// The next fix, as ``next()``, on the caller's actor.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(LocationError) -> Location? {
            try await subscription.next().get()
        }
    }
}
