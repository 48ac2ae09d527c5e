/// Region events — `.entered` and `.exited` for circular geofences — computed from any sequence of
/// fixes, as an async sequence (Core Location's region monitoring, driven by a ``LocationProvider``
/// or any other source).
///
/// Events follow ``RegionTracker``'s rules: initial state from the first usable fix (an
/// `.entered` when it is inside and `reportsInitialEntry` is on), then one event per boundary
/// crossing, never duplicates. Events of one fix come in the order of `regions`. The sequence ends
/// when the fixes end and rethrows their error.
///
/// ```swift
/// let parked = CircularRegion(id: "car", center: spot, radius: 30)
/// for try await event in RegionMonitor(locations: provider.updates, regions: [parked]) {
///     if case .entered = event { print("back at the car") }
/// }
/// ```
public struct RegionMonitor<Locations: AsyncSequence>: AsyncSequence where Locations.Element == Location {
    /// Each element is one boundary crossing.
    public typealias Element = RegionEvent
    /// Iteration rethrows the fixes' errors.
    public typealias Failure = Locations.Failure

    private let locations: Locations
    private let tracker: RegionTracker

    /// - Precondition: region identifiers are unique.
    public init(locations: Locations, regions: [CircularRegion], reportsInitialEntry: Bool = true) {
        self.locations = locations
        tracker = RegionTracker(regions: regions, reportsInitialEntry: reportsInitialEntry)
    }

    /// Returns an iterator that starts from this monitor's regions with no state yet.
    public func makeAsyncIterator() -> Iterator {
        Iterator(base: locations.makeAsyncIterator(), tracker: tracker)
    }

    /// Pulls fixes until one crosses a boundary.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: Locations.AsyncIterator
        /// The state of every region so far.
        public private(set) var tracker: RegionTracker
        private var pending: [RegionEvent] = []

        init(base: Locations.AsyncIterator, tracker: RegionTracker) {
            self.base = base
            self.tracker = tracker
        }

        /// The next region event, on the caller's actor; `nil` once the fixes end.
        /// - Throws: the error of the underlying fixes.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Locations.Failure)
            -> RegionEvent?
        {
            while pending.isEmpty {
                guard let location = try await base.next(isolation: actor) else { return nil }
                pending = tracker.update(with: location)
            }
            return pending.removeFirst()
        }

        /// The next region event; `nil` once the fixes end.
        /// - Throws: the error of the underlying fixes.
        public mutating func next() async throws(Locations.Failure) -> RegionEvent? {
            try await next(isolation: nil)
        }
    }
}

extension RegionMonitor: Sendable where Locations: Sendable {}
extension RegionMonitor.Iterator: Sendable where Locations.AsyncIterator: Sendable {}
