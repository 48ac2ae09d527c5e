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
    var phase = FlowPhase.notStarted
    /// Completion handlers added before the flow ended.
    var handlers: [@Sendable (FlowResult) -> Void] = []
    /// `run()` callers, resumed after every handler has run.
    var waiters: [@Sendable (FlowResult) -> Void] = []

    /// The result once the flow has ended; nil before.
    var result: FlowResult? {
        guard case .ended(let result) = phase else { return nil }
        return result
    }

    /// Whether steps may still be declared and conditions set.
    var isNotStarted: Bool {
        guard case .notStarted = phase else { return false }
        return true
    }
}
