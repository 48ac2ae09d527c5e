import Foundation

/// Converts one Codable value to and from a ``DatabaseValue`` — the storage format of every column.
///
/// | Swift | stored as |
/// | --- | --- |
/// | `String`, `Character`-free text | TEXT (UTF-8, NUL bytes kept) |
/// | `Int`, `Int8`…`Int64`, `UInt8`…`UInt32`, `UInt`/`UInt64` ≤ `Int64.max` | INTEGER |
/// | `Bool` | INTEGER 0 or 1 |
/// | `Double`, `Float` (not NaN) | REAL |
/// | `Date` | REAL seconds since 2001-01-01 UTC (`timeIntervalSinceReferenceDate`, exact) |
/// | `UUID` | TEXT, `uuidString` (upper case) |
/// | `URL` | TEXT, `absoluteString` |
/// | `Data` | BLOB |
/// | `nil` | NULL |
/// | a type that encodes one of the above through a single-value container (raw-value enums, wrappers) | as that value |
/// | anything else (arrays, structs, dictionaries) | TEXT, JSON with sorted keys |
///
/// Values with no exact form (NaN, unsigned integers above `Int64.max`) throw
/// ``ValueCodingError/unrepresentable(_:)`` rather than being stored wrongly.
enum ValueCoding {
    static func encode<T: Encodable>(_ value: T) throws -> DatabaseValue {
        if let fast = try encodeKnown(value) { return fast }
        let probe = SingleValueProbe()
        try value.encode(to: probe)
        if probe.isStructured {
            return .text(try encodeJSON(value))
        }
        return probe.result ?? .null
    }

    /// The fast paths for types the store stores natively; `nil` for anything else.
    @inline(__always)
    static func encodeKnown<T: Encodable>(_ value: T) throws -> DatabaseValue? {
        switch value {
        case let value as String: return .text(value)
        case let value as Int: return .integer(Int64(value))
        case let value as Int64: return .integer(value)
        case let value as Double: return try real(value)
        case let value as Bool: return .integer(value ? 1 : 0)
        case let value as Date: return try real(value.timeIntervalSinceReferenceDate)
        case let value as UUID: return .text(value.uuidString)
        case let value as Data: return .blob(value)
        case let value as URL: return .text(value.absoluteString)
        case let value as Int32: return .integer(Int64(value))
        case let value as Int16: return .integer(Int64(value))
        case let value as Int8: return .integer(Int64(value))
        case let value as UInt8: return .integer(Int64(value))
        case let value as UInt16: return .integer(Int64(value))
        case let value as UInt32: return .integer(Int64(value))
        case let value as UInt: return try unsigned(UInt64(value))
        case let value as UInt64: return try unsigned(value)
        case let value as Float: return try real(Double(value))
        default: return nil
        }
    }

    @inline(__always)
    static func real(_ value: Double) throws -> DatabaseValue {
        guard !value.isNaN else { throw ValueCodingError.unrepresentable("NaN") }
        return .real(value)
    }

    @inline(__always)
    static func unsigned(_ value: UInt64) throws -> DatabaseValue {
        guard let signed = Int64(exactly: value) else { throw ValueCodingError.unrepresentable(String(value)) }
        return .integer(signed)
    }

    static func encodeJSON<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dataEncodingStrategy = .base64
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, from value: DatabaseValue) throws -> T {
        if let fast = try decodeKnown(type, from: value) { return fast }
        do {
            return try T(from: SingleValueReader(value: value))
        } catch is NeedsJSON {
            guard case .text(let json) = value else {
                throw DecodingError.typeMismatch(
                    T.self, .init(codingPath: [], debugDescription: "expected JSON text, found \(value.summary)"))
            }
            let decoder = JSONDecoder()
            decoder.dataDecodingStrategy = .base64
            return try decoder.decode(T.self, from: Data(json.utf8))
        }
    }

    /// The fast paths for natively stored types; `nil` for anything else.
    static func decodeKnown<T: Decodable>(_ type: T.Type, from value: DatabaseValue) throws -> T? {
        if T.self == Date.self {
            return Date(timeIntervalSinceReferenceDate: try double(value, T.self)) as? T
        }
        if T.self == UUID.self {
            let text = try string(value, T.self)
            guard let uuid = UUID(uuidString: text) else { throw corrupted(T.self, "not a UUID: \(text)") }
            return uuid as? T
        }
        if T.self == Data.self {
            guard case .blob(let data) = value else { throw mismatch(T.self, value) }
            return data as? T
        }
        if T.self == URL.self {
            let text = try string(value, T.self)
            guard let url = URL(string: text) else { throw corrupted(T.self, "not a URL: \(text)") }
            return url as? T
        }
        if T.self == String.self { return try string(value, T.self) as? T }
        if T.self == Int.self { return try integer(value, as: Int.self) as? T }
        if T.self == Int64.self { return try integer(value, as: Int64.self) as? T }
        if T.self == Double.self { return try double(value, T.self) as? T }
        if T.self == Bool.self { return (try integer(value, as: Int64.self) != 0) as? T }
        return nil
    }

    static func string(_ value: DatabaseValue, _ type: Any.Type) throws -> String {
        guard case .text(let text) = value else { throw mismatch(type, value) }
        return text
    }

    static func double(_ value: DatabaseValue, _ type: Any.Type) throws -> Double {
        switch value {
        case .real(let real): return real
        case .integer(let integer): return Double(integer)
        default: throw mismatch(type, value)
        }
    }

    /// `value` as a `Float`; throws for a finite value beyond `Float`'s range (it would read as
    /// infinity).
    static func float(_ value: Double) throws -> Float {
        let float = Float(value)
        guard float.isFinite || !value.isFinite else { throw corrupted(Float.self, "\(value) does not fit in Float") }
        return float
    }

    static func integer<I: FixedWidthInteger>(_ value: DatabaseValue, as type: I.Type) throws -> I {
        guard case .integer(let integer) = value else { throw mismatch(type, value) }
        guard let result = I(exactly: integer) else { throw corrupted(type, "\(integer) does not fit in \(I.self)") }
        return result
    }

    static func mismatch(_ type: Any.Type, _ value: DatabaseValue) -> DecodingError {
        if value == .null {
            return .valueNotFound(type, .init(codingPath: [], debugDescription: "found NULL"))
        }
        return .typeMismatch(type, .init(codingPath: [], debugDescription: "found \(value.summary)"))
    }

    static func corrupted(_ type: Any.Type, _ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: message))
    }
}

/// Errors of ``ValueCoding`` that the row coders turn into ``StoreError`` cases.
enum ValueCodingError: Error {
    /// The value has no exact SQLite form (the payload describes it).
    case unrepresentable(String)
}

/// Thrown by ``SingleValueReader`` when a type asks for a keyed or unkeyed container: its column
/// holds JSON, which `JSONDecoder` then reads.
struct NeedsJSON: Error {}
