import Foundation
import TesseraServices
import Testing

/// Reference values from GeographicLib 2.1 (Python), `Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2)`,
/// with its azimuths reduced to [0°, 360°). Facts, not code: computed once and written down here.
private struct ReferenceLine: CustomTestStringConvertible, Sendable {
    let name: String
    let start: LocationCoordinate
    let end: LocationCoordinate
    let distance: Double
    let initialBearing: Double
    let finalBearing: Double

    init(
        _ name: String, _ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double,
        distance: Double, initial: Double, final: Double
    ) {
        self.name = name
        start = LocationCoordinate(latitude: latitude1, longitude: longitude1)
        end = LocationCoordinate(latitude: latitude2, longitude: longitude2)
        self.distance = distance
        initialBearing = initial
        finalBearing = final
    }

    var testDescription: String { name }

    static let all: [ReferenceLine] = [
        // Flinders Peak (37°57′03.72030″S, 144°25′29.52440″E) to Buninyong (37°39′10.15610″S,
        // 143°55′35.38390″E): Vincenty's 1975 example, published as 54 972.271 m.
        ReferenceLine(
            "Flinders Peak to Buninyong (Vincenty 1975)", -37.95103341666667, 144.42486788888888, -37.65282113888889,
            143.92649552777777, distance: 54972.27113920079, initial: 306.86815920288063, final: 307.1736306290222),
        ReferenceLine(
            "JFK to LHR", 40.6398, -73.7789, 51.47, -0.4543, distance: 5555065.626956004, initial: 51.38046174484416,
            final: 107.98179689553808),
        ReferenceLine(
            "Beijing to Shanghai", 39.9042, 116.4074, 31.2304, 121.4737, distance: 1065846.4894532142,
            initial: 152.97423006954892, final: 155.93085168471413),
        ReferenceLine(
            "Wellington to Honolulu across the antimeridian", -41.2865, 174.7762, 21.3069, -157.8583,
            distance: 7483855.709376884, initial: 27.724168724322535, final: 22.061470112467447),
        ReferenceLine(
            "1 m line", 52.0, 13.0, 52.000007783284, 13.000007280351, distance: 1.0000000162996256,
            initial: 29.999997879077725, final: 30.0000036160729),
        ReferenceLine(
            "quarter of the equator", 0.0, 0.0, 0.0, 90.0, distance: 10018754.171394622, initial: 90.0, final: 90.0),
        ReferenceLine(
            "equator, 179 degrees (still along the equator)", 0.0, 0.0, 0.0, 179.0, distance: 19926188.85199597,
            initial: 90.0, final: 90.0),
        ReferenceLine("quarter meridian", 0.0, 0.0, 90.0, 0.0, distance: 10001965.729312724, initial: 0.0, final: 0.0),
        ReferenceLine(
            "near the pole, across it", 89.9, 0.0, 89.9, 180.0, distance: 22338.795682520195, initial: 0.0, final: 180.0
        ),
        ReferenceLine(
            "near the pole, 150 degrees apart", 89.5, 30.0, 89.7, -120.0, distance: 86503.85509135455,
            initial: 348.83206465239823, final: 198.83271916285722),
        ReferenceLine(
            "nearly antipodal (Karney 2013)", -30.0, 0.0, 29.9, 179.8, distance: 19989832.82760953,
            initial: 161.89052473632697, final: 18.0907372457395),
        ReferenceLine(
            "nearly antipodal on the equator", 0.0, 0.0, 0.5, 179.7, distance: 19944127.420750458,
            initial: 15.556882793490544, final: 164.44251389085494),
        ReferenceLine(
            "antipodal on the equator", 0.0, 0.0, 0.0, 180.0, distance: 20003931.458625447, initial: 0.0, final: 180.0),
        ReferenceLine("coincident", 48.8566, 2.3522, 48.8566, 2.3522, distance: 0.0, initial: 180.0, final: 180.0),
    ]
}

@Suite struct GeodesyTests {
    @Test(arguments: ReferenceLine.all)
    fileprivate func distanceIsWithinAMillimetreOfGeographicLib(_ line: ReferenceLine) {
        let solution = Geodesy.inverse(from: line.start, to: line.end)
        #expect(abs(solution.distance - line.distance) < 0.001)
        #expect(bearingDifference(solution.initialBearing, line.initialBearing) < 1e-6)
        #expect(bearingDifference(solution.finalBearing, line.finalBearing) < 1e-6)
    }

    @Test func vincentysPublishedDistanceRoundsTo54972271Millimetres() {
        let flindersPeak = LocationCoordinate(latitude: -37.95103341666667, longitude: 144.42486788888888)
        let buninyong = LocationCoordinate(latitude: -37.65282113888889, longitude: 143.92649552777777)
        #expect((Geodesy.distance(from: flindersPeak, to: buninyong) * 1000).rounded() == 54_972_271)
    }

    /// 300 seeded pairs (random, short, equatorial, polar, meridional, nearly antipodal) with
    /// GeographicLib's answers, read from `geodesic-reference.csv`.
    @Test func agreesWithGeographicLibOnThreeHundredPairs() throws {
        let text = try String(contentsOf: LocationFixtures.url("geodesic-reference", "csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rows.count == 300)
        var largestDistanceError = 0.0
        var largestBearingError = 0.0
        for row in rows {
            let values = row.split(separator: ",").compactMap { Double($0) }
            try #require(values.count == 7, "bad row \(row)")
            let start = LocationCoordinate(latitude: values[0], longitude: values[1])
            let end = LocationCoordinate(latitude: values[2], longitude: values[3])
            let solution = Geodesy.inverse(from: start, to: end)
            largestDistanceError = max(largestDistanceError, abs(solution.distance - values[4]))
            // Bearings of lines shorter than a metre are set by the round-off of the inputs.
            if values[4] > 1 {
                largestBearingError = max(
                    largestBearingError,
                    bearingDifference(solution.initialBearing, values[5]),
                    bearingDifference(solution.finalBearing, values[6]))
            }
        }
        #expect(largestDistanceError < 1e-6)
        #expect(largestBearingError < 1e-6)
    }

    @Test func distanceIsSymmetricAndBearingsReverse() {
        let jfk = LocationCoordinate(latitude: 40.6398, longitude: -73.7789)
        let heathrow = LocationCoordinate(latitude: 51.47, longitude: -0.4543)
        let out = Geodesy.inverse(from: jfk, to: heathrow)
        let back = Geodesy.inverse(from: heathrow, to: jfk)
        #expect(abs(out.distance - back.distance) < 1e-9)
        #expect(bearingDifference(back.initialBearing, out.finalBearing + 180) < 1e-9)
        #expect(bearingDifference(back.finalBearing, out.initialBearing + 180) < 1e-9)
    }

    @Test func longitudesOutsideTheUsualRangeNameTheSameMeridian() {
        let east = Geodesy.distance(
            from: LocationCoordinate(latitude: 10, longitude: 179.5),
            to: LocationCoordinate(latitude: 10, longitude: -179.5))
        let west = Geodesy.distance(
            from: LocationCoordinate(latitude: 10, longitude: -180),
            to: LocationCoordinate(latitude: 10, longitude: 180))
        #expect(abs(east - 109_639.32210546243) < 0.001)  // GeographicLib, (10, 179.5) → (10, −179.5)
        #expect(west == 0)
    }

    @Test func coordinateAndLocationConveniencesUseTheSameSolution() {
        let beijing = LocationCoordinate(latitude: 39.9042, longitude: 116.4074)
        let shanghai = LocationCoordinate(latitude: 31.2304, longitude: 121.4737)
        #expect(beijing.distance(to: shanghai) == Geodesy.distance(from: beijing, to: shanghai))
        #expect(beijing.bearing(to: shanghai) == Geodesy.initialBearing(from: beijing, to: shanghai))
        #expect(
            Geodesy.finalBearing(from: beijing, to: shanghai)
                == Geodesy.inverse(from: beijing, to: shanghai).finalBearing)
        let here = Location(coordinate: beijing, timestamp: LocationFixtures.origin)
        let there = Location(coordinate: shanghai, timestamp: LocationFixtures.origin)
        #expect(abs(there.distance(from: here) - 1_065_846.4894532142) < 0.001)
    }

    @Test func bearingsAreInZeroToThreeSixty() {
        let origin = LocationCoordinate(latitude: 0, longitude: 0)
        let west = Geodesy.inverse(from: origin, to: LocationCoordinate(latitude: 0, longitude: -10))
        #expect(west.initialBearing == 270)
        #expect(west.finalBearing == 270)
        let south = Geodesy.inverse(from: origin, to: LocationCoordinate(latitude: -10, longitude: 0))
        #expect(south.initialBearing == 180)
    }

    @Test func regionContainsItsBoundary() {
        let center = LocationCoordinate(latitude: 31.241, longitude: 121.49)
        let edge = LocationCoordinate(latitude: 31.2413, longitude: 121.49)  // 33.262085 m north (GeographicLib)
        #expect(
            CircularRegion(id: "edge", center: center, radius: Geodesy.distance(from: center, to: edge)).contains(edge))
        #expect(CircularRegion(id: "in", center: center, radius: 33.3).contains(edge))
        #expect(!CircularRegion(id: "out", center: center, radius: 33.2).contains(edge))
    }
}
