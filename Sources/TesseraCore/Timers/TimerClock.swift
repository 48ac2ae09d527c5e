/// The time source timers run on: the real clock in the app, ``TestClock`` in tests.
///
/// A clock reports monotonic time as the ``Duration`` since its own origin and runs callbacks on the
/// main actor at a requested time. Timers compute every deadline from their start instant
/// (`start + n × interval`), never by adding intervals up, so no drift accumulates.
///
/// For example, the same code driven by the real clock in the app and by a test clock in tests:
/// ```swift
/// let clock = TestClock()
/// var fires = 0
/// let timer = clock.repeatingTimer(every: .seconds(1)) { _ in fires += 1 }
/// clock.advance(by: .seconds(3))   // fires == 3
/// timer.cancel()
/// ```
public protocol TimerClock: Sendable {
    /// Time since the clock's origin; never decreases.
    var now: Duration { get }

    /// Runs `action` on the main actor at `deadline` (in ``now``'s terms), or as soon as possible
    /// if `deadline` has passed. Cancelling the result before then means `action` never runs.
    func schedule(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> any Cancellable
}

extension Duration {
    /// The duration in attoseconds, exactly.
    var attoseconds: Int128 {
        Int128(components.seconds) * 1_000_000_000_000_000_000 + Int128(components.attoseconds)
    }
}
