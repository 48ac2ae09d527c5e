import Foundation

/// The rate of change of one value (a pinch's scale, a rotation's angle) over the last
/// ``window`` of samples, per second — measured as a pan's velocity is.
struct RateTracker {
    /// How far back the rate looks (a pan's velocity window).
    static let window: Duration = .milliseconds(100)

    /// The samples inside the window and the newest one before it, oldest first; one per instant
    /// (the value after every event at that instant).
    private var samples: [(value: CGFloat, time: Duration)] = []

    mutating func record(_ value: CGFloat, at time: Duration) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].value = value
        } else {
            samples.append((value, time))
        }
        if let inside = samples.firstIndex(where: { time - $0.time <= Self.window }), inside > 1 {
            samples.removeFirst(inside - 1)
        }
    }

    /// The change across the samples inside the window per second; when they span no time (one
    /// sample), the change since the newest sample before the window.
    var rate: CGFloat {
        guard let last = samples.last else { return 0 }
        let inside = samples.firstIndex { last.time - $0.time <= Self.window } ?? samples.count - 1
        let start = samples[inside].time < last.time || inside == 0 ? samples[inside] : samples[inside - 1]
        let seconds = (last.time - start.time).timeInterval
        guard seconds > 0 else { return 0 }
        return (last.value - start.value) / seconds
    }

    mutating func removeAll() { samples.removeAll() }
}
