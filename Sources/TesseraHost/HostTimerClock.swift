import TesseraCore

/// A clock that forwards to the window's clock and remembers the deadlines still pending, so the
/// host's loop can sleep exactly until the next timer instead of polling.
///
/// The host installs it as `window.clock` while it runs; timers, gestures and animations keep
/// using the clock they had underneath.
final class HostTimerClock: TimerClock {
    private struct Pending {
        var nextID: UInt64 = 0
        var deadlines: [UInt64: Duration] = [:]
    }

    /// The clock that keeps time and runs the callbacks.
    let base: any TimerClock
    private let pending = Lock(Pending())

    init(wrapping base: any TimerClock) {
        self.base = base
    }

    var now: Duration { base.now }

    func schedule(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> any Cancellable {
        let id = pending.withLock { state in
            state.nextID += 1
            state.deadlines[state.nextID] = deadline
            return state.nextID
        }
        let pending = self.pending
        let inner = base.schedule(at: deadline) {
            pending.withLock { _ = $0.deadlines.removeValue(forKey: id) }
            action()
        }
        return PendingTimer(inner: inner) {
            pending.withLock { _ = $0.deadlines.removeValue(forKey: id) }
        }
    }

    /// The earliest deadline of a callback that has neither run nor been cancelled.
    ///
    /// - Complexity: O(pending callbacks).
    var nextDeadline: Duration? {
        pending.withLock { $0.deadlines.values.min() }
    }

    /// Number of callbacks that have neither run nor been cancelled.
    var pendingCount: Int {
        pending.withLock { $0.deadlines.count }
    }
}

/// Cancels the base clock's callback and forgets its deadline.
private final class PendingTimer: Cancellable {
    private let inner: any Cancellable
    private let forget: @Sendable () -> Void

    init(inner: any Cancellable, forget: @escaping @Sendable () -> Void) {
        self.inner = inner
        self.forget = forget
    }

    func cancel() {
        inner.cancel()
        forget()
    }
}
