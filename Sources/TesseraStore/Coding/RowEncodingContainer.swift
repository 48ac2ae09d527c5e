import Foundation

/// The keyed container of ``RowEncoder``: each call binds one column.
struct RowEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    // `unowned(unsafe)` (no reference counting on the per-key hot path) is safe because the encoder
    // owns this container (it caches it for the next row) and is alive whenever the container is
    // used: models fill their containers inside `encode(to:)`, which the encoder is running.
    // The hot path goes through `binder` (a pointer, so no reference counting); `encoder` serves
    // the slow paths (unknown keys, errors). The binder belongs to the encoder and is freed in its
    // deinit.
    unowned(unsafe) let encoder: RowEncoder
    let binder: UnsafeMutablePointer<RowBinder>
    var codingPath: [any CodingKey] { [] }

    init(encoder: RowEncoder) {
        self.encoder = encoder
        binder = encoder.binder
    }

    @inline(__always)
    private func check(_ code: Int32) throws {
        if code != 0 { throw encoder.bindError(code) }
    }

    mutating func encodeNil(forKey key: Key) throws { try encoder.put(key, .null) }
    @inline(__always)
    mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(Int64(value ? 1 : 0), forKey: key) }
    @inline(__always)
    mutating func encode(_ value: String, forKey key: Key) throws {
        let parameter = binder.pointee.slot(for: key)
        guard parameter > 0 else { return try encoder.putUnknown(key.stringValue, .text(value)) }
        try check(binder.pointee.bind(value, at: parameter))
    }

    @inline(__always)
    mutating func encode(_ value: Double, forKey key: Key) throws {
        guard !value.isNaN else {
            throw StoreError.unrepresentableValue(table: encoder.layout.table, key: key.stringValue, value: "NaN")
        }
        let parameter = binder.pointee.slot(for: key)
        guard parameter > 0 else { return try encoder.putUnknown(key.stringValue, .real(value)) }
        try check(binder.pointee.bind(value, at: parameter))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try encoder.put(key, .real(Double(value)))
    }
    @inline(__always)
    mutating func encode(_ value: Int, forKey key: Key) throws { try encode(Int64(value), forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        try encoder.put(key, .integer(Int64(value)))
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        try encoder.put(key, .integer(Int64(value)))
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        try encoder.put(key, .integer(Int64(value)))
    }
    @inline(__always)
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        let parameter = binder.pointee.slot(for: key)
        guard parameter > 0 else { return try encoder.putUnknown(key.stringValue, .integer(value)) }
        try check(binder.pointee.bind(value, at: parameter))
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        try encoder.put(key, .integer(Int64(value)))
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        try encoder.put(key, .integer(Int64(value)))
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        try encoder.put(key, .integer(Int64(value)))
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(UInt64(value), forKey: key) }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        guard let signed = Int64(exactly: value) else {
            throw StoreError.unrepresentableValue(
                table: encoder.layout.table, key: key.stringValue, value: String(value))
        }
        try encoder.put(key, .integer(signed))
    }

    @inline(__always)
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if T.self == Date.self {
            // The commonest non-primitive: skip the chain of dynamic casts in ValueCoding.
            return try encode(unsafeBitCast(value, to: Date.self).timeIntervalSinceReferenceDate, forKey: key)
        }
        let stored: DatabaseValue
        do {
            stored = try ValueCoding.encode(value)
        } catch ValueCodingError.unrepresentable(let description) {
            throw StoreError.unrepresentableValue(table: encoder.layout.table, key: key.stringValue, value: description)
        }
        try encoder.put(key, stored)
    }

    // Nested containers would need a shape the table cannot hold; models encode nested values as
    // Codable values for a key (stored as JSON) instead.

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.recordMisuse(
            "nested keyed container for \(key.stringValue): encode a Codable value for the key instead")
        return KeyedEncodingContainer(DiscardingKeyedContainer<NestedKey>())
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.recordMisuse(
            "nested unkeyed container for \(key.stringValue): encode an array value for the key instead")
        return DiscardingUnkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.recordMisuse("superEncoder() is not supported by stored models")
        return SingleValueProbe()
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.recordMisuse("superEncoder(forKey:) is not supported by stored models")
        return SingleValueProbe()
    }
}
