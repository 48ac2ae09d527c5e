import TesseraCore

/// Hands every value sent to each of any number of `AsyncStream`s, one per subscriber — the fan-out
/// behind ``LocalNotificationCenter/notifications()`` and ``InAppNotificationDelivery/presentations()``.
///
/// Each stream buffers without limit (subscribers are expected to keep up: a few notifications a
/// day) and is removed when its consumer stops iterating. Deinitialising the broadcast finishes
/// every stream. Thread-safe.
final class AsyncBroadcast<Element: Sendable>: Sendable {
    private struct State {
        var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
        var nextKey = 0
    }

    private let state = Lock(State())

    deinit {
        finish()
    }

    /// How many streams are still being listened to.
    var subscriberCount: Int {
        state.withLock { $0.continuations.count }
    }

    /// A new stream that receives every value sent from now on.
    func makeStream() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: .unbounded)
        let key = state.withLock { state in
            let key = state.nextKey
            state.nextKey += 1
            state.continuations[key] = continuation
            return key
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.continuations.removeValue(forKey: key) }
        }
        return stream
    }

    /// Yields `element` to every stream, in subscription order.
    func send(_ element: Element) {
        let continuations = state.withLock { state in
            state.continuations.sorted { $0.key < $1.key }.map(\.value)
        }
        for continuation in continuations {
            continuation.yield(element)
        }
    }

    /// Ends every stream.
    func finish() {
        let continuations = state.withLock { state in
            let continuations = Array(state.continuations.values)
            state.continuations = [:]
            return continuations
        }
        for continuation in continuations {
            continuation.finish()
        }
    }
}
