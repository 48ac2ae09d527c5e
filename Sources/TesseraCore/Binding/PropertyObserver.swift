import Observation
import Synchronization

/// Watches one value read from observable state and hands each new value to a handler, coalesced
/// by ``BindingScheduler``.
///
/// `read` returns `nil` when its source object is gone; `handler` returns `false` when its target is
/// gone. Either ends the observer for good. Holds neither source nor target: `read` and `handler`
/// capture them weakly.
@MainActor
final class PropertyObserver<Value>: ScheduledUpdate {
    private nonisolated let isQueued = Atomic<Bool>(false)
    private nonisolated let isCancelled = Atomic<Bool>(false)
    private let read: @MainActor () -> Value?
    private var handler: (@MainActor (Value) -> Bool)?

    init(read: @escaping @MainActor () -> Value?, handler: @escaping @MainActor (Value) -> Bool) {
        self.read = read
        self.handler = handler
    }

    /// Starts tracking; delivers the current value first unless `deliverInitialValue` is false.
    func start(deliverInitialValue: Bool = true) {
        update(deliver: deliverInitialValue)
    }

    /// Asks for a re-read at the next turn even when no observable property changed (for sources
    /// that report changes by callback rather than through Observation).
    func setNeedsUpdate() {
        guard !isCancelled.load(ordering: .acquiring) else { return }
        BindingScheduler.main.enqueue(self)
    }

    /// A token that stops this observer; the token owns the observer.
    func makeToken() -> AnyCancellable {
        AnyCancellable { [self] in
            self.isCancelled.store(true, ordering: .releasing)
        }
    }

    nonisolated func claimQueueSlot() -> Bool {
        !isQueued.exchange(true, ordering: .acquiringAndReleasing)
    }

    nonisolated func releaseQueueSlot() {
        isQueued.store(false, ordering: .releasing)
    }

    func performScheduledUpdate() {
        update(deliver: true)
    }

    private func update(deliver: Bool) {
        guard !isCancelled.load(ordering: .acquiring), let handler else { return }
        let value = withObservationTracking {
            read()
        } onChange: { [weak self] in
            guard let self, !self.isCancelled.load(ordering: .acquiring) else { return }
            BindingScheduler.main.enqueue(self)
        }
        guard let value else {
            finish()
            return
        }
        if deliver, !handler(value) {
            finish()
        }
    }

    /// Ends the observer after its source or target died; drops the handler and what it captured.
    private func finish() {
        isCancelled.store(true, ordering: .releasing)
        handler = nil
    }
}
