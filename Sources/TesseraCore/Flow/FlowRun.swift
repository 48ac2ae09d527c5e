/// A started flow's progress, guarded by the flow's lock: which steps run, their tasks, and what
/// they reported so far.
struct FlowRun {
    var scheduler: FlowScheduler
    /// The task of each running step, by step index.
    var tasks: [Int: Task<Void, Never>] = [:]
    /// The error each failed step threw, by step index.
    var errors: [Int: any Error] = [:]
    /// Step indices in the order the steps started.
    var startOrder: [Int] = []
    /// Cancels the armed timeout; nil for a flow without one.
    var timeoutToken: (any Cancellable)?

    /// A run in which nothing has started yet.
    init(flowID: Int, definitions: [StepDefinition]) {
        scheduler = FlowScheduler(flowID: flowID, conditions: definitions.map(\.condition))
    }

    /// The indices of the steps running now.
    var runningSteps: [Int] {
        scheduler.states.indices.filter { scheduler.states[$0] == .running }
    }
}
