/// A property value of an analytics event: the JSON value types, so every event serialises to JSON
/// without loss. Literals build values directly:
/// ```swift
/// let properties: [String: TrackingValue] = ["count": 3, "source": "toolbar", "pro": true, "ratio": 0.5]
/// ```
public enum TrackingValue: Sendable, Hashable {
    /// Text.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// Must be finite to be written as JSON.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// An ordered list of values.
    case array([TrackingValue])
    /// Values by key; written with sorted keys.
    case object([String: TrackingValue])
    /// JSON's `null`.
    case null
}

extension TrackingValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TrackingValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .integer(value) }
}

extension TrackingValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension TrackingValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TrackingValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TrackingValue...) { self = .array(elements) }
}

extension TrackingValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TrackingValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension TrackingValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension TrackingValue: Codable {
    /// Decodes JSON: `null`, booleans, integers that fit `Int`, other numbers, strings, arrays, objects.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([TrackingValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: TrackingValue].self))
        }
    }

    /// Encodes as the matching JSON value. Throws `EncodingError.invalidValue` for a non-finite number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value):
            guard value.isFinite else {
                throw EncodingError.invalidValue(
                    value, .init(codingPath: encoder.codingPath, debugDescription: "JSON has no \(value)"))
            }
            try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}
