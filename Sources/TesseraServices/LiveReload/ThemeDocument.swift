public import Foundation

/// The theme file the app reloads while it runs: colour roles for light and dark appearance and
/// named lengths, as JSON. Every field is optional — the file states only what it changes.
///
/// ```json
/// {
///   "name": "Journal Sunset",
///   "colors": {
///     "tint": { "light": "#E8590C", "dark": "#FF8A4C" },
///     "groupedBackground": { "light": "#F2F2F7", "dark": "#000000" },
///     "separator": "#3C3C4349"
///   },
///   "metrics": { "cornerRadius": 12, "spacing": 8 }
/// }
/// ```
///
/// Decoding is strict so that a live edit with a mistake is reported rather than half applied:
/// unknown keys, malformed colours, negative lengths and wrong JSON types are
/// ``ThemeDocumentError``s naming the path (see ``init(jsonData:)``).
public struct ThemeDocument: Hashable, Sendable, Codable {
    /// A name for the theme, for display in a debug menu.
    public var name: String?
    /// Colour roles; roles left out are `nil`.
    public var colors: Colors
    /// Named lengths in points; metrics left out are `nil`.
    public var metrics: Metrics

    /// Creates a theme; the defaults change nothing.
    public init(name: String? = nil, colors: Colors = Colors(), metrics: Metrics = Metrics()) {
        self.name = name
        self.colors = colors
        self.metrics = metrics
    }

    /// Decodes a theme file.
    /// - Throws: ``ThemeDocumentError``: `malformedJSON` for text that is not JSON; `wrongType` for a
    ///   value of the wrong JSON type (including a document that is not an object); `unknownKey`,
    ///   `invalidColor`, `invalidMetric` as their names say.
    public init(jsonData: Data) throws(ThemeDocumentError) {
        do {
            self = try JSONDecoder().decode(ThemeDocument.self, from: jsonData)
        } catch let error as ThemeDocumentError {
            throw error
        } catch let error as DecodingError {
            throw Self.translate(error)
        } catch {
            throw .malformedJSON(reason: "\(error)")
        }
    }

    /// The document as pretty-printed JSON with sorted keys (a starting point for a theme file).
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            preconditionFailure("ThemeDocument always encodes: \(error)")
        }
    }

    private enum Keys {
        static let name = AnyCodingKey("name")
        static let colors = AnyCodingKey("colors")
        static let metrics = AnyCodingKey("metrics")
    }

    /// Decodes strictly; prefer ``init(jsonData:)``, which maps every error to a ``ThemeDocumentError``.
    /// - Throws: ``ThemeDocumentError/unknownKey(path:)`` for an unknown key, or the decoder's errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        try container.rejectUnknownKeys(allowed: ["name", "colors", "metrics"])
        name = try container.decodeIfPresent(String.self, forKey: Keys.name)
        colors = try container.decodeIfPresent(Colors.self, forKey: Keys.colors) ?? Colors()
        metrics = try container.decodeIfPresent(Metrics.self, forKey: Keys.metrics) ?? Metrics()
    }

    /// Encodes the name (when set), colours and metrics.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(name, forKey: Keys.name)
        try container.encode(colors, forKey: Keys.colors)
        try container.encode(metrics, forKey: Keys.metrics)
    }

    /// Maps Foundation's decoding errors onto the theme's.
    private static func translate(_ error: DecodingError) -> ThemeDocumentError {
        switch error {
        case .typeMismatch(let type, let context):
            .wrongType(path: context.codingPath.dottedPath(), expected: expectedDescription(type))
        case .valueNotFound(let type, let context):
            .wrongType(path: context.codingPath.dottedPath(), expected: expectedDescription(type))
        case .keyNotFound(let key, let context):
            .wrongType(path: context.codingPath.dottedPath(appending: key.stringValue), expected: "present")
        case .dataCorrupted(let context):
            context.codingPath.isEmpty
                ? .malformedJSON(reason: underlyingReason(context))
                : .wrongType(path: context.codingPath.dottedPath(), expected: "a valid value")
        @unknown default:
            .malformedJSON(reason: "\(error)")
        }
    }

    private static func expectedDescription(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type: "a number"
        default: "an object"
        }
    }

    private static func underlyingReason(_ context: DecodingError.Context) -> String {
        if let underlying = context.underlyingError {
            return "\(context.debugDescription) (\(underlying))"
        }
        return context.debugDescription
    }
}
