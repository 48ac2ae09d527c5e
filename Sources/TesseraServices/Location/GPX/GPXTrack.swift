public import Foundation
import TesseraCore

/// The points of a GPX 1.1 document (the format Xcode and Android emulators replay): track points
/// (`<trkpt>`), or else route points (`<rtept>`), or else waypoints (`<wpt>`), in document order,
/// all segments and tracks joined.
///
/// Each point needs `lat` and `lon` attributes (decimal degrees, WGS-84); `<ele>` (metres) and
/// `<time>` (ISO 8601, UTC when no offset is written) are optional. Every point of every kind is
/// checked, even those of the kinds not used, so a damaged file is reported rather than half-read.
///
/// ```swift
/// let track = try GPXTrack(data: Data("""
///     <gpx version="1.1" creator="me" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
///       <trkpt lat="31.2304" lon="121.4737"><ele>4</ele><time>2026-01-01T08:00:00Z</time></trkpt>
///       <trkpt lat="31.2310" lon="121.4741"><ele>5</ele><time>2026-01-01T08:00:10Z</time></trkpt>
///     </trkseg></trk></gpx>
///     """.utf8))
/// track.points.count      // 2
/// track.length            // 76.667 (metres)
/// try track.timeOffsets() // [0, 10]
/// ```
public struct GPXTrack: Hashable, Sendable {
    /// The GPX element a point came from.
    public enum PointKind: String, Hashable, Sendable, CaseIterable {
        case trackPoint = "trkpt"
        case routePoint = "rtept"
        case waypoint = "wpt"
    }

    /// One point of the track.
    ///
    /// For example:
    /// ```swift
    /// let track = try GPXTrack(contentsOf: URL(filePath: "commute.gpx"))
    /// let first = track.points.first?.coordinate
    /// ```
    public struct Point: Hashable, Sendable {
        /// Degrees on WGS-84; always valid.
        public var coordinate: LocationCoordinate
        /// Metres above mean sea level (`<ele>`), when given.
        public var elevation: Double?
        /// `<time>`, when given.
        public var time: Date?
        /// Where the point is in the document.
        public var reference: GPXPointReference

        /// Creates a point; `elevation` is metres above mean sea level. `coordinate` should be valid (not checked).
        public init(
            coordinate: LocationCoordinate, elevation: Double? = nil, time: Date? = nil, reference: GPXPointReference
        ) {
            self.coordinate = coordinate
            self.elevation = elevation
            self.time = time
            self.reference = reference
        }
    }

    /// The points, never empty.
    public let points: [Point]

    /// A track of the given points.
    ///
    /// - Precondition: `points` is not empty and every coordinate is valid.
    public init(points: [Point]) {
        precondition(!points.isEmpty, "A GPX track needs at least one point")
        precondition(points.allSatisfy(\.coordinate.isValid), "GPX track points need valid coordinates")
        self.points = points
    }

    /// The largest GPX document read: 10,000,000 bytes, some 100,000 points (a day at one point a
    /// second). Foundation's `XMLParser` on Linux feeds libxml2 2.9's incremental parser, which
    /// fails any larger document at its end with an internal error ("huge input lookup").
    public static let maximumByteCount = 10_000_000

    /// Reads a GPX document.
    ///
    /// - Throws: ``GPXError/tooLarge(byteCount:limit:)`` over ``maximumByteCount``, ``GPXError/empty``,
    ///   ``GPXError/tooManyAttributes(line:limit:)``, ``GPXError/notXML(line:column:message:)``,
    ///   ``GPXError/notGPX(rootElement:)``, ``GPXError/noPoints``, or the first bad point's
    ///   ``GPXError/missingCoordinate(attribute:point:)``, ``GPXError/invalidCoordinate(attribute:text:point:)``,
    ///   ``GPXError/invalidElevation(text:point:)`` or ``GPXError/invalidTimestamp(text:point:)``.
    /// - Complexity: O(n) in the size of the data.
    public init(data: Data) throws(GPXError) {
        guard data.count <= Self.maximumByteCount else {
            throw .tooLarge(byteCount: data.count, limit: Self.maximumByteCount)
        }
        let found = try GPXReader.read(data)
        for kind in PointKind.allCases {
            if let points = found[kind], !points.isEmpty {
                self.init(points: points)
                return
            }
        }
        throw .noPoints
    }

    /// Reads the GPX file at `url`.
    ///
    /// - Throws: ``GPXError/unreadableFile(path:reason:)`` when the path is missing, not a regular
    ///   file (a named pipe is refused without waiting for a writer) or cannot be read;
    ///   ``GPXError/tooLarge(byteCount:limit:)`` before reading a file over ``maximumByteCount``;
    ///   otherwise as ``init(data:)``.
    public init(contentsOf url: URL) throws(GPXError) {
        let data = try BoundedFileReader.contents(of: url, limit: Self.maximumByteCount, failingWith: GPXError.self)
        try self.init(data: data)
    }

    /// Which element the points came from.
    public var kind: PointKind { points[0].reference.kind }

    /// The sum of the geodesic distances between consecutive points, in metres.
    public var length: Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + Geodesy.distance(from: $1.0.coordinate, to: $1.1.coordinate) }
    }

    /// Seconds from the first point's time to each point's time (the first is 0).
    ///
    /// - Throws: ``GPXError/missingTimestamp(point:)`` for the first point without `<time>`;
    ///   ``GPXError/nonIncreasingTime(point:time:previous:)`` for the first point not strictly later
    ///   than the one before.
    public func timeOffsets() throws(GPXError) -> [TimeInterval] {
        var offsets: [TimeInterval] = []
        offsets.reserveCapacity(points.count)
        var previous: Date?
        for point in points {
            guard let time = point.time else { throw .missingTimestamp(point: point.reference) }
            if let previous, time <= previous {
                throw .nonIncreasingTime(point: point.reference, time: time, previous: previous)
            }
            offsets.append(time.timeIntervalSince(points[0].time ?? time))
            previous = time
        }
        return offsets
    }
}
