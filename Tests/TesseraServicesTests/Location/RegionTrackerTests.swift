import Foundation
import TesseraServices
import Testing

@Suite struct RegionTrackerTests {
    // 50 m around (31.2410, 121.4900); 1e-4° of latitude is 11.087 m there (GeographicLib).
    let fence = CircularRegion(
        id: "fence", center: LocationCoordinate(latitude: 31.2410, longitude: 121.4900), radius: 50)
    let far = CircularRegion(id: "far", center: LocationCoordinate(latitude: 31.3, longitude: 121.49), radius: 100)

    private func fix(_ latitude: Double, accuracy: Double = 5) -> Location {
        Location(
            coordinate: LocationCoordinate(latitude: latitude, longitude: 121.49), horizontalAccuracy: accuracy,
            timestamp: LocationFixtures.origin)
    }

    @Test func firstFixInsideReportsEnteredAndOutsideReportsNothing() {
        var tracker = RegionTracker(regions: [fence, far])
        #expect(tracker.state(of: "fence") == .unknown)
        #expect(tracker.update(with: fix(31.2410)) == [.entered(fence)])
        #expect(tracker.state(of: "fence") == .inside)
        #expect(tracker.state(of: "far") == .outside)
    }

    @Test func initialEntryCanBeSilent() {
        var tracker = RegionTracker(regions: [fence], reportsInitialEntry: false)
        #expect(tracker.update(with: fix(31.2410)) == [])
        #expect(tracker.state(of: "fence") == .inside)
        #expect(tracker.update(with: fix(31.2420)) == [.exited(fence)])
    }

    @Test func noDuplicateEventsWhileStayingInsideOrOutside() {
        var tracker = RegionTracker(regions: [fence])
        let events = [31.2400, 31.2401, 31.2407, 31.2410, 31.2413, 31.2416, 31.2420, 31.2410]
            .flatMap { tracker.update(with: fix($0)) }
        #expect(events == [.entered(fence), .exited(fence), .entered(fence)])
    }

    @Test func invalidFixesAreIgnored() {
        var tracker = RegionTracker(regions: [fence])
        #expect(tracker.update(with: fix(31.2410, accuracy: -1)) == [])
        #expect(tracker.update(with: fix(.nan)) == [])
        #expect(tracker.state(of: "fence") == .unknown)
    }

    @Test func eventsOfOneFixComeInRegionOrder() {
        let inner = CircularRegion(id: "inner", center: fence.center, radius: 10)
        var tracker = RegionTracker(regions: [fence, inner])
        #expect(tracker.update(with: fix(31.2410)) == [.entered(fence), .entered(inner)])
        #expect(tracker.update(with: fix(31.2430)) == [.exited(fence), .exited(inner)])
    }

    @Test func addedRegionStartsUnknownAndRemovedRegionIsForgotten() {
        var tracker = RegionTracker()
        #expect(tracker.update(with: fix(31.2410)) == [])
        tracker.startMonitoring(fence)
        #expect(tracker.state(of: "fence") == .unknown)
        #expect(tracker.update(with: fix(31.2410)) == [.entered(fence)])
        let wider = CircularRegion(id: "fence", center: fence.center, radius: 500)
        tracker.startMonitoring(wider)  // same identifier: replaced and reset
        #expect(tracker.regions == [wider])
        #expect(tracker.update(with: fix(31.2420)) == [.entered(wider)])
        tracker.stopMonitoring("fence")
        #expect(tracker.regions.isEmpty)
        #expect(tracker.state(of: "fence") == .unknown)
        #expect(tracker.update(with: fix(31.3)) == [])
    }
}
