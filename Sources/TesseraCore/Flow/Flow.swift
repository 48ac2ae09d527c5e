import Synchronization

/// A set of asynchronous steps that start when their conditions hold — Acheron's Pond and Pebbles, on
/// Swift concurrency. It untangles work such as app start-up, where what runs next depends on what
/// succeeded or failed so far.
///
/// Declare steps with the condition under which each may start, then ``start()`` (fire and forget) or
/// ``run()`` (await the ``FlowResult``):
/// ```swift
/// let flow = Flow(name: "Boot")
/// let ping = flow.step("Ping") { await api.ping() }                    // background
/// let loadToken = flow.step("Load Token") { keychain.token != nil }
/// let showOffline = flow.mainActorStep("Show Offline", when: ping.failed && loadToken.failed) {
///     router.showOffline()                                               // on the main actor
///     return true
/// }
/// let result = await flow.run()
/// ```
///
/// Semantics:
/// - A step's work returns `true` for success; returning `false` or throwing is failure.
/// - When the flow starts, and again after every step finishes, pending steps are checked in
///   declaration order and each whose condition holds starts at once.
/// - The flow completes when nothing runs: steps that never started are then `skipped`.
/// - With a `timeout`, a flow still running when it elapses (on `clock`) ends with
///   ``FlowResult/Outcome/timedOut(stillRunning:)``; the still-running steps' tasks are cancelled and
///   their later results ignored. This is Acheron's `BackgroundPond`, for work such as saving state
///   when the app goes to the background. The clock calls back on the main actor, so the main queue
///   must be serviced for the timeout to fire (it is in apps, tests and async `main`); tests pass a
///   ``TestClock`` and advance it instead of waiting.
/// - Completion handlers (``onCompletion(_:)``) run once; one added after completion runs
///   immediately on the caller's thread. No lock is held while handlers or step work run, so any of
///   them may use the flow again (add handlers, read states) from any thread without deadlock.
///
/// A flow runs once; a started flow keeps itself alive until it ends. Thread-safe.
public final class Flow: Sendable {
    /// The name used in logs.
    public let name: String
    /// The longest the flow may run, or `nil` for no limit.
    public let timeout: Duration?
    /// The priority of step tasks (`nil`: inherit the default).
    public let priority: TaskPriority?
    /// The clock the timeout is measured on.
    public let clock: any TimerClock

    let flowID: Int
    let state: Lock<FlowRunState>

    /// Makes an empty flow.
    ///
    /// - Parameters:
    ///   - name: for logs and diagnostics.
    ///   - timeout: the longest the flow may run once started, or `nil` for no limit.
    ///   - clock: what the timeout is measured on (the real clock by default).
    ///   - priority: the priority of the tasks that run the steps.
    public init(
        name: String, timeout: Duration? = nil, clock: any TimerClock = SystemTimerClock.shared,
        priority: TaskPriority? = nil
    ) {
        if let timeout {
            precondition(timeout >= .zero, "Flow \"\(name)\" timeout must not be negative, got \(timeout)")
        }
        self.name = name
        self.timeout = timeout
        self.priority = priority
        self.clock = clock
        flowID = FlowIdentity.next()
        state = Lock(FlowRunState())
    }

    /// Declares a step that runs in the background (on the global concurrent executor).
    ///
    /// - Parameters:
    ///   - name: for diagnostics and results.
    ///   - condition: when the step may start; set or replace it later with ``setCondition(_:for:)``
    ///     (needed when it refers to steps declared after this one).
    ///   - work: returns `true` on success; `false` or a thrown error is failure. It should honour task
    ///     cancellation (a timeout cancels it).
    /// - Precondition: the flow has not started.
    @discardableResult
    public func step(
        _ name: String, when condition: StepCondition = .always,
        work: @escaping @Sendable () async throws -> Bool
    ) -> Step {
        declare(name, condition, .background(work))
    }

    /// Declares a step whose work runs on the main actor (for UI: presenting a screen, starting the
    /// interface). Otherwise like ``step(_:when:work:)``.
    ///
    /// - Precondition: the flow has not started.
    @discardableResult
    public func mainActorStep(
        _ name: String, when condition: StepCondition = .always,
        work: @escaping @MainActor @Sendable () async throws -> Bool
    ) -> Step {
        declare(name, condition, .mainActor(work))
    }

    /// Replaces the condition of `step`, as Acheron sets `pebble.ready` in the pond's initialiser.
    ///
    /// - Precondition: `step` belongs to this flow, and the flow has not started.
    public func setCondition(_ condition: StepCondition, for step: Step) {
        precondition(step.flowID == flowID, "Step \"\(step.name)\" belongs to another flow than \"\(name)\"")
        state.withLock { state in
            precondition(state.isNotStarted, "Flow \"\(name)\": conditions must be set before start")
            state.definitions[step.index].condition = condition
        }
    }

    /// Every step in declaration order.
    public var steps: [Step] {
        state.withLock { state in state.definitions.indices.map { makeStep($0, state) } }
    }

    /// The current state of `step` (`pending` before the flow starts).
    ///
    /// - Precondition: `step` belongs to this flow.
    public func state(of step: Step) -> StepState {
        precondition(step.flowID == flowID, "Step \"\(step.name)\" belongs to another flow than \"\(name)\"")
        return state.withLock { state in
            switch state.phase {
            case .notStarted: .pending
            case .running(let run): run.scheduler.states[step.index]
            case .ended(let result): result.states[step.index]
            }
        }
    }

    /// The result, once the flow has ended; `nil` before.
    public var result: FlowResult? {
        state.withLock { $0.result }
    }

    private func declare(_ name: String, _ condition: StepCondition, _ work: StepWork) -> Step {
        state.withLock { state in
            precondition(state.isNotStarted, "Flow \"\(self.name)\": steps must be declared before start")
            state.definitions.append(StepDefinition(name: name, condition: condition, work: work))
            return makeStep(state.definitions.count - 1, state)
        }
    }

    func makeStep(_ index: Int, _ state: FlowRunState) -> Step {
        Step(name: state.definitions[index].name, index: index, flowID: flowID)
    }
}

/// Hands out a distinct identity to every flow, so a step cannot be used with a flow it does not
/// belong to.
enum FlowIdentity {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}
