extension ThemeDocument {
    /// Colour roles, named as TesseraUI's `Theme` names them (after UIKit's semantic system colours).
    /// A role left out of the file is `nil`: the app keeps its built-in colour for it.
    public struct Colors: Hashable, Sendable, Codable {
        /// Behind a plain screen (`systemBackground`).
        public var background: ThemeColor?
        /// Behind content grouped on `background` (`secondarySystemBackground`).
        public var secondaryBackground: ThemeColor?
        /// Behind content grouped on `secondaryBackground` (`tertiarySystemBackground`).
        public var tertiaryBackground: ThemeColor?
        /// Behind a grouped list or card layout (`systemGroupedBackground`).
        public var groupedBackground: ThemeColor?
        /// Cards and rows on `groupedBackground` (`secondarySystemGroupedBackground`).
        public var secondaryGroupedBackground: ThemeColor?
        /// Primary text.
        public var label: ThemeColor?
        /// Secondary text.
        public var secondaryLabel: ThemeColor?
        /// Placeholders, hints.
        public var tertiaryLabel: ThemeColor?
        /// Hairlines between rows and around bars.
        public var separator: ThemeColor?
        /// The accent: buttons, links, selection.
        public var tint: ThemeColor?
        /// Delete and other irreversible actions; errors.
        public var destructive: ThemeColor?
        /// Completed, saved, valid.
        public var success: ThemeColor?
        /// Needs attention.
        public var warning: ThemeColor?

        /// Colours with every role `nil` (the app keeps its built-in values).
        public init() {}

        /// Every role's key in the file with its property, in declaration order.
        static var roles: [(key: String, property: WritableKeyPath<Colors, ThemeColor?>)] {
            [
                ("background", \.background), ("secondaryBackground", \.secondaryBackground),
                ("tertiaryBackground", \.tertiaryBackground), ("groupedBackground", \.groupedBackground),
                ("secondaryGroupedBackground", \.secondaryGroupedBackground), ("label", \.label),
                ("secondaryLabel", \.secondaryLabel), ("tertiaryLabel", \.tertiaryLabel),
                ("separator", \.separator), ("tint", \.tint), ("destructive", \.destructive),
                ("success", \.success), ("warning", \.warning),
            ]
        }

        /// - Throws: ``ThemeDocumentError/unknownKey(path:)`` for a key that is not a role, or the
        ///   role's colour error.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            try container.rejectUnknownKeys(allowed: Set(Self.roles.map(\.key)))
            for (key, property) in Self.roles {
                self[keyPath: property] = try container.decodeIfPresent(ThemeColor.self, forKey: AnyCodingKey(key))
            }
        }

        /// Writes the roles that are set, omitting `nil` ones.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, property) in Self.roles {
                try container.encodeIfPresent(self[keyPath: property], forKey: AnyCodingKey(key))
            }
        }
    }
}
