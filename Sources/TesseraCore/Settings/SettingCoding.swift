import Foundation

/// What reading one key found.
enum SettingRead<Value> {
    case stored(Value)
    case absent
    case malformed(reason: String)
}

/// Converts setting values to and from what `UserDefaults` stores: property-list scalars for `Bool`,
/// `Int`, `Double`, `String` and `Data`; a `Date` as its seconds since 2001-01-01 00:00 UTC (a
/// property-list real: an XML property list — what both storages write — keeps a `<date>` only to
/// whole seconds); JSON data for everything else.
enum SettingCoding {
    /// The `UserDefaults` object for `value`.
    ///
    /// - Throws: the `EncodingError` of `JSONEncoder` for values JSON cannot represent.
    static func encode<Value: Encodable>(_ value: Value) throws -> Any {
        if let date = value as? Date { return date.timeIntervalSinceReferenceDate }
        if isPropertyListScalar(Value.self) { return value }
        return try JSONEncoder().encode(value)
    }

    /// Decodes what `UserDefaults` returned for a key. A `Date` reads from seconds since 2001 or
    /// from a property-list date (as written before, or by another program).
    static func read<Value: Decodable>(_ setting: Setting<Value>, from object: Any?) -> SettingRead<Value> {
        guard let object else { return .absent }
        if Value.self == Date.self, !(object is Date) {
            guard let seconds = (object as? NSNumber)?.doubleValue, seconds.isFinite,
                let date = Date(timeIntervalSinceReferenceDate: seconds) as? Value
            else { return .malformed(reason: "found \(type(of: object)), expected seconds since 2001 or a date") }
            return .stored(date)
        }
        if isPropertyListScalar(Value.self) {
            if let value = object as? Value { return .stored(value) }
            return .malformed(reason: "found \(type(of: object)), expected \(Value.self)")
        }
        guard let data = object as? Data else {
            return .malformed(reason: "found \(type(of: object)), expected JSON data")
        }
        do {
            return .stored(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            return .malformed(reason: "\(error)")
        }
    }

    static func isPropertyListScalar<Value>(_ type: Value.Type) -> Bool {
        type == Bool.self || type == Int.self || type == Double.self || type == String.self
            || type == Data.self || type == Date.self
    }
}
