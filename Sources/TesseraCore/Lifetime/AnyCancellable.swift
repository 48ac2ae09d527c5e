/// A cancellable that runs a closure once when cancelled or when released, whichever comes first.
///
/// Every Core API that starts work (bindings, channel and event subscriptions, timers) returns a
/// cancellable; dropping it stops the work, so keep it, usually in a ``Lifetime``:
/// ```swift
/// let token = AnyCancellable { print("stopped") }
/// token.cancel()   // prints "stopped"
/// token.cancel()   // does nothing
/// ```
///
/// Thread-safe: the closure runs at most once, on the thread that calls `cancel()` (or releases the
/// last reference), outside any lock.
public final class AnyCancellable: Cancellable, Hashable {
    private let action: Lock<(@Sendable () -> Void)?>

    /// Makes a token that calls `cancel` once when cancelled or deinitialised.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        action = Lock(cancel)
    }

    /// Wraps another cancellable so it is cancelled when this token is released.
    public convenience init(_ cancellable: some Cancellable) {
        self.init { cancellable.cancel() }
    }

    /// Cancels every element of `cancellables` as one token.
    public convenience init(_ cancellables: [any Cancellable]) {
        self.init { cancellables.forEach { $0.cancel() } }
    }

    deinit {
        cancel()
    }

    /// Whether the token has been cancelled.
    public var isCancelled: Bool {
        action.withLock { $0 == nil }
    }

    /// Runs the cancellation action if it has not run yet; later calls do nothing. Thread-safe.
    public func cancel() {
        let pending = action.withLock { action in
            let pending = action
            action = nil
            return pending
        }
        pending?()
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
