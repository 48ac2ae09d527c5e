/// An encoder that captures a value encoded through a single-value container (a raw-value enum, a
/// wrapper around a primitive) and notices when the value is structured instead (it asks for a keyed
/// or unkeyed container), in which case ``ValueCoding`` stores it as JSON.
final class SingleValueProbe: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var result: DatabaseValue?
    var isStructured = false

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        isStructured = true
        return KeyedEncodingContainer(DiscardingKeyedContainer<Key>())
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        isStructured = true
        return DiscardingUnkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ProbeSingleValueContainer(probe: self)
    }
}

private struct ProbeSingleValueContainer: SingleValueEncodingContainer {
    let probe: SingleValueProbe
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { probe.result = .null }
    mutating func encode(_ value: Bool) throws { probe.result = .integer(value ? 1 : 0) }
    mutating func encode(_ value: String) throws { probe.result = .text(value) }
    mutating func encode(_ value: Double) throws { probe.result = try ValueCoding.real(value) }
    mutating func encode(_ value: Float) throws { probe.result = try ValueCoding.real(Double(value)) }
    mutating func encode(_ value: Int) throws { probe.result = .integer(Int64(value)) }
    mutating func encode(_ value: Int8) throws { probe.result = .integer(Int64(value)) }
    mutating func encode(_ value: Int16) throws { probe.result = .integer(Int64(value)) }
    mutating func encode(_ value: Int32) throws { probe.result = .integer(Int64(value)) }
    mutating func encode(_ value: Int64) throws { probe.result = .integer(value) }
    mutating func encode(_ value: UInt) throws { probe.result = try ValueCoding.unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { probe.result = .integer(Int64(value)) }
    mutating func encode(_ value: UInt16) throws { probe.result = .integer(Int64(value)) }
    mutating func encode(_ value: UInt32) throws { probe.result = .integer(Int64(value)) }
    mutating func encode(_ value: UInt64) throws { probe.result = try ValueCoding.unsigned(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        // A wrapper around another value stores that value's form (JSON if it is structured); the
        // wrapper's decoder asks for the same inner type, which ValueCoding decodes the same way.
        probe.result = try ValueCoding.encode(value)
    }
}

/// A keyed container that accepts and drops everything (used after a probe learns a value is
/// structured; the value is then encoded again by `JSONEncoder`).
struct DiscardingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: Bool, forKey key: Key) throws {}
    mutating func encode(_ value: String, forKey key: Key) throws {}
    mutating func encode(_ value: Double, forKey key: Key) throws {}
    mutating func encode(_ value: Float, forKey key: Key) throws {}
    mutating func encode(_ value: Int, forKey key: Key) throws {}
    mutating func encode(_ value: Int8, forKey key: Key) throws {}
    mutating func encode(_ value: Int16, forKey key: Key) throws {}
    mutating func encode(_ value: Int32, forKey key: Key) throws {}
    mutating func encode(_ value: Int64, forKey key: Key) throws {}
    mutating func encode(_ value: UInt, forKey key: Key) throws {}
    mutating func encode(_ value: UInt8, forKey key: Key) throws {}
    mutating func encode(_ value: UInt16, forKey key: Key) throws {}
    mutating func encode(_ value: UInt32, forKey key: Key) throws {}
    mutating func encode(_ value: UInt64, forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(DiscardingKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        DiscardingUnkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { SingleValueProbe() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { SingleValueProbe() }
}

/// An unkeyed container that accepts and drops everything.
struct DiscardingUnkeyedContainer: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws {}
    mutating func encode(_ value: Bool) throws {}
    mutating func encode(_ value: String) throws {}
    mutating func encode(_ value: Double) throws {}
    mutating func encode(_ value: Float) throws {}
    mutating func encode(_ value: Int) throws {}
    mutating func encode(_ value: Int8) throws {}
    mutating func encode(_ value: Int16) throws {}
    mutating func encode(_ value: Int32) throws {}
    mutating func encode(_ value: Int64) throws {}
    mutating func encode(_ value: UInt) throws {}
    mutating func encode(_ value: UInt8) throws {}
    mutating func encode(_ value: UInt16) throws {}
    mutating func encode(_ value: UInt32) throws {}
    mutating func encode(_ value: UInt64) throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(DiscardingKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingUnkeyedContainer() }
    mutating func superEncoder() -> any Encoder { SingleValueProbe() }
}
