import TesseraCore

/// One subscriber's buffer of fixes and its waiting consumer. Thread-safe: all state is behind one
/// lock and continuations are resumed outside it.
final class LocationSubscription: Sendable {
    private enum Ending {
        case finished
        case failed(LocationError)
    }

    private struct State {
        var buffer: [Location] = []
        var ending: Ending?
        var waiter: CheckedContinuation<Result<Location?, LocationError>, Never>?
    }

    private let state = Lock(State())
    private let onRelease: @Sendable () -> Void

    /// `onRelease` runs when the subscription is deallocated (to unregister from its feed).
    init(onRelease: @escaping @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease()
    }

    /// Whether the subscription has ended (no further fixes will be accepted).
    var isEnded: Bool {
        state.withLock { $0.ending != nil }
    }

    func deliver(_ location: Location) {
        let waiter: CheckedContinuation<Result<Location?, LocationError>, Never>? = state.withLock { state in
            guard state.ending == nil else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.buffer.append(location)
            return nil
        }
        waiter?.resume(returning: .success(location))
    }

    /// Ends the subscription after the buffered fixes, with `error` if given. Later calls do nothing.
    func finish(throwing error: LocationError? = nil) {
        let waiter: CheckedContinuation<Result<Location?, LocationError>, Never>? = state.withLock { state in
            guard state.ending == nil else { return nil }
            let waiter = state.waiter
            state.waiter = nil
            // A waiter exists only when the buffer is empty: it takes the error now. Otherwise the
            // error waits behind the buffered fixes.
            state.ending = waiter == nil ? (error.map(Ending.failed) ?? .finished) : .finished
            return waiter
        }
        waiter?.resume(returning: error.map { .failure($0) } ?? .success(nil))
    }

    func next() async -> Result<Location?, LocationError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<Location?, LocationError>, Never>) in
                let ready: Result<Location?, LocationError>? = state.withLock { state in
                    if !state.buffer.isEmpty {
                        return .success(state.buffer.removeFirst())
                    }
                    switch state.ending {
                    case .failed(let error):
                        state.ending = .finished  // the error is reported once
                        return .failure(error)
                    case .finished:
                        return .success(nil)
                    case nil:
                        if Task.isCancelled {
                            state.ending = .finished
                            return .success(nil)
                        }
                        precondition(
                            state.waiter == nil, "LocationUpdates: one subscription iterated by two tasks at once")
                        state.waiter = continuation
                        return nil
                    }
                }
                if let ready {
                    continuation.resume(returning: ready)
                }
            }
        } onCancel: {
            let waiter: CheckedContinuation<Result<Location?, LocationError>, Never>? = state.withLock { state in
                if state.ending == nil { state.ending = .finished }
                state.buffer.removeAll()
                let waiter = state.waiter
                state.waiter = nil
                return waiter
            }
            waiter?.resume(returning: .success(nil))
        }
    }
}
