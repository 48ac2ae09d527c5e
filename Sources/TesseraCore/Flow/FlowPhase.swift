/// Where a ``Flow`` is in its life: it runs once, so it moves only forward through these.
enum FlowPhase {
    /// Steps may still be declared and their conditions changed.
    case notStarted
    /// Started; the run holds the scheduler and the tasks of the running steps.
    case running(FlowRun)
    /// Over (completed, timed out or cancelled), with its final result.
    case ended(FlowResult)
}
