/// The engine behind ``Flow/start()`` and ``Flow/cancel()``: moves the run through its phases
/// under the lock and hands back what must run outside it (see `PendingCallbacks`).
extension Flow {
    enum EndReason {
        case timeout, cancellation
    }

    /// Starts the ready steps and arms the timeout, if the flow has not started yet.
    func begin(_ state: inout FlowRunState) -> PendingCallbacks? {
        guard state.isNotStarted else { return nil }
        var run = FlowRun(flowID: flowID, definitions: state.definitions)
        launch(run.scheduler.startReadySteps(), in: &run, definitions: state.definitions)
        if let timeout {
            // Scheduling never runs the action inline, so it cannot re-enter the lock.
            run.timeoutToken = clock.schedule(at: clock.now + timeout) { self.end(because: .timeout) }
        }
        return keep(run, in: &state)
    }

    /// Creates the tasks of newly started steps. Task bodies never run inline, so creating them under
    /// the lock cannot re-enter it.
    private func launch(_ indices: [Int], in run: inout FlowRun, definitions: [StepDefinition]) {
        for index in indices {
            run.startOrder.append(index)
            let work = definitions[index].work
            run.tasks[index] = Task.detached(priority: priority) {
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
            guard case .running(var run) = state.phase else { return nil }
            run.tasks[index] = nil
            var succeeded = false
            switch outcome {
            case .success(let value): succeeded = value
            case .failure(let error): run.errors[index] = error
            }
            let started = run.scheduler.complete(index, succeeded: succeeded)
            launch(started, in: &run, definitions: state.definitions)
            return keep(run, in: &state)
        }
        pending?.run()
    }

    /// Stores `run` as the running phase, or, when no step runs any more, completes the flow.
    private func keep(_ run: FlowRun, in state: inout FlowRunState) -> PendingCallbacks? {
        guard run.scheduler.isIdle else {
            state.phase = .running(run)
            return nil
        }
        return finish(run, in: &state, outcome: .completed)
    }

    /// Ends the flow early (a flow not started yet ends without running anything).
    func end(because reason: EndReason) {
        let pending: PendingCallbacks? = state.withLock { state in
            let run: FlowRun
            switch state.phase {
            case .notStarted: run = FlowRun(flowID: flowID, definitions: state.definitions)
            case .running(let current): run = current
            case .ended: return nil
            }
            let stillRunning = run.runningSteps.map { makeStep($0, state) }
            let outcome: FlowResult.Outcome =
                reason == .timeout ? .timedOut(stillRunning: stillRunning) : .cancelled(stillRunning: stillRunning)
            return finish(run, in: &state, outcome: outcome)
        }
        pending?.run()
    }

    /// Makes the result, moves the flow to its end, and hands back what must run outside the lock.
    private func finish(_ run: FlowRun, in state: inout FlowRunState, outcome: FlowResult.Outcome) -> PendingCallbacks {
        var scheduler = run.scheduler
        let cancelled = scheduler.finish()
        let steps = state.definitions.indices.map { makeStep($0, state) }
        var errors: [Step: any Error] = [:]
        for (index, error) in run.errors { errors[steps[index]] = error }
        let result = FlowResult(
            outcome: outcome, steps: steps, states: scheduler.states, errors: errors,
            startOrder: run.startOrder.map { steps[$0] })
        let pending = PendingCallbacks(
            cancelledTasks: cancelled.compactMap { run.tasks[$0] }, timeoutToken: run.timeoutToken,
            handlers: state.handlers, waiters: state.waiters, result: result)
        state.handlers = []
        state.waiters = []
        state.phase = .ended(result)
        return pending
    }
}
