import Foundation
import TesseraCore
import TesseraServices
import Testing

/// Fixtures, dates and temporary stores shared by the calendar tests.
enum CalendarTestSupport {
    static let utc = TimeZone(secondsFromGMT: 0)!
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    /// The test clock's origin: 2026-01-01 00:00 UTC.
    static let origin = Date(timeIntervalSince1970: 1_767_225_600)

    /// The bytes of `Fixtures/Calendar/<name>.ics`.
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtureURL(name))
    }

    static func fixtureURL(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: "ics", subdirectory: "Fixtures/Calendar"))
    }

    /// The instant of a wall-clock time in `zone` (UTC by default).
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
        in zone: TimeZone = utc
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(
            from: DateComponents(
                year: year, month: month, day: day, hour: hour, minute: minute,
                second: second))!
    }

    /// A new empty directory under the temporary directory; the test removes it with
    /// `defer { Support.removeDirectory(directory) }`.
    static func makeDirectory() throws -> URL {
        try TemporaryDirectory(prefix: "tessera-calendar").url
    }

    /// Removes a directory ``makeDirectory()`` made, with everything in it.
    static func removeDirectory(_ directory: URL) {
        TemporaryDirectory.remove(directory)
    }

    /// A store over `<directory>/Calendar.ics` with a test clock at ``origin`` plus `elapsed`,
    /// optionally starting from a fixture, with access to `granted` already requested and given.
    static func makeStore(
        in directory: URL, fixture: String? = nil, floatingTimeZone: TimeZone = utc,
        granted: [CalendarEntityType] = [.event, .reminder],
        elapsed: Duration = .zero
    ) async throws -> EventStore {
        let fileURL = directory.appendingPathComponent("Calendar.ics")
        if let fixture, !FileManager.default.fileExists(atPath: fileURL.path) {
            try FileManager.default.copyItem(at: try fixtureURL(fixture), to: fileURL)
        }
        let clock = WallClock(timerClock: TestClock(now: elapsed), origin: origin)
        let store = EventStore(fileURL: fileURL, floatingTimeZone: floatingTimeZone, clock: clock) { type in
            granted.contains(type)
        }
        for type in granted { _ = await store.requestFullAccess(to: type) }
        return store
    }
}
