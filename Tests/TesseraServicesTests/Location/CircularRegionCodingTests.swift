import Foundation
import TesseraServices
import Testing

@Suite struct CircularRegionCodingTests {
    func decode(_ json: String) throws -> CircularRegion {
        try JSONDecoder().decode(CircularRegion.self, from: Data(json.utf8))
    }

    @Test func aValidRegionRoundTrips() throws {
        let region = CircularRegion(
            id: "home", center: LocationCoordinate(latitude: 30.25, longitude: 120.16), radius: 150)
        let decoded = try JSONDecoder().decode(CircularRegion.self, from: JSONEncoder().encode(region))
        #expect(decoded == region)
    }

    @Test(arguments: [
        #"{"id":"a","center":{"latitude":30,"longitude":120},"radius":-1}"#,
        #"{"id":"a","center":{"latitude":30,"longitude":120},"radius":0}"#,
        #"{"id":"a","center":{"latitude":91,"longitude":120},"radius":10}"#,
        #"{"id":"a","center":{"latitude":30,"longitude":181},"radius":10}"#,
        #"{"id":"a","center":{"latitude":30,"longitude":120}}"#,
        #"{"id":"a","radius":10}"#,
        #"[]"#,
    ])
    func storedRegionsTheInitialiserWouldRefuseAreDecodingErrors(_ json: String) {
        #expect(throws: DecodingError.self) { try decode(json) }
    }
}
