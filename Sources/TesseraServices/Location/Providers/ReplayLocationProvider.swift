public import Foundation
import TesseraCore

/// A provider that plays a GPX track — what simulators do with a `.gpx` file — at the recorded
/// pace, faster, or at a fixed interval, on an injectable clock.
///
/// Starting delivers the first point at once and each later point when its time comes:
/// `start + offset / speedFactor`, where `offset` is the point's recorded time since the first point
/// (``Pacing/recordedTimes``) or `index × interval` (``Pacing/interval(_:)``). Deadlines are
/// computed from the start (no drift) and rounded to the nanosecond. After the last point the
/// provider stops by itself, which ends every subscription. Starting again replays from the first
/// point.
///
/// Each delivered ``Location`` carries the point's coordinate and elevation, the given
/// `horizontalAccuracy`, the timestamp at which it was delivered (wall-clock time of the replay,
/// not the recorded time), and speed and course from the previous point: geodesic distance over the
/// track time between the two points (the recorded speed, not multiplied by `speedFactor`) and the
/// initial bearing between them. The first point, and a point that repeats the previous position,
/// have no course; the first point has no speed.
///
/// ```swift
/// let clock = TestClock()
/// let wall = WallClock(timerClock: clock, origin: Date(timeIntervalSince1970: 1_767_225_600))
/// let walk = try ReplayLocationProvider(contentsOf: url, clock: wall, speedFactor: 10, authorization: .authorized)
/// let updates = walk.updates
/// walk.startUpdatingLocation()   // the first point arrives now
/// clock.advance(by: .seconds(1)) // points recorded up to 10 s after the first arrive
/// ```
///
/// Thread-safe: every member may be called from any thread; points are delivered from the clock's
/// callbacks (the main actor).
public final class ReplayLocationProvider: LocationProvider {
    /// How the time between points is chosen.
    ///
    /// For example, replaying a recorded walk one point per second:
    /// ```swift
    /// let provider = try ReplayLocationProvider(track: walk, clock: clock, pacing: .interval(.seconds(1)))
    /// ```
    public enum Pacing: Hashable, Sendable {
        /// The points' `<time>` differences; every point needs a time and times must increase.
        case recordedTimes
        /// The same interval between consecutive points; times in the file are ignored.
        case interval(Duration)
    }

    private struct Step {
        var location: Location
        /// Track time of the point since the first, at 1×.
        var offset: TimeInterval
    }

    private struct Playback {
        var run = 0
        var startInstant: Duration = .zero
        var deliveredCount = 0
        var pending: (any Cancellable)?
    }

    /// The track being replayed.
    public let track: GPXTrack
    /// How much faster than ``pacing`` the track plays; 1 is real time.
    public let speedFactor: Double
    /// How the time between points is chosen: recorded times or a fixed interval.
    public let pacing: Pacing
    /// The clock deadlines and timestamps come from.
    public let clock: WallClock

    private let steps: [Step]
    private let feed: LocationFeed
    private let playback = Lock(Playback())

    /// Prepares a replay of `track`.
    ///
    /// - Parameters:
    ///   - speedFactor: > 0; 10 plays ten times faster than recorded.
    ///   - pacing: recorded times (the default) or a fixed interval.
    ///   - horizontalAccuracy: metres, ≥ 0, reported with every point (GPX records none).
    ///   - authorization: the status to begin with; `.notDetermined` means ``requestAuthorization()``
    ///     asks `requestHandler`, which grants by default.
    /// - Throws: with ``Pacing/recordedTimes``, ``GPXError/missingTimestamp(point:)`` or
    ///   ``GPXError/nonIncreasingTime(point:time:previous:)`` naming the first unusable point.
    /// - Precondition: `speedFactor` is positive and finite, an interval is positive, and
    ///   `horizontalAccuracy` is non-negative.
    public init(
        track: GPXTrack, clock: WallClock, speedFactor: Double = 1, pacing: Pacing = .recordedTimes,
        horizontalAccuracy: Double = 5, authorization: ServiceAuthorization = .notDetermined,
        requestHandler: @escaping @Sendable () async -> ServiceAuthorization = { .authorized }
    ) throws(GPXError) {
        precondition(
            speedFactor > 0 && speedFactor.isFinite,
            "Replay speed factor must be positive and finite, got \(speedFactor)")
        precondition(horizontalAccuracy >= 0, "Horizontal accuracy must not be negative, got \(horizontalAccuracy)")
        let offsets: [TimeInterval]
        switch pacing {
        case .recordedTimes:
            offsets = try track.timeOffsets()
        case .interval(let interval):
            precondition(interval > .zero, "Replay interval must be positive, got \(interval)")
            offsets = track.points.indices.map { Double($0) * interval.timeInterval }
        }
        self.track = track
        self.clock = clock
        self.speedFactor = speedFactor
        self.pacing = pacing
        steps = Self.makeSteps(track.points, offsets: offsets, horizontalAccuracy: horizontalAccuracy)
        feed = LocationFeed(authorization: authorization, requestHandler: requestHandler)
    }

    /// Reads the GPX file at `url` and prepares its replay (see ``init(track:clock:speedFactor:pacing:horizontalAccuracy:authorization:requestHandler:)``).
    ///
    /// - Throws: any ``GPXError`` from reading the file (``GPXTrack/init(contentsOf:)``) or from
    ///   its timing.
    public convenience init(
        contentsOf url: URL, clock: WallClock, speedFactor: Double = 1, pacing: Pacing = .recordedTimes,
        horizontalAccuracy: Double = 5, authorization: ServiceAuthorization = .notDetermined,
        requestHandler: @escaping @Sendable () async -> ServiceAuthorization = { .authorized }
    ) throws(GPXError) {
        try self.init(
            track: GPXTrack(contentsOf: url), clock: clock, speedFactor: speedFactor, pacing: pacing,
            horizontalAccuracy: horizontalAccuracy, authorization: authorization, requestHandler: requestHandler)
    }

    /// Whether the app may use location now; see ``LocationProvider/authorization``.
    public var authorization: ServiceAuthorization { feed.authorization }

    /// Asks `requestHandler` once when `.notDetermined`; otherwise returns the current status.
    public func requestAuthorization() async -> ServiceAuthorization {
        await feed.requestAuthorization()
    }

    /// A new subscription to the fixes; read it before ``startUpdatingLocation()`` to miss none.
    public var updates: LocationUpdates { LocationUpdates(subscription: feed.subscribe()) }

    /// The most recent fix delivered, or `nil` before the first; kept after stopping.
    public var location: Location? { feed.latest }

    /// Whether a replay is in progress.
    public var isUpdatingLocation: Bool { feed.isRunning }

    /// How many points the current (or last) replay has delivered.
    public var deliveredCount: Int { playback.withLock { $0.deliveredCount } }

    /// Starts a replay from the first point, delivering it at once; does nothing when already running.
    /// Without authorization, ends subscriptions with ``LocationError/notAuthorized(_:)`` and stays stopped.
    public func startUpdatingLocation() {
        guard feed.start() else { return }
        let start = clock.timerClock.now
        let run: Int = playback.withLock { playback in
            playback.pending?.cancel()
            playback = Playback(run: playback.run + 1, startInstant: start)
            return playback.run
        }
        deliverStep(0, run: run)
    }

    /// Cancels the pending point and finishes every current subscription; does nothing when stopped.
    public func stopUpdatingLocation() {
        let pending: (any Cancellable)? = playback.withLock { playback in
            playback.run += 1  // a callback already on its way sees a stale run and does nothing
            defer { playback.pending = nil }
            return playback.pending
        }
        pending?.cancel()
        feed.stop()
    }

    /// Delivers step `index` of replay `run` (if still current) and schedules the next one, or
    /// stops after the last.
    private func deliverStep(_ index: Int, run: Int) {
        let isLast = index == steps.count - 1
        let next: Duration? = playback.withLock { playback in
            guard playback.run == run else { return nil }
            var location = steps[index].location
            location.timestamp = clock.origin.addingTimeInterval(
                deadline(of: index, from: playback.startInstant).timeInterval)
            feed.deliver(location)
            playback.deliveredCount = index + 1
            playback.pending = nil
            if isLast {
                feed.stop()
                return nil
            }
            return deadline(of: index + 1, from: playback.startInstant)
        }
        guard let next else { return }
        let token = clock.timerClock.schedule(at: next) { [weak self] in
            self?.deliverStep(index + 1, run: run)
        }
        let stale: Bool = playback.withLock { playback in
            guard playback.run == run else { return true }
            playback.pending = token
            return false
        }
        if stale { token.cancel() }
    }

    /// `start + offset / speedFactor`, rounded to whole nanoseconds so that tests advancing by
    /// round durations meet it exactly.
    private func deadline(of index: Int, from start: Duration) -> Duration {
        start + .nanoseconds(Int64((steps[index].offset / speedFactor * 1e9).rounded()))
    }

    private static func makeSteps(_ points: [GPXTrack.Point], offsets: [TimeInterval], horizontalAccuracy: Double)
        -> [Step]
    {
        points.indices.map { index in
            let point = points[index]
            var location = Location(
                coordinate: point.coordinate, altitude: point.elevation,
                horizontalAccuracy: horizontalAccuracy, timestamp: .distantPast)
            if index > 0 {
                let previous = points[index - 1].coordinate
                let path = Geodesy.inverse(from: previous, to: point.coordinate)
                location.speed = path.distance / (offsets[index] - offsets[index - 1])
                location.course = path.distance > 0 ? path.initialBearing : nil
            }
            return Step(location: location, offset: offsets[index])
        }
    }
}
