import Dispatch
import Synchronization

/// The real clock: time from `ContinuousClock` (which keeps counting while the machine sleeps),
/// callbacks through `DispatchQueue.main.asyncAfter`.
///
/// Callbacks need the main dispatch queue serviced (the main run loop, `dispatchMain()` or Swift's
/// async `main`). A callback may come slightly late, never more than once.
///
/// For example:
/// ```swift
/// let timer = SystemTimerClock.shared.oneShotTimer(after: .seconds(2)) { _ in banner.isHidden = true }
/// ```
public final class SystemTimerClock: TimerClock {
    /// A process-wide instance; clocks are stateless apart from their origin, so sharing is safe.
    public static let shared = SystemTimerClock()

    private let origin = ContinuousClock.now

    /// A clock whose origin (`now` = 0) is this moment.
    public init() {}

    /// Time since the clock was made, from `ContinuousClock`.
    public var now: Duration {
        ContinuousClock.now - origin
    }

    /// Runs `action` on the main actor once `now` reaches `deadline` (at once if it is past); cancel the
    /// returned token to stop it.
    public func schedule(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> any Cancellable
    {
        let token = CancellationFlag()
        let delay = deadline - now
        let run: @Sendable () -> Void = { [token] in
            guard !token.isCancelled else { return }
            MainActor.assumeIsolated(action)
        }
        if delay <= .zero {
            DispatchQueue.main.async(execute: run)
        } else {
            let nanoseconds = Int(clamping: delay.attoseconds / 1_000_000_000)
            DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: run)
        }
        return token
    }
}

/// A cancellable that only records that it was cancelled; the scheduled block checks it.
final class CancellationFlag: Cancellable {
    private let flag = Atomic<Bool>(false)

    var isCancelled: Bool { flag.load(ordering: .acquiring) }

    func cancel() {
        flag.store(true, ordering: .releasing)
    }
}
