import TesseraCore

/// The engine behind the bundled providers: authorization, the running flag, the latest fix and
/// the subscriptions. Thread-safe; subscriptions are held weakly and resumed outside the lock.
final class LocationFeed: Sendable {
    private struct WeakSubscription {
        weak var value: LocationSubscription?
    }

    private enum AuthorizationStep {
        case known(ServiceAuthorization)
        case waiting(Task<ServiceAuthorization, Never>)
    }

    private struct State {
        var authorization: ServiceAuthorization
        var pendingRequest: Task<ServiceAuthorization, Never>?
        var isRunning = false
        var latest: Location?
        var subscriptions: [Int: WeakSubscription] = [:]
        var nextIdentifier = 0
    }

    private let state: Lock<State>
    private let requestHandler: @Sendable () async -> ServiceAuthorization

    init(authorization: ServiceAuthorization, requestHandler: @escaping @Sendable () async -> ServiceAuthorization) {
        state = Lock(State(authorization: authorization))
        self.requestHandler = requestHandler
    }

    var authorization: ServiceAuthorization { state.withLock { $0.authorization } }
    var latest: Location? { state.withLock { $0.latest } }
    var isRunning: Bool { state.withLock { $0.isRunning } }

    func requestAuthorization() async -> ServiceAuthorization {
        let handler = requestHandler
        let step: AuthorizationStep = state.withLock { state in
            guard state.authorization == .notDetermined else { return .known(state.authorization) }
            if let pending = state.pendingRequest { return .waiting(pending) }
            let request = Task { await handler() }
            state.pendingRequest = request
            return .waiting(request)
        }
        switch step {
        case .known(let authorization):
            return authorization
        case .waiting(let request):
            let answer = await request.value
            return state.withLock { state in
                if state.authorization == .notDetermined { state.authorization = answer }
                state.pendingRequest = nil
                return state.authorization
            }
        }
    }

    /// A new subscription; it starts with the latest fix when the feed is running.
    func subscribe() -> LocationSubscription {
        let identifier = state.withLock { state in
            state.nextIdentifier += 1
            return state.nextIdentifier
        }
        let subscription = LocationSubscription { [weak self] in
            self?.state.withLock { _ = $0.subscriptions.removeValue(forKey: identifier) }
        }
        let current: Location? = state.withLock { state in
            state.subscriptions[identifier] = WeakSubscription(value: subscription)
            return state.isRunning ? state.latest : nil
        }
        if let current { subscription.deliver(current) }
        return subscription
    }

    /// Marks the feed running. Returns `false` when it already ran, or when not authorized — then
    /// the current subscriptions end with ``LocationError/notAuthorized(_:)``.
    func start() -> Bool {
        let (started, refused, authorization): (Bool, [LocationSubscription], ServiceAuthorization) = state.withLock {
            state in
            if state.isRunning { return (false, [], state.authorization) }
            guard state.authorization == .authorized else {
                let refused = state.subscriptions.values.compactMap(\.value)
                state.subscriptions.removeAll()
                return (false, refused, state.authorization)
            }
            state.isRunning = true
            return (true, [], state.authorization)
        }
        for subscription in refused {
            subscription.finish(throwing: .notAuthorized(authorization))
        }
        return started
    }

    /// Marks the feed stopped and finishes every subscription. Returns whether it was running.
    @discardableResult
    func stop() -> Bool {
        let ended: [LocationSubscription]? = state.withLock { state in
            guard state.isRunning else { return nil }
            state.isRunning = false
            let ended = state.subscriptions.values.compactMap(\.value)
            state.subscriptions.removeAll()
            return ended
        }
        for subscription in ended ?? [] {
            subscription.finish()
        }
        return ended != nil
    }

    /// Hands `location` to every subscription when running; ignored otherwise.
    func deliver(_ location: Location) {
        let receivers: [LocationSubscription] = state.withLock { state in
            guard state.isRunning else { return [] }
            state.latest = location
            return state.subscriptions.values.compactMap(\.value)
        }
        for subscription in receivers {
            subscription.deliver(location)
        }
    }
}
