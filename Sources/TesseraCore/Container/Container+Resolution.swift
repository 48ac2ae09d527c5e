extension Container {
    /// One step of the resolution chain under way on this task or thread.
    struct ResolutionStep: Sendable {
        let key: ObjectIdentifier
        let typeName: String
    }

    /// The services being resolved, outermost first. A task-local, so a factory that resolves through
    /// any container (not only the one passed to it) still extends the same chain, and concurrent
    /// resolutions on other threads do not interfere.
    @TaskLocal static var resolutionPath: [ResolutionStep] = []

    /// Returns the instance of `Service` its registration (or an override) calls for.
    ///
    /// Looks for an override from this container up to the root, then for a registration in the same
    /// order. Throws:
    /// - ``ContainerError/unregistered(typeName:)`` when neither exists;
    /// - ``ContainerError/cycle(path:)`` when `Service` is already being resolved further up the chain;
    /// - ``ContainerError/factoryFailed(typeName:underlying:)`` when a factory throws another error
    ///   (a `ContainerError` from a nested resolution is rethrown unchanged, naming the real culprit).
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ContainerError) -> Service {
        let key = ObjectIdentifier(Service.self)
        let typeName = String(reflecting: Service.self)
        let path = Container.resolutionPath
        if path.contains(where: { $0.key == key }) {
            throw .cycle(path: path.map(\.typeName) + [typeName])
        }
        let instance = try withStep(ResolutionStep(key: key, typeName: typeName), on: path) {
            () throws(ContainerError) in
            try self.instance(for: key, typeName: typeName)
        }
        guard let service = instance as? Service else {
            preconditionFailure("Container: the registration of \(typeName) produced a \(Swift.type(of: instance))")
        }
        return service
    }

    /// Resolves `Service`, stopping the program with a message naming the type when it cannot —
    /// for ``Injected`` and start-up code, where a missing registration is a programmer error.
    public func resolveRequired<Service: Sendable>(
        _ type: Service.Type = Service.self, file: StaticString = #fileID, line: UInt = #line
    ) -> Service {
        do {
            return try resolve(Service.self)
        } catch {
            preconditionFailure(
                "Container: cannot resolve \(String(reflecting: Service.self)): \(error)", file: file, line: line)
        }
    }

    private func withStep<Result>(
        _ step: ResolutionStep, on path: [ResolutionStep], _ body: () throws(ContainerError) -> Result
    ) throws(ContainerError) -> Result {
        do {
            return try Container.$resolutionPath.withValue(path + [step]) { try body() }
        } catch let error as ContainerError {
            throw error
        } catch {
            preconditionFailure("Container: unexpected error \(error)")
        }
    }

    private func instance(for key: ObjectIdentifier, typeName: String) throws(ContainerError) -> any Sendable {
        if let override = nearestOverride(for: key) {
            return try run(override.make, in: self, typeName: typeName)
        }
        guard let (owner, registration) = nearestRegistration(for: key) else {
            throw .unregistered(typeName: typeName)
        }
        switch registration.lifetime {
        case .transient:
            return try run(registration.make, in: self, typeName: typeName)
        case .singleton:
            return try owner.cachedInstance(for: key, typeName: typeName, make: registration.make)
        case .scoped:
            return try cachedInstance(for: key, typeName: typeName, make: registration.make)
        }
    }

    /// The instance cached in this container for `key`, made with `make` (resolving from this
    /// container) if there is none yet. The first instance stored wins.
    private func cachedInstance(
        for key: ObjectIdentifier, typeName: String, make: @Sendable (Container) throws -> any Sendable
    ) throws(ContainerError) -> any Sendable {
        if let existing = state.withLock({ $0.instances[key] }) {
            return existing
        }
        let made = try run(make, in: self, typeName: typeName)
        return state.withLock { state in
            if let existing = state.instances[key] { return existing }
            state.instances[key] = made
            return made
        }
    }

    private func run(
        _ make: @Sendable (Container) throws -> any Sendable, in container: Container, typeName: String
    ) throws(ContainerError) -> any Sendable {
        do {
            return try make(container)
        } catch let error as ContainerError {
            throw error
        } catch {
            throw .factoryFailed(typeName: typeName, underlying: error)
        }
    }

    private func nearestOverride(for key: ObjectIdentifier) -> Override? {
        var container: Container? = self
        while let current = container {
            if let override = current.state.withLock({ $0.overrides[key]?.last }) {
                return override
            }
            container = current.parent
        }
        return nil
    }

    private func nearestRegistration(for key: ObjectIdentifier) -> (Container, Registration)? {
        var container: Container? = self
        while let current = container {
            if let registration = current.state.withLock({ $0.registrations[key] }) {
                return (current, registration)
            }
            container = current.parent
        }
        return nil
    }
}
