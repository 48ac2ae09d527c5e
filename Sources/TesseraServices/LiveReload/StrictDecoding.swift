/// A coding key for any string: lets a decoder list every key present so unknown ones can be
/// rejected instead of silently ignored.
struct AnyCodingKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) {
        stringValue = string
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
    }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// Throws ``ThemeDocumentError/unknownKey(path:)`` for the first key (alphabetically) not in
    /// `allowed`.
    func rejectUnknownKeys(allowed: Set<String>) throws(ThemeDocumentError) {
        if let unknown = allKeys.map(\.stringValue).filter({ !allowed.contains($0) }).sorted().first {
            throw .unknownKey(path: codingPath.dottedPath(appending: unknown))
        }
    }
}

extension [any CodingKey] {
    /// `colors.tint` for the keys `colors`, `tint` (+ `key` when given).
    func dottedPath(appending key: String? = nil) -> String {
        (map(\.stringValue) + (key.map { [$0] } ?? [])).joined(separator: ".")
    }
}
