import Synchronization

/// One subscriber inside an ``EventBus``; the bus owns it, the caller's token points at it weakly.
final class EventSubscription: Sendable {
    /// Set by the token from any thread; checked right before each delivery, so no event reaches a
    /// handler after `cancel()` returned (except one already running on another thread).
    let isCancelled = Atomic<Bool>(false)
    /// Hands the event to the handler on the subscription's isolation.
    private let deliver: @Sendable (any Event, EventSubscription) -> Void
    /// Ends the subscription's own machinery (an actor subscription's delivery task).
    private let finish: @Sendable () -> Void

    init(
        deliver: @escaping @Sendable (any Event, EventSubscription) -> Void,
        finish: @escaping @Sendable () -> Void = {}
    ) {
        self.deliver = deliver
        self.finish = finish
    }

    deinit {
        // A bus released with live subscriptions still ends their machinery.
        finish()
    }

    var isActive: Bool { !isCancelled.load(ordering: .acquiring) }

    func receive(_ event: any Event) {
        guard isActive else { return }
        deliver(event, self)
    }

    func cancel() {
        isCancelled.store(true, ordering: .releasing)
        finish()
    }
}
