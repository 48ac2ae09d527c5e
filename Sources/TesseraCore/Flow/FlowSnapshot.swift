/// The states of every step of a flow at one moment, as conditions see them.
public struct FlowSnapshot: Sendable {
    let flowID: Int
    let states: [StepState]

    /// The state of `step`.
    ///
    /// - Precondition: `step` belongs to the flow this snapshot was taken from.
    public subscript(step: Step) -> StepState {
        precondition(step.flowID == flowID, "Step \"\(step.name)\" belongs to another flow")
        return states[step.index]
    }
}
