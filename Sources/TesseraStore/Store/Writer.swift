/// The writer connection behind a recursive lock. Every write, from any thread, runs under the lock,
/// so writes are serialised; the same thread may take the lock again (a write nested in a write),
/// which the store turns into a savepoint.
final class Writer: @unchecked Sendable {
    // `@unchecked Sendable` is safe: `state` (and the connection inside it) is only touched inside
    // `withState`, which holds `lock` for the whole call; the lock orders all accesses, and only the
    // thread holding it can re-enter.
    private let lock = RecursiveLock()
    private let state: WriterState

    init(state: WriterState) {
        self.state = state
    }

    func withState<T, Failure: Error>(_ body: (WriterState) throws(Failure) -> T) throws(Failure) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(state)
    }
}
