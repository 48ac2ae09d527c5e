public import Foundation

/// One SQLite value, exactly as stored: the five SQLite storage classes.
///
/// Models never deal with these; they appear in ``ChangePacket`` rows, where a row is a dictionary
/// from column name to value. The Codable form is exact — 64-bit integers stay integers, text keeps
/// every scalar including NUL, blobs are Base64 — so a packet written to JSON and read back imports
/// the same bytes:
/// ```swift
/// let data = try JSONEncoder().encode(DatabaseValue.text("a\u{0}b"))   // {"text":"a\u0000b"}
/// ```
public enum DatabaseValue: Sendable, Hashable {
    case null
    case integer(Int64)
    /// A finite or infinite double; never NaN (SQLite stores NaN as NULL, so the store refuses it).
    case real(Double)
    case text(String)
    case blob(Data)

    /// A short description for error messages (text and blobs abbreviated).
    var summary: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): value.count > 40 ? "\"\(value.prefix(40))…\"" : "\"\(value)\""
        case .blob(let data): "<\(data.count) bytes>"
        }
    }
}

extension DatabaseValue: Codable {
    private enum CodingKeys: String, CodingKey {
        case integer, real, text, blob
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), single.decodeNil() {
            self = .null
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(Int64.self, forKey: .integer) {
            self = .integer(value)
        } else if container.contains(.real) {
            if let value = try? container.decode(Double.self, forKey: .real) {
                self = .real(value)
            } else {
                // Infinities travel as strings because JSON has no literal for them.
                let text = try container.decode(String.self, forKey: .real)
                switch text {
                case "+inf": self = .real(.infinity)
                case "-inf": self = .real(-.infinity)
                default:
                    throw DecodingError.dataCorruptedError(
                        forKey: .real, in: container, debugDescription: "expected a number, +inf or -inf")
                }
            }
        } else if let value = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(value)
        } else if let value = try container.decodeIfPresent(Data.self, forKey: .blob) {
            self = .blob(value)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "expected null or one of integer/real/text/blob"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .integer(let value):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .integer)
        case .real(let value):
            var container = encoder.container(keyedBy: CodingKeys.self)
            if value.isInfinite {
                try container.encode(value < 0 ? "-inf" : "+inf", forKey: .real)
            } else {
                try container.encode(value, forKey: .real)
            }
        case .text(let value):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .text)
        case .blob(let value):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .blob)
        }
    }
}
