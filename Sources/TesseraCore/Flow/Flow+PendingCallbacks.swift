extension Flow {
    /// What a change of the run hands back to do after the lock is released: tasks to cancel, the
    /// timeout to disarm, and, when the flow ended, the handlers and waiters to call with its result.
    struct PendingCallbacks {
        var cancelledTasks: [Task<Void, Never>] = []
        var timeoutToken: (any Cancellable)?
        var handlers: [@Sendable (FlowResult) -> Void] = []
        var waiters: [@Sendable (FlowResult) -> Void] = []
        var result: FlowResult?

        func run() {
            cancelledTasks.forEach { $0.cancel() }
            timeoutToken?.cancel()
            guard let result else { return }
            handlers.forEach { $0(result) }
            waiters.forEach { $0(result) }
        }
    }
}
