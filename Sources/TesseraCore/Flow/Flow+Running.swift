/// The public life of a flow run: starting it, awaiting it, cancelling it and hearing of its end.
extension Flow {
    /// Starts the steps whose conditions hold and returns at once; the flow runs on its own and keeps
    /// itself alive until it ends. Calling it again does nothing.
    ///
    /// A flow without steps (or whose conditions all fail at start) completes immediately.
    public func start() {
        let pending = state.withLock { state in begin(&state) }
        pending?.run()
    }

    /// Starts the flow if needed and waits for its result.
    ///
    /// Cancelling the task that awaits cancels the flow (its outcome is then `cancelled`). Returns
    /// after every completion handler added before the flow ended has run.
    public func run() async -> FlowResult {
        start()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let finished: FlowResult? = state.withLock { state in
                    if let result = state.result { return result }
                    state.waiters.append { continuation.resume(returning: $0) }
                    return nil
                }
                if let finished { continuation.resume(returning: finished) }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Adds a handler that receives the result once the flow ends.
    ///
    /// If the flow has already ended, `handler` runs immediately on the caller's thread; otherwise it
    /// runs on the thread that ends the flow (a background executor thread, or the caller of
    /// ``cancel()``). Handlers run in the order they were added, without any lock held.
    public func onCompletion(_ handler: @escaping @Sendable (FlowResult) -> Void) {
        let finished: FlowResult? = state.withLock { state in
            if let result = state.result { return result }
            state.handlers.append(handler)
            return nil
        }
        if let finished { handler(finished) }
    }

    /// Ends the flow now: running steps are cancelled, pending ones skipped, and the outcome is
    /// `cancelled`. Before ``start()`` it ends the flow without running anything. Does nothing once
    /// the flow has ended.
    public func cancel() {
        end(because: .cancellation)
    }
}
