public import Foundation
public import TesseraCore

/// Calendar time for the services — subscription expiry, notification dates, reminders — read from
/// a ``TimerClock`` so tests move it with `TestClock.advance(by:)`.
///
/// The wall-clock date is `origin + timerClock.now`. In the app, `WallClock.system` pairs the system
/// timer clock with the current date at launch; in tests, pair a `TestClock` with a fixed date:
/// ```swift
/// let clock = TestClock()
/// let wall = WallClock(timerClock: clock, origin: Date(timeIntervalSince1970: 1_767_225_600)) // 2026-01-01Z
/// clock.advance(by: .seconds(3600))
/// wall.now   // 2026-01-01 01:00 UTC
/// ```
/// A system clock change while the app runs is not followed (the timer clock is monotonic).
public struct WallClock: Sendable {
    /// The monotonic clock dates are read from (and timers are scheduled on).
    public let timerClock: any TimerClock
    /// The date at which `timerClock.now` read zero.
    public let origin: Date

    /// Creates a clock whose date is `origin + timerClock.now`.
    public init(timerClock: any TimerClock, origin: Date) {
        self.timerClock = timerClock
        self.origin = origin
    }

    /// The system timer clock anchored at the current date.
    public static var system: WallClock {
        let clock = SystemTimerClock.shared
        return WallClock(timerClock: clock, origin: Date().addingTimeInterval(-clock.now.timeInterval))
    }

    /// The current date.
    public var now: Date { origin.addingTimeInterval(timerClock.now.timeInterval) }

    /// The farthest from ``origin`` a timer is set, 10,000 years (of 365.25 days): a later date is
    /// scheduled at this distance, so that any date — `Date.distantFuture`, a calendar match in
    /// the year 9999 — can be scheduled without overflowing the timer clock's `Duration`.
    public static let maximumSchedulingDistance: TimeInterval = 10_000 * 365.25 * 86_400

    /// Runs `action` on the main actor at `date` (at once, on the next turn, when `date` has passed).
    /// Cancelling the result before then means `action` never runs. A date more than
    /// ``maximumSchedulingDistance`` from ``origin`` is scheduled at that distance.
    public func schedule(at date: Date, _ action: @escaping @MainActor @Sendable () -> Void) -> any Cancellable {
        let limit = Self.maximumSchedulingDistance
        let seconds = min(max(date.timeIntervalSince(origin), -limit), limit)
        return timerClock.schedule(at: .seconds(seconds), action)
    }
}
