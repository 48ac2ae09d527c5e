/// The state machine behind region monitoring: feed it fixes, get the boundary crossings.
///
/// The first usable fix after a region is added *determines its initial state* without an exit:
/// inside gives `.entered` when `reportsInitialEntry` is on (so an app launched inside its geofence
/// hears about it, as `CLMonitor` reports the initial state), outside gives nothing. After that an
/// event is produced only when the state flips, so there are never two `.entered` (or two
/// `.exited`) in a row for a region. A fix is usable when ``Location/isValid`` (valid coordinate,
/// non-negative accuracy); others are ignored. Inside means geodesic distance ≤ radius.
///
/// ```swift
/// var tracker = RegionTracker(regions: [CircularRegion(id: "car", center: spot, radius: 50)])
/// tracker.update(with: farAway)   // []
/// tracker.update(with: nearCar)   // [.entered(car)]
/// tracker.update(with: nearCar)   // []
/// tracker.state(of: "car")        // .inside
/// ```
public struct RegionTracker: Sendable {
    /// The monitored regions, in the order events for one fix are reported.
    public private(set) var regions: [CircularRegion]
    /// Whether the first fix inside a newly added region reports `.entered`.
    public var reportsInitialEntry: Bool
    private var states: [String: RegionState]

    /// - Precondition: region identifiers are unique.
    public init(regions: [CircularRegion] = [], reportsInitialEntry: Bool = true) {
        precondition(Set(regions.map(\.id)).count == regions.count, "Monitored regions need unique identifiers")
        self.regions = regions
        self.reportsInitialEntry = reportsInitialEntry
        states = Dictionary(uniqueKeysWithValues: regions.map { ($0.id, RegionState.unknown) })
    }

    /// The state of the region with identifier `id`; `.unknown` for regions not monitored.
    public func state(of id: String) -> RegionState {
        states[id] ?? .unknown
    }

    /// Starts monitoring `region` in state `.unknown`; replaces (and resets) a region with the same
    /// identifier.
    public mutating func startMonitoring(_ region: CircularRegion) {
        if let index = regions.firstIndex(where: { $0.id == region.id }) {
            regions[index] = region
        } else {
            regions.append(region)
        }
        states[region.id] = .unknown
    }

    /// Stops monitoring the region with identifier `id` (no event); does nothing if not monitored.
    public mutating func stopMonitoring(_ id: String) {
        regions.removeAll { $0.id == id }
        states[id] = nil
    }

    /// The crossings that `location` causes, in region order, and the updated states.
    ///
    /// - Complexity: O(regions) geodesic distances.
    public mutating func update(with location: Location) -> [RegionEvent] {
        guard location.isValid else { return [] }
        var events: [RegionEvent] = []
        for region in regions {
            let now: RegionState = region.contains(location.coordinate) ? .inside : .outside
            let before = states[region.id] ?? .unknown
            guard now != before else { continue }
            states[region.id] = now
            switch (before, now) {
            case (.unknown, .inside) where reportsInitialEntry, (.outside, .inside):
                events.append(.entered(region))
            case (.inside, .outside):
                events.append(.exited(region))
            default:
                break
            }
        }
        return events
    }
}
