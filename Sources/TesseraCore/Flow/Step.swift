/// A handle to one unit of work declared in a ``Flow`` — Acheron's "pebble".
///
/// A step is made by ``Flow/step(_:when:work:)`` or ``Flow/mainActorStep(_:when:work:)`` and is then
/// used to build the conditions of other steps and to read results:
/// ```swift
/// let flow = Flow(name: "Boot")
/// let ping = flow.step("Ping") { await server.ping() }
/// let showOffline = flow.mainActorStep("Show Offline", when: ping.failed) { router.showOffline(); return true }
/// let result = await flow.run()
/// result[showOffline]   // .succeeded when the ping failed, .skipped otherwise
/// ```
///
/// Steps are plain values: equal when they are the same step of the same flow.
public struct Step: Hashable, Sendable, CustomStringConvertible {
    /// The name given at declaration, used in logs and diagnostics. Names need not be unique.
    public let name: String
    /// Position in declaration order within its flow, from 0.
    let index: Int
    /// Identifies the flow that declared the step.
    let flowID: Int

    init(name: String, index: Int, flowID: Int) {
        self.name = name
        self.index = index
        self.flowID = flowID
    }

    /// Holds once the step has succeeded.
    public var succeeded: StepCondition {
        StepCondition("\(name).succeeded") { $0[self] == .succeeded }
    }

    /// Holds once the step has failed (its work returned `false` or threw).
    public var failed: StepCondition {
        StepCondition("\(name).failed") { $0[self] == .failed }
    }

    /// Holds once the step has finished, whether it succeeded or failed.
    public var finished: StepCondition {
        StepCondition("\(name).finished") { $0[self].isFinished }
    }

    public var description: String { name }

    public static func == (lhs: Step, rhs: Step) -> Bool {
        lhs.index == rhs.index && lhs.flowID == rhs.flowID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(flowID)
    }
}
