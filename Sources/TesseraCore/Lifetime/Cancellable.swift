/// Something that can be stopped: a binding, a subscription, a timer, an observation.
///
/// `cancel()` must be idempotent and safe to call from any thread; after it returns, the work
/// behind the cancellable never runs again (a delivery already running on another thread may finish).
///
/// Cancellables are usually handed to a ``Lifetime`` with ``store(in:)`` so that they end together
/// when their owner is torn down:
/// ```swift
/// Binding.observe(model, \.title) { [weak self] title in self?.titleLabel.text = title }
///     .store(in: lifetime)
/// ```
public protocol Cancellable: AnyObject, Sendable {
    /// Stops the work. Idempotent; callable from any thread.
    func cancel()
}

extension Cancellable {
    /// Hands this cancellable to `lifetime`, which cancels it when the lifetime ends.
    ///
    /// If `lifetime` has already ended, the cancellable is cancelled at once.
    public func store(in lifetime: Lifetime) {
        lifetime.add(self)
    }
}
