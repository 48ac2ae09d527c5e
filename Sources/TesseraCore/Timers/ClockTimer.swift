import Synchronization

/// A one-shot or repeating timer on a ``TimerClock``; made by
/// ``TimerClock/repeatingTimer(every:catchUp:_:)`` and ``TimerClock/oneShotTimer(after:_:)``.
///
/// Deadlines are computed from the start instant — fire *n* of a repeating timer is due at
/// `start + n × interval` — so a timer neither drifts nor loses fires, whatever the interval. The
/// handler runs on the main actor.
///
/// A timer is a ``Cancellable``: store it in a ``Lifetime``. Releasing the last reference cancels it;
/// the clock holds it only weakly. A cancelled timer never fires again.
///
/// For example, a stopwatch label:
/// ```swift
/// clock.repeatingTimer(every: .seconds(1), catchUp: .coalesce) { [weak self] fire in
///     self?.elapsedLabel.text = "\(fire.elapsed.components.seconds) s"
/// }.store(in: lifetime)
/// ```
@MainActor
public final class ClockTimer: Cancellable {
    /// The repeat interval, or `nil` for a one-shot timer.
    public nonisolated let interval: Duration?
    /// The clock time at which the timer started.
    public nonisolated let start: Duration
    /// Fires delivered so far (the count of the latest ``TimerFire``).
    public private(set) var fireCount = 0

    private let clock: any TimerClock
    private let catchUp: TimerCatchUp
    private var handler: (@MainActor (TimerFire) -> Void)?
    private nonisolated let cancelled = Atomic<Bool>(false)
    private nonisolated let pending = Lock<(any Cancellable)?>(nil)

    init(
        clock: any TimerClock, interval: Duration?, catchUp: TimerCatchUp,
        handler: @escaping @MainActor (TimerFire) -> Void
    ) {
        self.clock = clock
        self.interval = interval
        self.catchUp = catchUp
        self.handler = handler
        start = clock.now
    }

    deinit {
        pending.withLock { $0 }?.cancel()
    }

    /// Whether the timer was cancelled (a one-shot timer that fired also reports `true`).
    public nonisolated var isCancelled: Bool {
        cancelled.load(ordering: .acquiring)
    }

    /// Stops the timer; no fire is delivered after this returns. Idempotent, any thread.
    public nonisolated func cancel() {
        cancelled.store(true, ordering: .releasing)
        pending.withLock { pending in
            let scheduled = pending
            pending = nil
            return scheduled
        }?.cancel()
    }

    /// Schedules fire `count` at `start + scheduledTime`.
    func scheduleFire(count: Int, scheduledTime: Duration) {
        guard !isCancelled else { return }
        let token = clock.schedule(at: start + scheduledTime) { [weak self] in
            self?.fire(count: count, scheduledTime: scheduledTime)
        }
        pending.withLock { $0 = token }
    }

    private func fire(count: Int, scheduledTime: Duration) {
        guard !isCancelled, let handler else { return }
        let elapsed = clock.now - start
        guard let interval else {
            fireCount = 1
            cancelled.store(true, ordering: .releasing)
            self.handler = nil
            handler(TimerFire(count: 1, scheduledTime: scheduledTime, elapsed: elapsed))
            return
        }
        var count = count
        if catchUp == .coalesce {
            let due = Int(clamping: elapsed.attoseconds / interval.attoseconds)
            count = max(count, due)
        }
        fireCount = count
        // Schedule the next fire before running the handler, so a handler that cancels wins.
        scheduleFire(count: count + 1, scheduledTime: interval * (count + 1))
        handler(TimerFire(count: count, scheduledTime: interval * count, elapsed: elapsed))
    }
}

extension TimerClock {
    /// A timer that calls `handler` every `interval`, first at `now + interval`.
    ///
    /// ```swift
    /// clock.repeatingTimer(every: .seconds(1)) { [weak self] fire in
    ///     self?.elapsedLabel.text = "\(fire.elapsed.components.seconds) s"
    /// }.store(in: lifetime)
    /// ```
    /// Precondition: `interval` is positive.
    @MainActor public func repeatingTimer(
        every interval: Duration, catchUp: TimerCatchUp = .fireEach,
        _ handler: @escaping @MainActor (TimerFire) -> Void
    ) -> ClockTimer {
        precondition(interval > .zero, "repeatingTimer(every:): the interval must be positive, not \(interval)")
        let timer = ClockTimer(clock: self, interval: interval, catchUp: catchUp, handler: handler)
        timer.scheduleFire(count: 1, scheduledTime: interval)
        return timer
    }

    /// A timer that calls `handler` once, at `now + delay`. Precondition: `delay` is not negative.
    @MainActor public func oneShotTimer(
        after delay: Duration, _ handler: @escaping @MainActor (TimerFire) -> Void
    ) -> ClockTimer {
        precondition(delay >= .zero, "oneShotTimer(after:): the delay cannot be negative (\(delay))")
        let timer = ClockTimer(clock: self, interval: nil, catchUp: .fireEach, handler: handler)
        timer.scheduleFire(count: 1, scheduledTime: delay)
        return timer
    }
}
