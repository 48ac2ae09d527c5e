import Foundation

/// A value guarded by a lock: the drop-in replacement for `Synchronization.Mutex` across Tessera.
///
/// Why not `Mutex`: on Linux it locks with raw futex system calls that the thread sanitizer cannot
/// see, so every access it protects is reported as a data race and a sanitizer run proves nothing
/// (a 200-thread append under `Mutex` reports a race although the count comes out right). `NSLock`
/// is built on `pthread_mutex_t`, which the sanitizer intercepts, so races are reported only where
/// they exist.
///
/// The signatures mirror `Mutex.withLock`, including `sending`, so the compiler keeps checking that
/// non-`Sendable` state never escapes the lock.
///
/// ```swift
/// let counts = Lock([String: Int]())
/// counts.withLock { $0["taps", default: 0] += 1 }
/// ```
package final class Lock<State>: @unchecked Sendable {
    // @unchecked Sendable is sound: `state` is private and touched only inside `withLock`, between
    // `lock()` and `unlock()` of the same NSLock, so all accesses are serialised with happens-before
    // edges; values enter (`init`) and leave (`withLock`'s result) only as `sending`, so no reference
    // into the guarded region survives outside the lock — the same contract as `Mutex`.
    private let lock = NSLock()
    private var state: State

    package init(_ initial: sending State) {
        state = initial
    }

    /// Runs `body` with exclusive access to the state. Not reentrant: calling `withLock` on the same
    /// lock inside `body` deadlocks.
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending State) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
