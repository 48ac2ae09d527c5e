/// The work of one step: where it runs and what it does.
enum StepWork: Sendable {
    case background(@Sendable () async throws -> Bool)
    case mainActor(@MainActor @Sendable () async throws -> Bool)
}

/// A declared step: name, condition, work.
struct StepDefinition: Sendable {
    let name: String
    var condition: StepCondition
    let work: StepWork
}

/// Everything a ``Flow`` guards with its lock.
struct FlowRunState {
    var definitions: [StepDefinition] = []
    /// Set at start, cleared when the run ends (the result then holds the final states).
    var scheduler: FlowScheduler?
    var tasks: [Int: Task<Void, Never>] = [:]
    var errors: [Int: any Error] = [:]
    var startOrder: [Int] = []
    var handlers: [@Sendable (FlowResult) -> Void] = []
    /// `run()` callers, resumed after every handler has run.
    var waiters: [@Sendable (FlowResult) -> Void] = []
    var timeoutToken: (any Cancellable)?
    var result: FlowResult?
}
