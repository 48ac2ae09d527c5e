import Dispatch

/// Something the scheduler can ask to refresh itself on the main actor.
protocol ScheduledUpdate: AnyObject, Sendable {
    /// Marks the object as waiting in the scheduler's queue; returns `false` if it already was, so
    /// it is queued at most once per turn. Called from any thread.
    func claimQueueSlot() -> Bool
    /// Clears the mark set by `claimQueueSlot()`, just before the update runs.
    func releaseQueueSlot()
    @MainActor func performScheduledUpdate()
}

/// Coalesces binding updates into one delivery per main run-loop turn.
///
/// Observation reports a change from `willSet`, on the mutating thread, before the new value is
/// stored. Observers therefore do not read there: they queue themselves here, and the first queued
/// observer of a turn enqueues one block on the main dispatch queue (`DispatchQueue.main.async`, the
/// queue behind the main actor on Linux, FIFO). That block delivers to every observer queued so far, each
/// reading the latest value once — three assignments in one turn produce one delivery.
///
/// `DispatchQueue.main` rather than `Task { @MainActor in }` because a serial dispatch queue runs
/// blocks strictly in submission order, which ``Binding/flush()`` relies on to wait deterministically.
final class BindingScheduler: Sendable {
    private struct State {
        var queued: [WeakUpdate] = []
        var isTurnScheduled = false
    }

    private struct WeakUpdate: Sendable {
        weak var target: (any ScheduledUpdate)?
    }

    /// The scheduler every binding uses.
    static let main = BindingScheduler()

    private let state = Lock(State())

    /// Queues `update` for the next turn. Callable from any thread.
    func enqueue(_ update: any ScheduledUpdate) {
        guard update.claimQueueSlot() else { return }
        let needsTurn = state.withLock { state in
            state.queued.append(WeakUpdate(target: update))
            guard !state.isTurnScheduled else { return false }
            state.isTurnScheduled = true
            return true
        }
        if needsTurn {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.runTurn() }
            }
        }
    }

    /// Whether a turn is scheduled or updates are waiting.
    var hasPendingUpdates: Bool {
        state.withLock { $0.isTurnScheduled || !$0.queued.isEmpty }
    }

    /// Delivers everything queued so far. Updates queued while delivering wait for the next turn.
    @MainActor func runTurn() {
        let batch = state.withLock { state in
            let batch = state.queued
            state.queued = []
            state.isTurnScheduled = false
            return batch
        }
        for entry in batch {
            guard let update = entry.target else { continue }
            update.releaseQueueSlot()
            update.performScheduledUpdate()
        }
    }
}
