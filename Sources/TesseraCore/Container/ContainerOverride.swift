/// A test override installed by ``Container/override(_:with:)``; `restore()` removes it. Released
/// without `restore()`, it restores itself.
///
/// ```swift
/// let override = container.override(EntryStore.self, with: InMemoryEntryStore())
/// defer { override.restore() }
/// ```
public final class ContainerOverride: Cancellable {
    private let token: AnyCancellable

    init(restore: @escaping @Sendable () -> Void) {
        token = AnyCancellable(restore)
    }

    /// Removes the override; resolution returns to the registration (and its cached instance).
    /// Idempotent.
    public func restore() {
        token.cancel()
    }

    /// The same as `restore()`, so an override can live in a `Lifetime` or a set of cancellables.
    public func cancel() {
        restore()
    }
}
