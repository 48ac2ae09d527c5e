import Foundation
import TesseraCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads GPX with Foundation's `XMLParser` (SAX style): collects the points of each kind and stops
/// at the first bad one. Used on one thread, for one document.
final class GPXReader: NSObject, XMLParserDelegate {
    private struct OpenPoint {
        var kind: GPXTrack.PointKind
        var reference: GPXPointReference
        var coordinate: LocationCoordinate
        var depth: Int
        var elevationText: String?
        var timeText: String?
    }

    private var openElements: [String] = []
    private var depth: Int { openElements.count }
    private var sawRoot = false
    private var openPoint: OpenPoint?
    private var capturedElement: String?
    private var text = ""
    private var counts: [GPXTrack.PointKind: Int] = [:]
    private var points: [GPXTrack.PointKind: [GPXTrack.Point]] = [:]
    private var failure: GPXError?

    /// The points of each kind in `data`, in document order.
    static func read(_ data: Data) throws(GPXError) -> [GPXTrack.PointKind: [GPXTrack.Point]] {
        guard data.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else { throw .empty }
        if let (line, column) = XMLEncodingCheck.firstInvalidUTF8(in: data) {
            throw .notXML(line: line, column: column, message: "the UTF-8 document holds a byte that is not UTF-8")
        }
        if let line = XMLAttributeCount.firstCrowdedTag(in: data) {
            throw .tooManyAttributes(line: line, limit: XMLAttributeCount.limit)
        }
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let reader = GPXReader()
        parser.delegate = reader
        let parsed = parser.parse()
        if let failure = reader.failure { throw failure }
        guard parsed else {
            throw .notXML(
                line: parser.lineNumber, column: parser.columnNumber,
                message: parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown parser error")
        }
        guard reader.sawRoot else {
            throw .notXML(line: parser.lineNumber, column: parser.columnNumber, message: "no root element")
        }
        // The parser on Linux accepts a document that simply stops; unclosed elements give it away.
        if let unclosed = reader.openElements.last {
            throw .notXML(
                line: parser.lineNumber, column: parser.columnNumber,
                message: "the document ends inside <\(unclosed)>")
        }
        return reader.points
    }

    private func fail(_ error: GPXError, _ parser: XMLParser) {
        if failure == nil { failure = error }
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        openElements.append(elementName)
        if !sawRoot {
            sawRoot = true
            guard elementName == "gpx" else { return fail(.notGPX(rootElement: elementName), parser) }
        }
        if openPoint == nil, let kind = GPXTrack.PointKind(rawValue: elementName) {
            let index = counts[kind, default: 0]
            counts[kind] = index + 1
            let reference = GPXPointReference(kind: kind, index: index, line: parser.lineNumber)
            do {
                let latitude = try Self.coordinate(attributes, "lat", limit: 90, reference)
                let longitude = try Self.coordinate(attributes, "lon", limit: 180, reference)
                openPoint = OpenPoint(
                    kind: kind, reference: reference,
                    coordinate: LocationCoordinate(latitude: latitude, longitude: longitude), depth: depth)
            } catch {
                fail(error, parser)
            }
        } else if let openPoint, depth == openPoint.depth + 1, elementName == "ele" || elementName == "time" {
            capturedElement = elementName
            text = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if capturedElement != nil { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil else { return }
        defer { openElements.removeLast() }
        if let captured = capturedElement, captured == elementName {
            capturedElement = nil
            if captured == "ele" { openPoint?.elevationText = text } else { openPoint?.timeText = text }
            return
        }
        guard let point = openPoint, depth == point.depth else { return }
        openPoint = nil
        do {
            points[point.kind, default: []].append(try Self.finish(point))
        } catch {
            fail(error, parser)
        }
    }

    private static func finish(_ point: OpenPoint) throws(GPXError) -> GPXTrack.Point {
        var elevation: Double?
        if let text = point.elevationText {
            guard let value = decimal(text) else { throw .invalidElevation(text: text, point: point.reference) }
            elevation = value
        }
        var time: Date?
        if let text = point.timeText {
            guard let value = date(text) else { throw .invalidTimestamp(text: text, point: point.reference) }
            time = value
        }
        return GPXTrack.Point(
            coordinate: point.coordinate, elevation: elevation, time: time, reference: point.reference)
    }

    private static func coordinate(
        _ attributes: [String: String], _ name: String, limit: Double,
        _ reference: GPXPointReference
    ) throws(GPXError) -> Double {
        guard let text = attributes[name] else { throw .missingCoordinate(attribute: name, point: reference) }
        guard let value = decimal(text), abs(value) <= limit else {
            throw .invalidCoordinate(attribute: name, text: text, point: reference)
        }
        return value
    }

    /// An `xsd:decimal` (optional sign, digits, optional fraction; no exponent, `NaN` or `INF`),
    /// surrounding whitespace allowed.
    static func decimal(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var sawDigit = false
        var sawPoint = false
        for (offset, character) in trimmed.unicodeScalars.enumerated() {
            switch character {
            case "+" where offset == 0, "-" where offset == 0: continue
            case "0"..."9": sawDigit = true
            case "." where !sawPoint: sawPoint = true
            default: return nil
            }
        }
        guard sawDigit else { return nil }
        return Double(trimmed)
    }

    /// An ISO 8601 / RFC 3339 date-time; without an offset it is read as UTC (GPX times are UTC).
    static func date(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return (try? Converter.posixUTC.date(from: trimmed, format: .iso8601))
            ?? (try? Converter.posixUTC.date(from: trimmed + "Z", format: .iso8601))
    }
}
