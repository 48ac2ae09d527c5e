/// How long a resolved service instance lives, chosen when it is registered.
///
/// For example:
/// ```swift
/// container.register(EntryStore.self, lifetime: .singleton) { _ in try EntryStore(url: storeURL) }
/// container.register(ComposeViewModel.self, lifetime: .transient) { ComposeViewModel(store: try $0.resolve()) }
/// ```
public enum ServiceLifetime: Sendable, Hashable, CaseIterable {
    /// A new instance at every resolution.
    case transient
    /// One instance, made on first resolution and kept by the container it was registered in; every
    /// scope below that container shares it. Its factory resolves from the registering container, so
    /// a singleton never captures a scope's services.
    case singleton
    /// One instance per scope: each container made with ``Container/makeScope()`` (and the root
    /// itself) makes and keeps its own on first resolution.
    case scoped
}
