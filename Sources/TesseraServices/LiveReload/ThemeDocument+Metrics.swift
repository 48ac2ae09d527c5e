extension ThemeDocument {
    /// Named lengths, in points (1 point = 1 pixel at scale 1). A metric left out is `nil`: the app
    /// keeps its built-in value. Each must be ≥ 0.
    public struct Metrics: Hashable, Sendable, Codable {
        /// Corner radius of cards, buttons and text fields.
        public var cornerRadius: Double?
        /// Space between neighbouring controls in a stack.
        public var spacing: Double?
        /// Inset from a container's edges to its content (`layoutMargins`).
        public var layoutMargin: Double?
        /// Width of borders around fields and cards.
        public var borderWidth: Double?

        /// Creates metrics, in points. Values should be ≥ 0; this initialiser does not check (decoding does).
        public init(
            cornerRadius: Double? = nil, spacing: Double? = nil, layoutMargin: Double? = nil, borderWidth: Double? = nil
        ) {
            self.cornerRadius = cornerRadius
            self.spacing = spacing
            self.layoutMargin = layoutMargin
            self.borderWidth = borderWidth
        }

        static var names: [(key: String, property: WritableKeyPath<Metrics, Double?>)] {
            [
                ("cornerRadius", \.cornerRadius), ("spacing", \.spacing), ("layoutMargin", \.layoutMargin),
                ("borderWidth", \.borderWidth),
            ]
        }

        /// - Throws: ``ThemeDocumentError/unknownKey(path:)`` for a key that is not a metric,
        ///   ``ThemeDocumentError/invalidMetric(path:value:)`` for a negative length.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            try container.rejectUnknownKeys(allowed: Set(Self.names.map(\.key)))
            for (key, property) in Self.names {
                let value = try container.decodeIfPresent(Double.self, forKey: AnyCodingKey(key))
                if let value, !(value >= 0 && value.isFinite) {
                    throw ThemeDocumentError.invalidMetric(
                        path: container.codingPath.dottedPath(appending: key), value: value)
                }
                self[keyPath: property] = value
            }
        }

        /// Writes the metrics that are set, omitting `nil` ones.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, property) in Self.names {
                try container.encodeIfPresent(self[keyPath: property], forKey: AnyCodingKey(key))
            }
        }
    }
}
