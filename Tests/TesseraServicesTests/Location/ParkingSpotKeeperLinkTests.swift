import Foundation
import TesseraCore
import TesseraServices
import Testing

/// A parking-spot file that is a symbolic link is written through: the link stays a link.
@Suite struct ParkingSpotKeeperLinkTests {
    let spot = ParkingSpot(
        coordinate: LocationCoordinate(latitude: 31.2304, longitude: 121.4737), date: LocationFixtures.origin)

    @Test func aLinkToAFileInAnotherFolderStaysAndThatFileGetsTheSpot() throws {
        let directory = try TemporaryDirectory(prefix: "tessera-parking")
        defer { directory.remove() }
        let synced = directory.file("sync")
        try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
        let target = synced.appendingPathComponent("parking.json")
        try Data("old".utf8).write(to: target)
        let link = directory.file("parking.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "sync/parking.json")

        let keeper = ParkingSpotKeeper(fileURL: link)
        try keeper.save(spot)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "sync/parking.json")
        #expect(try ParkingSpotKeeper(fileURL: target).spot() == spot)
        #expect(try keeper.spot() == spot)
    }

    @Test func aDanglingLinkGetsItsTargetMade() throws {
        let directory = try TemporaryDirectory(prefix: "tessera-parking")
        defer { directory.remove() }
        let link = directory.file("parking.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "made.json")

        try ParkingSpotKeeper(fileURL: link).save(spot)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "made.json")
        #expect(try ParkingSpotKeeper(fileURL: directory.file("made.json")).spot() == spot)
    }

    @Test func aLoopOfLinksIsUnwritableAndLeftAsItIs() throws {
        let directory = try TemporaryDirectory(prefix: "tessera-parking")
        defer { directory.remove() }
        let one = directory.file("parking.json")
        try FileManager.default.createSymbolicLink(atPath: one.path, withDestinationPath: "other.json")
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("other.json").path, withDestinationPath: "parking.json")

        #expect(
            throws: ParkingSpotError.unwritable(
                location: one.path, reason: "too many levels of symbolic links (a loop)")
        ) {
            try ParkingSpotKeeper(fileURL: one).save(spot)
        }
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: directory.url.path)) == [
                "parking.json", "other.json",
            ])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: one.path) == "other.json")
    }
}
