/// Starting, awaiting, cancelling and completing a flow run.
extension Flow {
    /// Starts the steps whose conditions hold and returns at once; the flow runs on its own and keeps
    /// itself alive until it ends. Calling it again does nothing.
    ///
    /// A flow without steps (or whose conditions all fail at start) completes immediately.
    public func start() {
        let pending: PendingCallbacks? = state.withLock { state in
            guard state.scheduler == nil, state.result == nil else { return nil }
            var scheduler = FlowScheduler(flowID: flowID, conditions: state.definitions.map(\.condition))
            let started = scheduler.startReadySteps()
            state.scheduler = scheduler
            launch(started, in: &state)
            if let timeout {
                // Scheduling never runs the action inline, so it cannot re-enter this lock.
                state.timeoutToken = clock.schedule(at: clock.now + timeout) { self.end(because: .timeout) }
            }
            return finishIfIdle(&state)
        }
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

    // MARK: - Engine

    enum EndReason {
        case timeout, cancellation
    }

    /// Callbacks to run after the lock is released: tasks to cancel, handlers to call.
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

    /// Creates the tasks of newly started steps. Task bodies never run inline, so creating them under
    /// the lock cannot re-enter it.
    private func launch(_ indices: [Int], in state: inout FlowRunState) {
        for index in indices {
            state.startOrder.append(index)
            let work = state.definitions[index].work
            state.tasks[index] = Task.detached(priority: priority) {
                let outcome: Result<Bool, any Error>
                do {
                    switch work {
                    case .background(let body): outcome = .success(try await body())
                    case .mainActor(let body): outcome = .success(try await body())
                    }
                } catch {
                    outcome = .failure(error)
                }
                self.complete(index, outcome)
            }
        }
    }

    /// Records a step's outcome, starts what became ready, and completes the flow if nothing runs.
    private func complete(_ index: Int, _ outcome: Result<Bool, any Error>) {
        let pending: PendingCallbacks? = state.withLock { state in
            // A step cancelled by a timeout or cancel() may still report; the run is over then.
            guard state.scheduler != nil, state.result == nil else { return nil }
            state.tasks[index] = nil
            var succeeded = false
            switch outcome {
            case .success(let value): succeeded = value
            case .failure(let error): state.errors[index] = error
            }
            let started = state.scheduler!.complete(index, succeeded: succeeded)
            launch(started, in: &state)
            return finishIfIdle(&state)
        }
        pending?.run()
    }

    private func finishIfIdle(_ state: inout FlowRunState) -> PendingCallbacks? {
        guard let scheduler = state.scheduler, scheduler.isIdle else { return nil }
        return finish(&state, outcome: .completed)
    }

    private func end(because reason: EndReason) {
        let pending: PendingCallbacks? = state.withLock { state in
            guard state.result == nil else { return nil }
            if state.scheduler == nil {
                state.scheduler = FlowScheduler(flowID: flowID, conditions: state.definitions.map(\.condition))
            }
            let stillRunning = state.scheduler!.states.indices
                .filter { state.scheduler!.states[$0] == .running }
                .map { makeStep($0, state) }
            return finish(
                &state,
                outcome: reason == .timeout
                    ? .timedOut(stillRunning: stillRunning) : .cancelled(stillRunning: stillRunning))
        }
        pending?.run()
    }

    /// Makes the result, hands back what must run outside the lock.
    private func finish(_ state: inout FlowRunState, outcome: FlowResult.Outcome) -> PendingCallbacks {
        var scheduler = state.scheduler!
        let cancelled = scheduler.finish()
        let steps = state.definitions.indices.map { makeStep($0, state) }
        var errors: [Step: any Error] = [:]
        for (index, error) in state.errors { errors[steps[index]] = error }
        let result = FlowResult(
            outcome: outcome, steps: steps, states: scheduler.states, errors: errors,
            startOrder: state.startOrder.map { steps[$0] })
        var pending = PendingCallbacks(handlers: state.handlers, waiters: state.waiters, result: result)
        pending.cancelledTasks = cancelled.compactMap { state.tasks[$0] }
        pending.timeoutToken = state.timeoutToken
        state.scheduler = nil
        state.tasks = [:]
        state.handlers = []
        state.waiters = []
        state.timeoutToken = nil
        state.result = result
        return pending
    }
}
