import TesseraServices
import Testing

@Suite struct CompassPointTests {
    @Test(arguments: [
        (0.0, CompassPoint.north), (22.4999, .north), (22.5, .northEast), (45, .northEast), (90, .east),
        (135, .southEast), (180, .south), (202.5, .southWest), (270, .west), (315, .northWest),
        (337.4999, .northWest), (337.5, .north), (359.99, .north), (360, .north), (-45, .northWest), (765, .northEast),
    ])
    func bearingFallsInTheSectorCentredOnItsPoint(_ bearing: Double, _ point: CompassPoint) {
        #expect(CompassPoint(bearing: bearing) == point)
    }

    @Test func namesAndAbbreviations() {
        #expect(CompassPoint.allCases.map(\.abbreviation) == ["N", "NE", "E", "SE", "S", "SW", "W", "NW"])
        #expect(CompassPoint.southWest.name == "south-west")
        #expect(CompassPoint.allCases.map(\.bearing) == [0, 45, 90, 135, 180, 225, 270, 315])
    }
}
