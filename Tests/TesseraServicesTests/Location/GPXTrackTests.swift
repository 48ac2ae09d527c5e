import Foundation
import TesseraServices
import Testing

@Suite struct GPXTrackTests {
    private func date(_ secondsAfterEight: TimeInterval) -> Date {
        Date(timeIntervalSince1970: 1_767_254_400 + secondsAfterEight)  // 2026-01-01 08:00:00 UTC
    }

    @Test func walkReadsEveryTrackPointAcrossSegments() throws {
        let track = try GPXTrack(contentsOf: LocationFixtures.url("walk"))
        #expect(track.kind == .trackPoint)
        #expect(
            track.points.map(\.coordinate) == [
                LocationCoordinate(latitude: 31.2304, longitude: 121.4737),
                LocationCoordinate(latitude: 31.2305, longitude: 121.4738),
                LocationCoordinate(latitude: 31.2306, longitude: 121.4739),
                LocationCoordinate(latitude: 31.2307, longitude: 121.4739),
                LocationCoordinate(latitude: 31.2308, longitude: 121.4740),
                LocationCoordinate(latitude: 31.2309, longitude: 121.4740),
            ])
        #expect(track.points.map(\.elevation) == [4.0, 4.5, 5.0, nil, 5.0, 4.8])
        // The metadata's <time> and the one inside <extensions> are not the points' times; the
        // +08:00 offset and the fractional seconds are read.
        #expect(track.points.map(\.time) == [0, 10, 20, 30, 45, 60].map { date($0) })
        #expect(try track.timeOffsets() == [0, 10, 20, 30, 45, 60])
        #expect(track.points.map(\.reference.line) == [11, 12, 13, 16, 17, 22])
        #expect(track.points[4].reference == GPXPointReference(kind: .trackPoint, index: 4, line: 17))
        // Sum of the five legs, each from GeographicLib's Geodesic.WGS84.Inverse.
        #expect(abs(track.length - 66.03012592419459) < 1e-6)
    }

    @Test func routeIsPreferredToWaypointsAndNeedsNoTimes() throws {
        let track = try GPXTrack(contentsOf: LocationFixtures.url("route"))
        #expect(track.kind == .routePoint)
        #expect(track.points.count == 3)
        #expect(track.points.allSatisfy { $0.time == nil && $0.elevation == nil })
        #expect(throws: GPXError.missingTimestamp(point: GPXPointReference(kind: .routePoint, index: 0, line: 6))) {
            try track.timeOffsets()
        }
    }

    @Test func waypointsAloneMakeATrack() throws {
        let track = try GPXTrack(
            data: LocationFixtures.gpx(
                """
                <wpt lat="-33.8568" lon="151.2153"><ele>-2.5</ele><name>Opera House</name></wpt>
                <wpt lat="+51.5007" lon="-0.1246"/>
                """))
        #expect(track.kind == .waypoint)
        #expect(
            track.points.map(\.coordinate) == [
                LocationCoordinate(latitude: -33.8568, longitude: 151.2153),
                LocationCoordinate(latitude: 51.5007, longitude: -0.1246),
            ])
        #expect(track.points[0].elevation == -2.5)
    }

    @Test func timeWithoutOffsetIsUTC() throws {
        let track = try GPXTrack(
            data: LocationFixtures.gpx(
                """
                <trk><trkseg><trkpt lat="0" lon="0"><time>2026-01-01T08:00:00</time></trkpt></trkseg></trk>
                """))
        #expect(track.points[0].time == date(0))
    }

    @Test func prefixedGPXNamespaceIsRead() throws {
        let track = try GPXTrack(
            data: LocationFixtures.data(
                """
                <g:gpx xmlns:g="http://www.topografix.com/GPX/1/1" version="1.1"><g:wpt lat="1.5" lon="2.5"/></g:gpx>
                """))
        #expect(track.points.map(\.coordinate) == [LocationCoordinate(latitude: 1.5, longitude: 2.5)])
    }

    // MARK: Malformed input

    @Test func missingTimestampIsReportedOnlyWhenTimesAreNeeded() throws {
        let track = try GPXTrack(contentsOf: LocationFixtures.url("missing-time"))
        #expect(track.points.count == 4)
        #expect(throws: GPXError.missingTimestamp(point: GPXPointReference(kind: .trackPoint, index: 2, line: 6))) {
            try track.timeOffsets()
        }
    }

    @Test func latitudeOutOfRangeNamesThePointAndLine() {
        #expect(
            throws: GPXError.invalidCoordinate(
                attribute: "lat", text: "95.2306",
                point: GPXPointReference(kind: .trackPoint, index: 2, line: 6))
        ) {
            try GPXTrack(contentsOf: LocationFixtures.url("bad-latitude"))
        }
    }

    @Test func longitudeAsTextNamesThePointAndLine() {
        #expect(
            throws: GPXError.invalidCoordinate(
                attribute: "lon", text: "east of the river",
                point: GPXPointReference(kind: .routePoint, index: 1, line: 5))
        ) {
            try GPXTrack(contentsOf: LocationFixtures.url("bad-longitude-text"))
        }
    }

    @Test(arguments: ["NaN", "nan", "INF", "-inf", "3.1e1", "0x1p4", "", " ", "--1", "1.2.3", ".", "+"])
    func latitudeThatIsNotADecimalIsInvalid(_ text: String) {
        #expect(
            throws: GPXError.invalidCoordinate(
                attribute: "lat", text: text,
                point: GPXPointReference(kind: .waypoint, index: 0, line: 3))
        ) {
            try GPXTrack(data: LocationFixtures.gpx("<wpt lat=\"\(text)\" lon=\"0\"/>"))
        }
    }

    @Test func longitudeJustOutOfRangeIsInvalidAndTheLimitsAreValid() throws {
        #expect(
            throws: GPXError.invalidCoordinate(
                attribute: "lon", text: "180.000001",
                point: GPXPointReference(kind: .waypoint, index: 1, line: 4))
        ) {
            try GPXTrack(data: LocationFixtures.gpx("<wpt lat=\"0\" lon=\"0\"/>\n<wpt lat=\"0\" lon=\"180.000001\"/>"))
        }
        let limits = try GPXTrack(
            data: LocationFixtures.gpx("<wpt lat=\"-90\" lon=\"180\"/><wpt lat=\" 90.0 \" lon=\"-180\"/>"))
        #expect(limits.points.map(\.coordinate.latitude) == [-90, 90])
    }

    @Test func missingAttributesAreNamed() {
        #expect(
            throws: GPXError.missingCoordinate(
                attribute: "lon", point: GPXPointReference(kind: .trackPoint, index: 0, line: 3))
        ) {
            try GPXTrack(data: LocationFixtures.gpx("<trk><trkseg><trkpt lat=\"1\"/></trkseg></trk>"))
        }
        #expect(
            throws: GPXError.missingCoordinate(
                attribute: "lat", point: GPXPointReference(kind: .routePoint, index: 0, line: 3))
        ) {
            try GPXTrack(data: LocationFixtures.gpx("<rte><rtept lon=\"1\"/></rte>"))
        }
    }

    @Test func unparsableElevationAndTimeAreNamed() {
        #expect(
            throws: GPXError.invalidElevation(
                text: "high", point: GPXPointReference(kind: .waypoint, index: 0, line: 3))
        ) {
            try GPXTrack(data: LocationFixtures.gpx("<wpt lat=\"1\" lon=\"1\"><ele>high</ele></wpt>"))
        }
        #expect(
            throws: GPXError.invalidTimestamp(
                text: "yesterday", point: GPXPointReference(kind: .waypoint, index: 0, line: 3))
        ) {
            try GPXTrack(data: LocationFixtures.gpx("<wpt lat=\"1\" lon=\"1\"><time>yesterday</time></wpt>"))
        }
        #expect(
            throws: GPXError.invalidTimestamp(
                text: "2026-02-30T00:00:00Z", point: GPXPointReference(kind: .waypoint, index: 0, line: 3))
        ) {
            try GPXTrack(data: LocationFixtures.gpx("<wpt lat=\"1\" lon=\"1\"><time>2026-02-30T00:00:00Z</time></wpt>"))
        }
    }

    @Test func repeatedOrBackwardTimesAreNonIncreasing() throws {
        let track = try GPXTrack(
            data: LocationFixtures.gpx(
                """
                <trk><trkseg>
                <trkpt lat="0" lon="0"><time>2026-01-01T08:00:00Z</time></trkpt>
                <trkpt lat="0" lon="0.001"><time>2026-01-01T08:00:10Z</time></trkpt>
                <trkpt lat="0" lon="0.002"><time>2026-01-01T08:00:10Z</time></trkpt>
                </trkseg></trk>
                """))
        #expect(
            throws: GPXError.nonIncreasingTime(
                point: GPXPointReference(kind: .trackPoint, index: 2, line: 6),
                time: date(10), previous: date(10))
        ) {
            try track.timeOffsets()
        }
    }

    @Test func notXMLIsReportedWithTheParserPosition() throws {
        let error = try #require(throws: GPXError.self) { try GPXTrack(contentsOf: LocationFixtures.url("not-xml")) }
        guard case .notXML(let line, _, let message) = error else {
            Issue.record("expected notXML, got \(error)")
            return
        }
        #expect(line == 1)
        #expect(!message.isEmpty)
    }

    @Test func truncatedXMLIsNotXML() throws {
        let error = try #require(throws: GPXError.self) {
            try GPXTrack(data: LocationFixtures.data("<gpx version=\"1.1\"><trk><trkseg><trkpt lat=\"1\" lon=\"1\">"))
        }
        guard case .notXML = error else {
            Issue.record("expected notXML, got \(error)")
            return
        }
    }

    @Test func aUTF8DocumentWithABrokenByteInACommentIsNotXML() throws {
        // Found by fuzz-gpx: Foundation's XMLParser stopped the process on this comment.
        var data = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- bad ".utf8)
        data += [0xFF, 0xFE]
        data += Data(" byte -->\n<gpx version=\"1.1\"><wpt lat=\"1\" lon=\"2\"/></gpx>\n".utf8)
        #expect(
            throws: GPXError.notXML(line: 2, column: 10, message: "the UTF-8 document holds a byte that is not UTF-8")
        ) {
            try GPXTrack(data: data)
        }
    }

    @Test func aMalformedDeclarationDoesNotExemptBrokenUTF8() throws {
        // Found by fuzz-gpx: with `encoding5"UTF-8"` the document was taken for another encoding.
        var data = Data(
            "<?xml version=\"1.0\" encoding5\"UTF-8\"?>\n<gpx version=\"1.1\"><wpt lat=\"1\" lon=\"2\"/><na".utf8)
        data += [0xC3]
        data += Data("me/></gpx>\n".utf8)
        #expect(
            throws: GPXError.notXML(line: 2, column: 45, message: "the UTF-8 document holds a byte that is not UTF-8")
        ) {
            try GPXTrack(data: data)
        }
    }

    @Test func anUnknownEncodingDoesNotExemptBrokenUTF8() throws {
        // Found by fuzz-gpx: libxml2 reads a document declared "UTF-4" as UTF-8.
        var data = Data("<?xml version=\"1.0\" encoding=\"UTF-4\"?>\n<!-- ".utf8)
        data += [0xFF]
        data += Data(" -->\n<gpx version=\"1.1\"><wpt lat=\"1\" lon=\"2\"/></gpx>\n".utf8)
        #expect(
            throws: GPXError.notXML(line: 2, column: 6, message: "the UTF-8 document holds a byte that is not UTF-8")
        ) {
            try GPXTrack(data: data)
        }
    }

    @Test func aDocumentDeclaredLatin1IsReadByLibxml2() throws {
        var data = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<!-- caf".utf8)
        data += [0xE9]
        data += Data(" -->\n<gpx version=\"1.1\"><wpt lat=\"1\" lon=\"2\"/></gpx>\n".utf8)
        #expect(try GPXTrack(data: data).points.count == 1)
    }

    @Test func emptyFileAndWhitespaceAreEmpty() throws {
        #expect(throws: GPXError.empty) { try GPXTrack(contentsOf: LocationFixtures.url("empty")) }
        #expect(throws: GPXError.empty) { try GPXTrack(data: LocationFixtures.data(" \n\t\r\n")) }
    }

    @Test func documentWithoutPointsHasNoPoints() {
        #expect(throws: GPXError.noPoints) { try GPXTrack(contentsOf: LocationFixtures.url("no-points")) }
    }

    @Test func otherXMLIsNotGPX() {
        #expect(throws: GPXError.notGPX(rootElement: "kml")) {
            try GPXTrack(
                data: LocationFixtures.data("<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark/></kml>"))
        }
    }

    @Test func missingFileIsUnreadable() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).gpx")
        let error = try #require(throws: GPXError.self) { try GPXTrack(contentsOf: url) }
        guard case .unreadableFile(let path, _) = error else {
            Issue.record("expected unreadableFile, got \(error)")
            return
        }
        #expect(path == url.path)
    }

    @Test func errorsDescribeTheCulprit() {
        let point = GPXPointReference(kind: .trackPoint, index: 3, line: 12)
        #expect(
            "\(GPXError.invalidCoordinate(attribute: "lat", text: "95.2", point: point))"
                == "trkpt #3 (line 12): lat=\"95.2\" is not a valid coordinate")
        #expect(
            "\(GPXError.missingTimestamp(point: point))"
                == "trkpt #3 (line 12): no <time>, needed to replay at recorded speed")
    }

    @Test func aStartTagWithMoreThanTheAttributeLimitIsRefused() {
        // 257 attributes, one over the limit.
        let attributes = (0...256).map { "a\($0)=\"x\"" }.joined(separator: " ")
        #expect(throws: GPXError.tooManyAttributes(line: 3, limit: 256)) {
            try GPXTrack(data: LocationFixtures.gpx("<wpt lat=\"1\" lon=\"2\" \(attributes)/>"))
        }
    }

    @Test func equalsSignsOutsideStartTagsAreNotCountedAsAttributes() throws {
        let many = String(repeating: "=", count: 1_000)
        let track = try GPXTrack(
            data: LocationFixtures.gpx(
                """
                <!-- \(many) > -->
                <?note \(many) > ?>
                <wpt lat="1" lon="2" ><name><![CDATA[\(many) >]]></name><desc>\(many)</desc></wpt>
                <wpt lat="3" lon="4" extra="a=b>c=d\(many)" />
                """))
        #expect(
            track.points.map(\.coordinate) == [
                LocationCoordinate(latitude: 1, longitude: 2),
                LocationCoordinate(latitude: 3, longitude: 4),
            ])
    }
}
