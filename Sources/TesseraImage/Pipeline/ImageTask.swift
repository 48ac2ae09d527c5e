import TesseraCore

/// A running image load started with ``ImagePipeline/loadImage(with:completion:)`` or
/// ``ImagePipeline/load(_:into:options:completion:)``: cancel it, or change its priority while it waits.
///
/// ```swift
/// let task = pipeline.loadImage(with: request) { result in … }
/// task.priority = .veryHigh    // the cell scrolled into view
/// task.cancel()                // the cell was reused: the completion will not be called
/// ```
///
/// Thread-safe.
public final class ImageTask: Hashable, Sendable {
    /// What is being loaded.
    public let request: ImageRequest
    let priorityHandle: PriorityHandle
    private let state = Lock<(task: Task<Void, Never>?, isCancelled: Bool)>((nil, false))

    init(request: ImageRequest) {
        self.request = request
        priorityHandle = PriorityHandle(request.priority)
    }

    /// The load's priority; changing it reorders the load among those waiting for a download slot.
    public var priority: ImagePriority {
        get { priorityHandle.value }
        set { priorityHandle.value = newValue }
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Stops the load; its completion is not called. When no other request shares the load, the
    /// download itself stops. Idempotent.
    public func cancel() {
        let task: Task<Void, Never>? = state.withLock { state in
            guard !state.isCancelled else { return nil }
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }

    func attach(_ task: Task<Void, Never>) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.isCancelled
        }
        if cancelled { task.cancel() }
    }

    public static func == (lhs: ImageTask, rhs: ImageTask) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A priority that can change, telling whoever listens.
final class PriorityHandle: Sendable {
    private let state: Lock<(value: ImagePriority, listener: (@Sendable (ImagePriority) -> Void)?)>

    init(_ value: ImagePriority) {
        state = Lock((value, nil))
    }

    var value: ImagePriority {
        get { state.withLock { $0.value } }
        set {
            let listener = state.withLock { state in
                state.value = newValue
                return state.listener
            }
            listener?(newValue)
        }
    }

    /// Replaces the listener (called outside the lock on every change).
    func listen(_ listener: (@Sendable (ImagePriority) -> Void)?) {
        state.withLock { $0.listener = listener }
    }
}
