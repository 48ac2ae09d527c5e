/// A clock that moves only when a test says so: ``advance(by:)`` runs every callback that falls due,
/// in deadline order, with ``now`` set to each callback's deadline while it runs — exactly as if
/// that much time had passed, instantly and deterministically.
///
/// ```swift
/// let clock = TestClock()
/// let timer = clock.repeatingTimer(every: .milliseconds(300)) { fire in print(fire.count) }
/// clock.advance(by: .seconds(1))   // prints 1, 2, 3 (at 0.3 s, 0.6 s, 0.9 s)
/// ```
///
/// Callbacks scheduled while advancing run in the same advance if they fall due before its end.
/// Callbacks scheduled in the past run at the next advance (`advance(by: .zero)` runs them now).
public final class TestClock: TimerClock {
    private struct Entry {
        let deadline: Duration
        let order: Int
        let action: @MainActor @Sendable () -> Void
        let flag: CancellationFlag
    }

    private struct State {
        var now: Duration
        var entries: [Entry] = []
        var nextOrder = 0
    }

    private let state: Lock<State>

    /// A clock reading `now`.
    public init(now: Duration = .zero) {
        state = Lock(State(now: now))
    }

    /// The current reading; it moves only when a test advances it.
    public var now: Duration {
        state.withLock { $0.now }
    }

    /// Callbacks scheduled and not yet run or cancelled.
    public var pendingCount: Int {
        state.withLock { $0.entries.count { !$0.flag.isCancelled } }
    }

    /// Queues `action` to run on the main actor during the first `advance` that reaches `deadline` (a
    /// deadline already passed runs on the next advance); cancel the returned token to drop it.
    public func schedule(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> any Cancellable
    {
        let flag = CancellationFlag()
        state.withLock { state in
            state.entries.append(Entry(deadline: deadline, order: state.nextOrder, action: action, flag: flag))
            state.nextOrder += 1
        }
        return flag
    }

    /// Moves time forward by `duration`, running everything that falls due. Precondition:
    /// `duration` is not negative.
    @MainActor public func advance(by duration: Duration) {
        precondition(duration >= .zero, "TestClock.advance(by:): time cannot go backwards (\(duration))")
        advance(to: now + duration)
    }

    /// Moves time forward to `instant`, running everything due by then. Precondition: `instant` is
    /// not before ``now``.
    @MainActor public func advance(to instant: Duration) {
        precondition(instant >= now, "TestClock.advance(to:): \(instant) is before now (\(now))")
        while let entry = takeNextEntry(dueBy: instant) {
            if !entry.flag.isCancelled {
                entry.action()
            }
        }
        state.withLock { $0.now = instant }
    }

    /// Removes the earliest entry due by `instant` (ties in scheduling order) and moves `now` to its
    /// deadline (never backwards).
    private func takeNextEntry(dueBy instant: Duration) -> Entry? {
        state.withLock { state in
            state.entries.removeAll { $0.flag.isCancelled }
            let due = state.entries.indices.filter { state.entries[$0].deadline <= instant }
            guard
                let index = due.min(by: {
                    (state.entries[$0].deadline, state.entries[$0].order) < (
                        state.entries[$1].deadline, state.entries[$1].order
                    )
                })
            else {
                return nil
            }
            let entry = state.entries.remove(at: index)
            state.now = max(state.now, entry.deadline)
            return entry
        }
    }
}
