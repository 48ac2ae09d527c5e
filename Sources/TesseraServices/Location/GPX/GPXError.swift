public import Foundation

/// Why a GPX file could not be read or replayed. Every case names the culprit: the point (kind,
/// index and line, ``GPXPointReference``), the offending text, or the parser's message.
///
/// ```swift
/// do {
///     let track = try GPXTrack(contentsOf: url)
/// } catch .invalidCoordinate(let attribute, let text, let point) {
///     print("\(point): \(attribute)=\"\(text)\" is not a coordinate")  // trkpt #3 (line 12): lat="95.2" …
/// } catch {
///     print(error)
/// }
/// ```
public enum GPXError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read; carries the path and the system's reason.
    case unreadableFile(path: String, reason: String)
    /// The data (or file) holds `byteCount` bytes, more than ``GPXTrack/maximumByteCount``
    /// (`limit`); nothing of it was read.
    case tooLarge(byteCount: Int, limit: Int)
    /// The data holds nothing but whitespace.
    case empty
    /// The data is not well-formed XML; carries where the parser stopped and its message.
    case notXML(line: Int, column: Int, message: String)
    /// The start tag on `line` has more than `limit` attributes (GPX elements have a handful;
    /// libxml2 2.9 checks each new attribute against all earlier ones, so thousands take minutes).
    case tooManyAttributes(line: Int, limit: Int)
    /// The XML's root element is not `<gpx>`; carries the root's name.
    case notGPX(rootElement: String)
    /// The document has no `<trkpt>`, `<rtept>` or `<wpt>` element.
    case noPoints
    /// A point lacks its `lat` or `lon` attribute (named in `attribute`).
    case missingCoordinate(attribute: String, point: GPXPointReference)
    /// A point's `lat` or `lon` is not a decimal number in range (−90…90, −180…180): text,
    /// `NaN`, an exponent, or out of range.
    case invalidCoordinate(attribute: String, text: String, point: GPXPointReference)
    /// A point's `<ele>` is not a decimal number.
    case invalidElevation(text: String, point: GPXPointReference)
    /// A point's `<time>` is not an ISO 8601 date-time (`2026-01-01T08:00:00Z`; a missing offset
    /// reads as UTC).
    case invalidTimestamp(text: String, point: GPXPointReference)
    /// Replay at recorded speed needs a `<time>` on every point; this one has none.
    case missingTimestamp(point: GPXPointReference)
    /// Replay at recorded speed needs strictly increasing times; this point is not later than the
    /// one before it.
    case nonIncreasingTime(point: GPXPointReference, time: Date, previous: Date)

    /// A one-line English message naming the culprit, for logs.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason): "cannot read \(path): \(reason)"
        case .tooLarge(let byteCount, let limit):
            "the GPX data holds \(byteCount) bytes, more than the \(limit) allowed"
        case .empty: "the GPX data is empty"
        case .notXML(let line, let column, let message): "not XML (line \(line), column \(column)): \(message)"
        case .tooManyAttributes(let line, let limit): "the start tag on line \(line) has more than \(limit) attributes"
        case .notGPX(let root): "not a GPX document: the root element is <\(root)>"
        case .noPoints: "the GPX document has no track, route or waypoints"
        case .missingCoordinate(let attribute, let point): "\(point): missing \(attribute)"
        case .invalidCoordinate(let attribute, let text, let point):
            "\(point): \(attribute)=\"\(text)\" is not a valid coordinate"
        case .invalidElevation(let text, let point): "\(point): <ele>\(text)</ele> is not a number"
        case .invalidTimestamp(let text, let point): "\(point): <time>\(text)</time> is not an ISO 8601 date-time"
        case .missingTimestamp(let point): "\(point): no <time>, needed to replay at recorded speed"
        case .nonIncreasingTime(let point, let time, let previous): "\(point): time \(time) is not after \(previous)"
        }
    }
}

/// Which point of a GPX document an error is about.
public struct GPXPointReference: Hashable, Sendable, CustomStringConvertible {
    /// The point's element.
    public var kind: GPXTrack.PointKind
    /// 0-based position among the document's points of that kind.
    public var index: Int
    /// 1-based line of the point's start tag.
    public var line: Int

    /// Creates a reference; `index` is 0-based among points of `kind`, `line` is 1-based.
    public init(kind: GPXTrack.PointKind, index: Int, line: Int) {
        self.kind = kind
        self.index = index
        self.line = line
    }

    /// The element, index and line, e.g. `trkpt #3 (line 12)`.
    public var description: String { "\(kind.rawValue) #\(index) (line \(line))" }
}

extension GPXError: BoundedFileReadError {
    static func unreadableFile(at url: URL, reason: String) -> Self { .unreadableFile(path: url.path, reason: reason) }
}
