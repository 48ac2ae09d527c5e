/// A theme colour role's value for light and dark appearance.
///
/// In a theme file it is either one string used for both appearances, or an object with `light`
/// and optionally `dark` (which defaults to `light`):
/// ```json
/// "separator": "#3C3C4349",
/// "tint": { "light": "#E8590C", "dark": "#FF8A4C" }
/// ```
public struct ThemeColor: Hashable, Sendable, Codable {
    /// The colour for light appearance.
    public var light: HexColor
    /// The colour for dark appearance.
    public var dark: HexColor

    /// Creates a colour pair.
    public init(light: HexColor, dark: HexColor) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ both: HexColor) {
        self.init(light: both, dark: both)
    }

    /// - Throws: ``ThemeDocumentError/invalidColor(path:value:)``, ``ThemeDocumentError/unknownKey(path:)``
    ///   or ``ThemeDocumentError/wrongType(path:expected:)`` with the path of the culprit.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(try Self.parse(text, path: decoder.codingPath.dottedPath()))
            return
        }
        guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else {
            throw ThemeDocumentError.wrongType(
                path: decoder.codingPath.dottedPath(), expected: "a \"#RRGGBB\" string or {\"light\", \"dark\"}")
        }
        try container.rejectUnknownKeys(allowed: ["light", "dark"])
        guard let lightText = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("light")) else {
            throw ThemeDocumentError.wrongType(
                path: container.codingPath.dottedPath(appending: "light"), expected: "a \"#RRGGBB\" string")
        }
        let light = try Self.parse(lightText, path: container.codingPath.dottedPath(appending: "light"))
        let dark = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("dark")).map {
            text throws(ThemeDocumentError) in
            try Self.parse(text, path: container.codingPath.dottedPath(appending: "dark"))
        }
        self.init(light: light, dark: dark ?? light)
    }

    /// One string when both appearances agree, else `{"light": …, "dark": …}`.
    public func encode(to encoder: any Encoder) throws {
        if light == dark {
            var container = encoder.singleValueContainer()
            try container.encode(light.description)
        } else {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(light.description, forKey: AnyCodingKey("light"))
            try container.encode(dark.description, forKey: AnyCodingKey("dark"))
        }
    }

    private static func parse(_ text: String, path: String) throws(ThemeDocumentError) -> HexColor {
        do {
            return try HexColor(parsing: text)
        } catch {
            throw .invalidColor(path: path, value: text)
        }
    }
}
