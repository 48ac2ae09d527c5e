public import Foundation

extension Duration {
    /// The duration in seconds, as `TimeInterval` (Foundation's and the animation curves' unit); exact to
    /// the double's precision.
    public var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }

    /// The duration in whole milliseconds, rounded up so that a short wait does not become a poll
    /// (`poll(2)`'s and SDL's timeouts); negative durations give 0.
    public var millisecondsRoundedUp: Int64 {
        guard self > .zero else { return 0 }
        let (seconds, attoseconds) = components
        return seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    }
}
