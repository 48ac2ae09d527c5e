/// Where one step of a ``Flow`` stands.
///
/// A step starts `pending`, becomes `running` when its condition holds, and ends `succeeded` or
/// `failed`. When the flow ends, steps that never ran become `skipped`, and steps that were still
/// running when a timeout or ``Flow/cancel()`` stopped the flow become `cancelled`. Conditions only
/// ever see the first four states: nothing is evaluated after the flow ends.
public enum StepState: Hashable, Sendable, CustomStringConvertible {
    /// Not started yet (its condition has not held so far).
    case pending
    /// Started and not finished.
    case running
    /// Its work returned `true`.
    case succeeded
    /// Its work returned `false` or threw.
    case failed
    /// The flow ended without the step ever starting.
    case skipped
    /// The step was running when the flow timed out or was cancelled; its task was cancelled and
    /// whatever it reports later is ignored.
    case cancelled

    /// Whether the step has finished running, either way (`succeeded` or `failed`).
    public var isFinished: Bool {
        self == .succeeded || self == .failed
    }

    public var description: String {
        switch self {
        case .pending: "pending"
        case .running: "running"
        case .succeeded: "succeeded"
        case .failed: "failed"
        case .skipped: "skipped"
        case .cancelled: "cancelled"
        }
    }
}
