/// The pure state machine behind a ``Flow`` run and its simulation: which steps start, in what order,
/// and when the flow is over. It does no work itself and knows nothing of tasks or threads.
///
/// Rules (Acheron's Pond semantics):
/// - ``startReadySteps()`` walks pending steps in declaration order and starts each whose condition
///   holds for the current states (a step started earlier in the same walk is already `running` for
///   the conditions after it); it walks again until a walk starts nothing.
/// - Each ``complete(_:succeeded:)`` records the outcome and re-evaluates.
/// - The flow is over when nothing runs after a re-evaluation; ``finish()`` then marks never-run steps
///   `skipped` and still-running ones `cancelled`.
struct FlowScheduler {
    let flowID: Int
    let conditions: [StepCondition]
    private(set) var states: [StepState]
    private(set) var runningCount = 0

    init(flowID: Int, conditions: [StepCondition]) {
        self.flowID = flowID
        self.conditions = conditions
        states = Array(repeating: .pending, count: conditions.count)
    }

    var snapshot: FlowSnapshot {
        FlowSnapshot(flowID: flowID, states: states)
    }

    /// Whether no step is running (after ``startReadySteps()``: the flow is over).
    var isIdle: Bool { runningCount == 0 }

    /// Marks every pending step whose condition holds as running; returns their indices in start order.
    ///
    /// - Complexity: O(p · s) condition evaluations for p passes (usually 1–2) over s steps.
    mutating func startReadySteps() -> [Int] {
        var started: [Int] = []
        var changed = true
        while changed {
            changed = false
            for index in states.indices where states[index] == .pending {
                if conditions[index].isSatisfied(by: snapshot) {
                    states[index] = .running
                    runningCount += 1
                    started.append(index)
                    changed = true
                }
            }
        }
        return started
    }

    /// Records the outcome of a running step, then starts what became ready; returns those indices.
    ///
    /// - Precondition: the step is running.
    mutating func complete(_ index: Int, succeeded: Bool) -> [Int] {
        precondition(states[index] == .running, "Step \(index) completed while \(states[index])")
        states[index] = succeeded ? .succeeded : .failed
        runningCount -= 1
        return startReadySteps()
    }

    /// Ends the run: pending steps become skipped, running ones cancelled. Returns the cancelled indices.
    mutating func finish() -> [Int] {
        var cancelled: [Int] = []
        for index in states.indices {
            switch states[index] {
            case .pending: states[index] = .skipped
            case .running:
                states[index] = .cancelled
                cancelled.append(index)
            default: break
            }
        }
        runningCount = 0
        return cancelled
    }
}
