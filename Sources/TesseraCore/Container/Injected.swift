/// A property resolved from a ``Container`` on first access.
///
/// ```swift
/// @MainActor final class HomeViewModel {
///     @Injected var store: any EntryStore                       // from Container.current
///     @Injected(from: previewContainer) var clock: any TimerClock
/// }
/// ```
///
/// The container is captured when the owner is initialised (``Container/current`` unless one is
/// given); the service is resolved on first access and kept. A service that is not registered stops
/// the program with a message naming the type — registrations belong to start-up code, so a missing
/// one is a programmer error. Code that must handle absence calls ``Container/resolve(_:)`` instead.
///
/// Resolving lazily (rather than in `init`) lets an owner's initialiser replace the wrapper
/// (`_store = Injected(from: container)`) without the default container being consulted first.
@propertyWrapper
public struct Injected<Service: Sendable>: Sendable {
    private let storage: InjectedStorage<Service>

    /// Resolves `Service` from `container` — by default ``Container/current`` as of this call — on
    /// first access.
    public init(from container: Container = .current, file: StaticString = #fileID, line: UInt = #line) {
        storage = InjectedStorage(container: container, file: file, line: line)
    }

    /// The resolved service. The first access resolves it from the container and keeps it.
    /// - Precondition: the container has a registration for `Service`; otherwise the access stops with
    ///   a message naming the type and the line of the property.
    public var wrappedValue: Service {
        storage.service
    }
}

/// The resolved instance of an ``Injected`` property, made once under a lock.
final class InjectedStorage<Service: Sendable>: Sendable {
    private let container: Container
    private let file: StaticString
    private let line: UInt
    private let resolved = Lock<Service?>(nil)

    init(container: Container, file: StaticString, line: UInt) {
        self.container = container
        self.file = file
        self.line = line
    }

    var service: Service {
        if let service = resolved.withLock({ $0 }) {
            return service
        }
        // Resolve outside the lock: the factory may itself touch injected properties.
        let service = container.resolveRequired(Service.self, file: file, line: line)
        return resolved.withLock { stored in
            if let stored { return stored }
            stored = service
            return service
        }
    }
}
