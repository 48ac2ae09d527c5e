/// What a timer's handler learns at each fire.
///
/// For example:
/// ```swift
/// clock.repeatingTimer(every: .milliseconds(500)) { fire in
///     print(fire.count, fire.scheduledTime, fire.elapsed)   // 1 0.5 seconds 0.5 seconds, …
/// }.store(in: lifetime)
/// ```
public struct TimerFire: Sendable, Hashable {
    /// Which fire this is, from 1. With ``TimerCatchUp/coalesce`` it may skip numbers after a stall.
    public let count: Int
    /// When this fire was due, measured from the timer's start: `count × interval` (or the delay of
    /// a one-shot timer).
    public let scheduledTime: Duration
    /// Clock time since the timer's start at delivery: the truth to show in a stopwatch, whatever
    /// the number of fires.
    public let elapsed: Duration
}

/// What a repeating timer does when it is delivered late by more than one interval (the main actor
/// was blocked, the machine slept).
///
/// For example, a clock face needs only the latest tick:
/// ```swift
/// clock.repeatingTimer(every: .seconds(1), catchUp: .coalesce) { _ in face.showCurrentTime() }
///     .store(in: lifetime)
/// ```
public enum TimerCatchUp: Sendable, Hashable {
    /// Deliver every missed fire, one after another, each with its own ``TimerFire/count``: the
    /// handler runs once per elapsed interval.
    case fireEach
    /// Deliver one fire whose ``TimerFire/count`` is the number of whole intervals elapsed, skipping
    /// the missed ones.
    case coalesce
}
