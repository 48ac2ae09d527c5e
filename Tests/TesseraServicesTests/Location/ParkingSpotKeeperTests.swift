import Foundation
import TesseraCore
import TesseraServices
import Testing

@Suite struct ParkingSpotKeeperTests {
    // The car park and a point 246.737 m away at an initial bearing of 44.0297° (GeographicLib).
    let carPark = LocationCoordinate(latitude: 31.2304, longitude: 121.4737)
    let mall = LocationCoordinate(latitude: 31.2320, longitude: 121.4755)

    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("parking-\(UUID()).json")
    }

    @Test func savedSpotSurvivesANewKeeperAndClearForgetsIt() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let spot = ParkingSpot(coordinate: carPark, date: LocationFixtures.origin, note: "B2, pillar 17 · 二层")
        try ParkingSpotKeeper(fileURL: url).save(spot)
        let keeper = ParkingSpotKeeper(fileURL: url)
        #expect(try keeper.spot() == spot)
        try keeper.clear()
        #expect(try keeper.spot() == nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        try keeper.clear()  // clearing nothing is fine
    }

    @Test func fileHoldsReadableJSON() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        try ParkingSpotKeeper(fileURL: url).save(ParkingSpot(coordinate: carPark, date: LocationFixtures.origin))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == #"{"coordinate":{"latitude":31.2304,"longitude":121.4737},"date":"2026-01-01T00:00:00Z"}"#)
    }

    @Test func spotFromALocationTakesItsTimestamp() throws {
        let fix = Location(
            coordinate: carPark, horizontalAccuracy: 5, timestamp: LocationFixtures.origin.addingTimeInterval(90))
        let spot = ParkingSpot(location: fix, note: "near the lift")
        #expect(spot.date == LocationFixtures.origin.addingTimeInterval(90))
        #expect(spot.coordinate == carPark)
    }

    @Test func directionsPointBackToTheCar() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let keeper = ParkingSpotKeeper(fileURL: url)
        #expect(try keeper.directions(from: mall) == nil)
        try keeper.save(ParkingSpot(coordinate: carPark, date: LocationFixtures.origin))
        let back = try #require(try keeper.directions(from: mall))
        #expect(abs(back.distance - 246.73714716077112) < 0.001)
        // GeographicLib's azimuth at the mall on the line from the car park is 44.03065631958932°;
        // walking back is that plus 180°.
        #expect(bearingDifference(back.bearing, 224.03065631958932) < 1e-6)
        #expect(back.compassPoint == .southWest)
        let there = ParkingSpot(coordinate: mall, date: LocationFixtures.origin).directions(from: carPark)
        #expect(bearingDifference(there.bearing, 44.029723032702286) < 1e-6)
        #expect(there.compassPoint == .northEast)
    }

    @Test func corruptFileIsATypedError() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("{\"coordinate\": \"here\"}".utf8).write(to: url)
        let error = try #require(throws: ParkingSpotError.self) { try ParkingSpotKeeper(fileURL: url).spot() }
        guard case .corruptData = error else {
            Issue.record("expected corruptData, got \(error)")
            return
        }
    }

    @Test func storedCoordinateOutOfRangeIsATypedError() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"coordinate":{"latitude":131.2,"longitude":121.4},"date":"2026-01-01T00:00:00Z"}"#.utf8).write(
            to: url)
        #expect(throws: ParkingSpotError.invalidCoordinate(LocationCoordinate(latitude: 131.2, longitude: 121.4))) {
            try ParkingSpotKeeper(fileURL: url).spot()
        }
    }

    @Test func directoryInPlaceOfTheFileIsUnreadable() throws {
        let url = temporaryFile()
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try #require(throws: ParkingSpotError.self) { try ParkingSpotKeeper(fileURL: url).spot() }
        guard case .unreadableFile(let path, _) = error else {
            Issue.record("expected unreadableFile, got \(error)")
            return
        }
        #expect(path == url.path)
    }

    /// Issue 19: clearing removed a directory in place of the file with everything in it.
    @Test func clearingLeavesADirectoryInPlaceOfTheFile() throws {
        let url = temporaryFile()
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: url) }
        let thesis = url.appendingPathComponent("thesis.docx")
        try Data("keep me".utf8).write(to: thesis)
        let error = try #require(throws: ParkingSpotError.self) { try ParkingSpotKeeper(fileURL: url).clear() }
        #expect(
            error == .unwritable(location: url.path, reason: "left \(url.path) in place: it is a directory, not a file")
        )
        #expect(try Data(contentsOf: thesis) == Data("keep me".utf8))
    }

    @Test func missingDirectoryIsUnwritable() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID())/parking.json")
        let error = try #require(throws: ParkingSpotError.self) {
            try ParkingSpotKeeper(fileURL: url).save(ParkingSpot(coordinate: carPark, date: LocationFixtures.origin))
        }
        guard case .unwritable(let location, _) = error else {
            Issue.record("expected unwritable, got \(error)")
            return
        }
        #expect(location == url.path)
    }

    @Test func spotChangedToAnInvalidCoordinateIsNotSaved() throws {
        let url = temporaryFile()
        var spot = ParkingSpot(coordinate: carPark, date: LocationFixtures.origin)
        spot.coordinate.latitude = .nan
        #expect(throws: ParkingSpotError.self) { try ParkingSpotKeeper(fileURL: url).save(spot) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func settingsStoreKeepsTheSpotUnderItsKey() throws {
        let settings = SettingsStore(suiteName: "com.tessera.tests.parking.\(UUID())")
        defer { settings.removeAll() }
        let keeper = ParkingSpotKeeper(settings: settings, key: "car")
        #expect(try keeper.spot() == nil)
        let spot = ParkingSpot(coordinate: carPark, date: LocationFixtures.origin, note: "P3")
        try keeper.save(spot)
        #expect(try ParkingSpotKeeper(settings: settings, key: "car").spot() == spot)
        #expect(try ParkingSpotKeeper(settings: settings, key: "other").spot() == nil)
        try keeper.clear()
        #expect(try keeper.spot() == nil)
    }

    @Test func corruptSettingsValueIsATypedError() throws {
        let settings = SettingsStore(suiteName: "com.tessera.tests.parking.\(UUID())")
        defer { settings.removeAll() }
        settings[Setting<Data>("car", default: Data())] = Data("not json".utf8)
        let error = try #require(throws: ParkingSpotError.self) {
            try ParkingSpotKeeper(settings: settings, key: "car").spot()
        }
        guard case .corruptData = error else {
            Issue.record("expected corruptData, got \(error)")
            return
        }
    }
}
