/// Registers services by type and resolves them: transient, singleton and scoped lifetimes, child
/// scopes, test overrides, cycle detection. Thread-safe.
///
/// ```swift
/// let container = Container()
/// container.register(EntryStore.self, lifetime: .singleton) { _ in try SQLiteEntryStore(path: "journal.db") }
/// container.register(EditorModel.self, lifetime: .transient) { c in EditorModel(store: try c.resolve()) }
///
/// let editor = try container.resolve(EditorModel.self)
/// ```
///
/// Services are `Sendable` because one instance may be handed to several threads (main-actor
/// classes, actors and immutable values all are). A service that must be built on the main actor is
/// built there and registered as an instance with ``register(_:instance:)``.
///
/// Factories run outside the container's lock, so they may resolve other services. Under contention
/// a singleton's factory may run twice; only the first instance stored is ever returned.
public final class Container: Sendable {
    struct Registration: Sendable {
        let lifetime: ServiceLifetime
        let make: @Sendable (Container) throws -> any Sendable
    }

    struct Override: Sendable {
        let id: Int
        let make: @Sendable (Container) throws -> any Sendable
    }

    struct State {
        var registrations: [ObjectIdentifier: Registration] = [:]
        var instances: [ObjectIdentifier: any Sendable] = [:]
        var overrides: [ObjectIdentifier: [Override]] = [:]
        var nextOverrideID = 0
    }

    /// The container this scope was made from; `nil` for a root container.
    public let parent: Container?
    let state = Lock(State())

    private static let currentContainer = Lock(Container())

    /// The app-wide container that ``Injected`` resolves from: a documented, injectable singleton.
    /// The app fills it at start-up; tests may install their own and restore the previous one.
    public static var current: Container {
        get { currentContainer.withLock { $0 } }
        set { currentContainer.withLock { $0 = newValue } }
    }

    /// A root container (no parent).
    public init() {
        parent = nil
    }

    private init(parent: Container) {
        self.parent = parent
    }

    /// A child scope: it sees every registration of this container and its ancestors, may add or
    /// replace registrations of its own, and keeps its own instances of `.scoped` services (a screen's
    /// scope, a signed-in user's scope).
    public func makeScope() -> Container {
        Container(parent: self)
    }

    /// Registers `factory` for `Service`, replacing an earlier registration in this container (and
    /// dropping an instance cached here for it). `factory` receives the container to resolve its
    /// dependencies from.
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, lifetime: ServiceLifetime,
        factory: @escaping @Sendable (Container) throws -> Service
    ) {
        let key = ObjectIdentifier(Service.self)
        state.withLock { state in
            state.registrations[key] = Registration(lifetime: lifetime, make: factory)
            state.instances[key] = nil
        }
    }

    /// Registers an existing instance as a singleton.
    public func register<Service: Sendable>(_ type: Service.Type = Service.self, instance: Service) {
        let key = ObjectIdentifier(Service.self)
        state.withLock { state in
            state.registrations[key] = Registration(lifetime: .singleton, make: { _ in instance })
            state.instances[key] = instance
        }
    }

    /// Whether `Service` resolves here: registered or overridden in this container or an ancestor.
    public func isRegistered<Service>(_ type: Service.Type) -> Bool {
        let key = ObjectIdentifier(Service.self)
        var container: Container? = self
        while let current = container {
            let found = current.state.withLock { $0.registrations[key] != nil || $0.overrides[key]?.isEmpty == false }
            if found { return true }
            container = current.parent
        }
        return false
    }

    /// Replaces `Service` by `instance` until the returned override is restored — for tests. Overrides
    /// win over registrations in this container and every scope below it; the newest override wins.
    public func override<Service: Sendable>(_ type: Service.Type = Service.self, with instance: Service)
        -> ContainerOverride
    {
        override(Service.self) { _ in instance }
    }

    /// Replaces `Service` by what `factory` makes (at every resolution) until restored.
    public func override<Service: Sendable>(
        _ type: Service.Type = Service.self, factory: @escaping @Sendable (Container) throws -> Service
    ) -> ContainerOverride {
        let key = ObjectIdentifier(Service.self)
        let id = state.withLock { state in
            let id = state.nextOverrideID
            state.nextOverrideID += 1
            state.overrides[key, default: []].append(Override(id: id, make: factory))
            return id
        }
        return ContainerOverride { [weak self] in
            self?.state.withLock { state in
                state.overrides[key]?.removeAll { $0.id == id }
            }
        }
    }
}
