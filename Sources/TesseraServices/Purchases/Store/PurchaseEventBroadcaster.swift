import TesseraCore

/// Delivers each ``PurchaseEvent`` to the store's observers (synchronously) and to every live
/// `updates` sequence. Registrations are guarded by locks so that a cancellation or the end of a
/// sequence may come from any thread.
final class PurchaseEventBroadcaster: Sendable {
    typealias Observer = @MainActor @Sendable (PurchaseEvent) -> Void

    private struct Registrations<Element> {
        var next = 0
        var entries: [Int: Element] = [:]

        mutating func add(_ element: Element) -> Int {
            next += 1
            entries[next] = element
            return next
        }
    }

    private let observers = Lock(Registrations<Observer>())
    private let continuations = Lock(Registrations<AsyncStream<PurchaseEvent>.Continuation>())

    deinit {
        finish()
    }

    /// The number of observers and sequences registered (for leak tests).
    var registrationCount: Int {
        observers.withLock { $0.entries.count } + continuations.withLock { $0.entries.count }
    }

    func addObserver(_ observer: @escaping Observer) -> AnyCancellable {
        let key = observers.withLock { $0.add(observer) }
        return AnyCancellable { [weak self] in
            _ = self?.observers.withLock { $0.entries.removeValue(forKey: key) }
        }
    }

    /// A new sequence of the events sent from now on; unbounded, so no event is dropped.
    func makeStream() -> AsyncStream<PurchaseEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: PurchaseEvent.self, bufferingPolicy: .unbounded)
        let key = continuations.withLock { $0.add(continuation) }
        continuation.onTermination = { [weak self] _ in
            _ = self?.continuations.withLock { $0.entries.removeValue(forKey: key) }
        }
        return stream
    }

    /// Sends `event` to the observers in registration order, then to the sequences.
    @MainActor func send(_ event: PurchaseEvent) {
        let current = observers.withLock { registrations in
            registrations.entries.sorted { $0.key < $1.key }.map(\.value)
        }
        for observer in current {
            observer(event)
        }
        let streams = continuations.withLock { Array($0.entries.values) }
        for continuation in streams {
            continuation.yield(event)
        }
    }

    /// Ends every sequence (the store is going away).
    func finish() {
        let streams = continuations.withLock { registrations in
            let streams = Array(registrations.entries.values)
            registrations.entries.removeAll()
            return streams
        }
        for continuation in streams {
            continuation.finish()
        }
    }
}
