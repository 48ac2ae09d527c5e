import Dispatch

/// Typed publish/subscribe: post an ``Event`` value; every subscriber of exactly that type receives
/// it, on the isolation it chose. Thread-safe: post and subscribe from anywhere.
///
/// ```swift
/// bus.subscribe(EntrySaved.self) { [weak self] saved in      // main actor
///     self?.showToast("Saved \(saved.title)")
/// }.store(in: lifetime)
/// bus.post(EntrySaved(entryID: 7, title: "Walk"))
/// ```
///
/// Delivery:
/// - main-actor subscribers (``subscribe(_:_:)``) run synchronously when `post` is called on the main
///   actor, otherwise in a block on the main dispatch queue, in posting order;
/// - actor subscribers (``subscribe(_:on:_:)``) run on their actor, in posting order;
/// - synchronous subscribers (``subscribeSynchronously(_:_:)``) run inside `post`, on its thread.
///
/// Matching is by exact type: a subscriber of `EntrySaved` does not see other event types, even ones
/// that share a protocol. Subscribers added during a `post` do not receive that event.
public final class EventBus: Sendable {
    private let subscriptions = Lock<[ObjectIdentifier: [EventSubscription]]>([:])

    private static let currentBus = Lock(EventBus())

    /// The app-wide bus: a documented, injectable singleton. Tests install a fresh bus and restore
    /// the previous one afterwards; code that can be handed a bus should take one.
    public static var current: EventBus {
        get { currentBus.withLock { $0 } }
        set { currentBus.withLock { $0 = newValue } }
    }

    /// A bus with no subscribers, independent of `current`.
    public init() {}

    /// Delivers `event` to every current subscriber of `Kind`.
    public func post<Kind: Event>(_ event: Kind) {
        let receivers = subscriptions.withLock { $0[ObjectIdentifier(Kind.self)] ?? [] }
        for subscription in receivers {
            subscription.receive(event)
        }
    }

    /// Calls `handler` on the main actor with every `Kind` event posted until the token is cancelled.
    public func subscribe<Kind: Event>(
        _ type: Kind.Type, _ handler: @escaping @MainActor @Sendable (Kind) -> Void
    ) -> AnyCancellable {
        add(
            Kind.self,
            EventSubscription { event, subscription in
                guard let event = event as? Kind else { return }
                performOnMainActor {
                    guard subscription.isActive else { return }
                    handler(event)
                }
            })
    }

    /// Calls `handler` isolated to `actor` with every `Kind` event posted until the token is
    /// cancelled, one at a time in posting order.
    ///
    /// ```swift
    /// bus.subscribe(EntrySaved.self, on: searchIndex) { index, saved in index.reindex(saved.entryID) }
    /// ```
    public func subscribe<Kind: Event, Isolation: Actor>(
        _ type: Kind.Type, on actor: Isolation,
        _ handler: @escaping @Sendable (isolated Isolation, Kind) -> Void
    ) -> AnyCancellable {
        let (stream, continuation) = AsyncStream.makeStream(of: (Kind, EventSubscription).self)
        let task = Task {
            for await (event, subscription) in stream where subscription.isActive {
                await handler(actor, event)
            }
        }
        return add(
            Kind.self,
            EventSubscription(
                deliver: { event, subscription in
                    guard let event = event as? Kind else { return }
                    continuation.yield((event, subscription))
                },
                finish: {
                    continuation.finish()
                    task.cancel()
                }))
    }

    /// Calls `handler` inside `post`, on the posting thread, for every `Kind` event until the token
    /// is cancelled. For cheap, thread-safe reactions (counters, logging).
    public func subscribeSynchronously<Kind: Event>(
        _ type: Kind.Type, _ handler: @escaping @Sendable (Kind) -> Void
    ) -> AnyCancellable {
        add(
            Kind.self,
            EventSubscription { event, _ in
                guard let event = event as? Kind else { return }
                handler(event)
            })
    }

    /// How many subscribers `Kind` has.
    public func subscriberCount<Kind: Event>(for type: Kind.Type) -> Int {
        subscriptions.withLock { $0[ObjectIdentifier(Kind.self)]?.count ?? 0 }
    }

    private func add<Kind: Event>(_ type: Kind.Type, _ subscription: EventSubscription) -> AnyCancellable {
        let key = ObjectIdentifier(Kind.self)
        subscriptions.withLock { $0[key, default: []].append(subscription) }
        return AnyCancellable { [weak self, weak subscription] in
            guard let subscription else { return }
            subscription.cancel()
            self?.subscriptions.withLock { $0[key]?.removeAll { $0 === subscription } }
        }
    }
}
