/// How a ``Flow`` run ended and what each step did.
///
/// ```swift
/// let result = await flow.run()
/// if case .timedOut(let stillRunning) = result.outcome { log.warning("gave up on \(stillRunning)") }
/// result.succeeded   // [Ping, Load Token, …]
/// result[migrate]    // .skipped
/// ```
public struct FlowResult: Sendable {
    /// Why the run ended.
    public enum Outcome: Hashable, Sendable {
        /// Nothing was running and nothing was ready: the normal end.
        case completed
        /// The flow's timeout elapsed first; `stillRunning` were cancelled (in declaration order).
        case timedOut(stillRunning: [Step])
        /// ``Flow/cancel()`` was called (or the task awaiting ``Flow/run()`` was cancelled);
        /// `stillRunning` were cancelled.
        case cancelled(stillRunning: [Step])
    }

    /// Why the run ended.
    public let outcome: Outcome
    /// Every step of the flow in declaration order.
    public let steps: [Step]
    /// The final state of each step, indexed like `steps`: `succeeded`, `failed`, `skipped` or `cancelled`.
    public let states: [StepState]
    /// Errors thrown by steps that failed by throwing (steps that returned `false` have none).
    public let errors: [Step: any Error]
    /// The order in which steps started.
    public let startOrder: [Step]

    /// The final state of `step`.
    public subscript(step: Step) -> StepState {
        states[step.index]
    }

    /// The steps that succeeded.
    public var succeeded: Set<Step> { steps(in: .succeeded) }
    /// The steps that failed.
    public var failed: Set<Step> { steps(in: .failed) }
    /// The steps that never started.
    public var skipped: Set<Step> { steps(in: .skipped) }
    /// The steps stopped by a timeout or cancellation.
    public var cancelled: Set<Step> { steps(in: .cancelled) }

    /// Whether the run ended because of its timeout.
    public var timedOut: Bool {
        if case .timedOut = outcome { true } else { false }
    }

    private func steps(in state: StepState) -> Set<Step> {
        Set(steps.filter { states[$0.index] == state })
    }
}
