/// A D-Bus value with its type, as the wire protocol has them: basic values, variants, arrays,
/// dictionary entries and structures. `DBusConnection` converts to and from GLib's `GVariant`.
///
/// For example, an AT-SPI object reference `(so)` and an empty `a{sv}`:
/// ```swift
/// let reference = DBusValue.structure([.string(":1.42"), .objectPath("/org/a11y/atspi/accessible/7")])
/// reference.signature                                    // "(so)"
/// DBusValue.array(elementSignature: "{sv}", []).signature // "a{sv}"
/// ```
indirect enum DBusValue: Hashable, Sendable {
    case boolean(Bool)
    case byte(UInt8)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    /// An object path ("/org/a11y/atspi/accessible/root").
    case objectPath(String)
    case signature(String)
    case variant(DBusValue)
    /// An array whose elements all have `elementSignature` (needed to type an empty array).
    case array(elementSignature: String, [DBusValue])
    /// One entry of a dictionary (an array of entries, `a{kv}`).
    case dictionaryEntry(key: DBusValue, value: DBusValue)
    case structure([DBusValue])

    /// The value's D-Bus type signature.
    var signature: String {
        switch self {
        case .boolean: "b"
        case .byte: "y"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .variant: "v"
        case .array(let element, _): "a" + element
        case .dictionaryEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        }
    }

    // MARK: Reading

    var stringValue: String? {
        switch self {
        case .string(let value), .objectPath(let value), .signature(let value): value
        case .variant(let inner): inner.stringValue
        default: nil
        }
    }

    /// Any integer that fits an `Int`, or nil.
    var intValue: Int? {
        switch self {
        case .byte(let value): Int(value)
        case .int16(let value): Int(value)
        case .uint16(let value): Int(value)
        case .int32(let value): Int(value)
        case .uint32(let value): Int(value)
        case .int64(let value): Int(value)
        case .uint64(let value): Int(exactly: value)
        case .variant(let inner): inner.intValue
        default: nil
        }
    }

    var doubleValue: Double? {
        if case .double(let value) = self { return value }
        if case .variant(let inner) = self { return inner.doubleValue }
        return intValue.map(Double.init)
    }

    var boolValue: Bool? {
        switch self {
        case .boolean(let value): value
        case .variant(let inner): inner.boolValue
        default: nil
        }
    }

    /// The fields of a structure, the elements of an array; nil for other values.
    var children: [DBusValue]? {
        switch self {
        case .structure(let fields): fields
        case .array(_, let elements): elements
        case .variant(let inner): inner.children
        default: nil
        }
    }

    // MARK: Making

    /// An `a{sv}` dictionary.
    static func stringDictionary(_ entries: [(String, DBusValue)]) -> DBusValue {
        .array(elementSignature: "{sv}", entries.map { .dictionaryEntry(key: .string($0.0), value: .variant($0.1)) })
    }

    /// An `a{ss}` dictionary, sorted by key.
    static func stringPairs(_ pairs: [String: String]) -> DBusValue {
        .array(
            elementSignature: "{ss}",
            pairs.sorted { $0.key < $1.key }.map { .dictionaryEntry(key: .string($0.key), value: .string($0.value)) })
    }
}
