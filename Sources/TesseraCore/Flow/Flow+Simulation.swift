/// The test harness: runs a flow's conditions with forced outcomes instead of the steps' work.
extension Flow {
    /// Plays the flow through with each step's outcome forced, without running any work, and reports
    /// exactly which steps succeeded, failed and were skipped — Acheron's
    /// `pond.test(shouldSucceed:shouldFail:)`, deterministic and synchronous.
    ///
    /// Started steps finish in the order they started (first in, first out). For flows whose conditions
    /// only use `succeeded`, `failed`, `finished`, `&&` and `||` (no `!`), the result does not depend on
    /// that order, so it is what a real run with those outcomes gives.
    ///
    /// A step that starts but is in neither list fails, and is reported in
    /// ``FlowSimulation/unforced`` so a test can insist that every step that ran was foreseen:
    /// ```swift
    /// let simulation = flow.simulate(succeeding: [ping, loadToken], failing: [loadUser])
    /// #expect(simulation.succeeded == [ping, loadToken, isLocallySubscribed])
    /// #expect(simulation.unforced.isEmpty)
    /// ```
    ///
    /// The flow itself is not started and may be simulated any number of times, before or after it runs.
    ///
    /// - Precondition: every step belongs to this flow and none is in both lists.
    public func simulate(succeeding: Set<Step>, failing: Set<Step> = []) -> FlowSimulation {
        for step in succeeding.union(failing) {
            precondition(step.flowID == flowID, "Step \"\(step.name)\" belongs to another flow than \"\(name)\"")
        }
        let overlap = succeeding.intersection(failing)
        precondition(overlap.isEmpty, "Steps forced both to succeed and to fail: \(overlap.map(\.name).sorted())")
        let (definitions, steps) = state.withLock { state in
            (state.definitions, state.definitions.indices.map { makeStep($0, state) })
        }
        var scheduler = FlowScheduler(flowID: flowID, conditions: definitions.map(\.condition))
        var queue = scheduler.startReadySteps()
        var startOrder = queue
        var unforced: [Step] = []
        while !queue.isEmpty {
            let step = steps[queue.removeFirst()]
            let forcedSuccess = succeeding.contains(step)
            if !forcedSuccess && !failing.contains(step) { unforced.append(step) }
            let started = scheduler.complete(step.index, succeeded: forcedSuccess)
            queue.append(contentsOf: started)
            startOrder.append(contentsOf: started)
        }
        _ = scheduler.finish()
        return FlowSimulation(
            steps: steps, states: scheduler.states, startOrder: startOrder.map { steps[$0] }, unforced: unforced)
    }
}

/// What ``Flow/simulate(succeeding:failing:)`` observed.
public struct FlowSimulation: Hashable, Sendable {
    /// Every step of the flow in declaration order.
    public let steps: [Step]
    /// The final state of each step (`succeeded`, `failed` or `skipped`), indexed like `steps`.
    public let states: [StepState]
    /// The order in which steps started.
    public let startOrder: [Step]
    /// Steps that started although neither list named them (they were failed), in start order.
    public let unforced: [Step]

    /// The final state of `step`.
    public subscript(step: Step) -> StepState {
        states[step.index]
    }

    /// The steps that ran and succeeded.
    public var succeeded: Set<Step> { Set(steps.filter { states[$0.index] == .succeeded }) }
    /// The steps that ran and failed (forced to fail, or unforced).
    public var failed: Set<Step> { Set(steps.filter { states[$0.index] == .failed }) }
    /// The steps that never started.
    public var skipped: Set<Step> { Set(steps.filter { states[$0.index] == .skipped }) }

    /// Acheron's check: the steps that succeeded are exactly `succeeded`, the steps that failed are
    /// exactly `failed`, and every other step was skipped.
    public func matches(succeeded: Set<Step>, failed: Set<Step>) -> Bool {
        self.succeeded == succeeded && self.failed == failed
    }
}
