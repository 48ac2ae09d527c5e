/// A bag of cancellables that ends together: `cancel()` or deinitialisation cancels every one.
///
/// Each screen, view and view model owns one `Lifetime`; every binding, subscription, timer and
/// observation created in a setup hook is stored in it and stops at tear-down, so nothing outlives
/// its owner and nothing keeps its owner alive.
///
/// ```swift
/// let lifetime = Lifetime()
/// bus.subscribe(EntrySaved.self) { event in print(event.id) }.store(in: lifetime)
/// clock.repeatingTimer(every: .seconds(1)) { fire in print(fire.elapsed) }.store(in: lifetime)
/// lifetime.cancel()   // both stop; calling it again does nothing
/// ```
///
/// Cancellables are cancelled in reverse order of addition (last added, first cancelled), outside the
/// lock, so a cancellation may itself touch the lifetime. Anything added after the lifetime has ended
/// is cancelled immediately. Thread-safe.
public final class Lifetime: Sendable {
    private struct State {
        var cancellables: [any Cancellable] = []
        var isCancelled = false
    }

    private let state = Lock(State())

    /// A lifetime that has not ended, holding nothing.
    public init() {}

    deinit {
        cancel()
    }

    /// Whether `cancel()` has run.
    public var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    /// How many cancellables are held (0 after `cancel()`).
    public var count: Int {
        state.withLock { $0.cancellables.count }
    }

    /// Takes ownership of `cancellable`. If the lifetime has ended, cancels it at once.
    public func add(_ cancellable: any Cancellable) {
        let accepted = state.withLock { state in
            guard !state.isCancelled else { return false }
            state.cancellables.append(cancellable)
            return true
        }
        if !accepted {
            cancellable.cancel()
        }
    }

    /// Runs `action` when the lifetime ends (or at once if it has ended).
    public func onCancel(_ action: @escaping @Sendable () -> Void) {
        add(AnyCancellable(action))
    }

    /// A lifetime that ends when this one ends, and can also be ended on its own — for work that is
    /// renewed more often than its owner, such as a cell's bindings, replaced at every `configure(with:)`.
    ///
    /// The parent keeps only a weak link to the child, so ending and dropping children never
    /// accumulates entries in the parent beyond one small token per child.
    public func makeChild() -> Lifetime {
        let child = Lifetime()
        let link = AnyCancellable { [weak child] in child?.cancel() }
        add(link)
        child.onCancel { [weak self, weak link] in
            guard let self, let link else { return }
            self.remove(link)
        }
        return child
    }

    /// Cancels everything held, newest first. Idempotent.
    public func cancel() {
        let cancellables = state.withLock { state in
            state.isCancelled = true
            let cancellables = state.cancellables
            state.cancellables = []
            return cancellables
        }
        for cancellable in cancellables.reversed() {
            cancellable.cancel()
        }
    }

    /// Forgets `cancellable` without cancelling it.
    func remove(_ cancellable: any Cancellable) {
        state.withLock { state in
            state.cancellables.removeAll { $0 === cancellable }
        }
    }
}
