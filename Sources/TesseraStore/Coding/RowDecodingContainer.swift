/// The keyed container of ``RowDecoder``: each call reads one column of the current row, checking
/// its storage class (a TEXT column never silently becomes 0).
struct RowDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    // The cursor belongs to the decoder, which owns this container (it caches it for the next row)
    // and frees the cursor only in its deinit; models read their containers inside `init(from:)`,
    // while the decoder is alive and running them. The reading itself is in ``RowCursor`` (not
    // generic over the key type); this type only turns keys into names.
    let cursor: UnsafeMutablePointer<RowCursor>
    var codingPath: [any CodingKey] { [] }

    init(cursor: UnsafeMutablePointer<RowCursor>) {
        self.cursor = cursor
    }

    var allKeys: [Key] { cursor.pointee.columnNames.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { cursor.pointee.columnIndexes[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        // Not `column(for:)`: custom decoders call this before decoding the same key, which must
        // not shift the learned key order.
        guard let column = cursor.pointee.columnIndexes[key.stringValue] else { return true }
        return cursor.pointee.isNull(column)
    }

    // MARK: Required values

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        let name = key.stringValue
        return try cursor.pointee.bool(cursor.pointee.require(name), name)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        let name = key.stringValue
        return try cursor.pointee.text(cursor.pointee.require(name), name)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        let name = key.stringValue
        return try cursor.pointee.double(cursor.pointee.require(name), name)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let name = key.stringValue
        return try cursor.pointee.float(cursor.pointee.require(name), name)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key, as: type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key, as: type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key, as: type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key, as: type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        let name = key.stringValue
        return try cursor.pointee.integer(cursor.pointee.require(name), name, as: Int64.self)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key, as: type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key, as: type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key, as: type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key, as: type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key, as: type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = key.stringValue
        return try cursor.pointee.value(cursor.pointee.require(name), name, as: type)
    }

    private func integer<I: FixedWidthInteger>(_ key: Key, as type: I.Type) throws -> I {
        let name = key.stringValue
        return try cursor.pointee.integer(cursor.pointee.require(name), name, as: type)
    }

    // MARK: Optional values (one column lookup instead of contains + decodeNil + decode)

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        let name = key.stringValue
        guard let column = cursor.pointee.present(name) else { return nil }
        return try cursor.pointee.bool(column, name)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try cursor.pointee.textIfPresent(key.stringValue)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        let name = key.stringValue
        guard let column = cursor.pointee.present(name) else { return nil }
        return try cursor.pointee.double(column, name)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        let name = key.stringValue
        guard let column = cursor.pointee.present(name) else { return nil }
        return try cursor.pointee.float(column, name)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(key, as: type) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(key, as: type) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(key, as: type) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(key, as: type) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(key, as: type) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(key, as: type) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(key, as: type) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(key, as: type) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(key, as: type) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(key, as: type) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let name = key.stringValue
        guard let column = cursor.pointee.present(name) else { return nil }
        return try cursor.pointee.value(column, name, as: type)
    }

    private func integerIfPresent<I: FixedWidthInteger>(_ key: Key, as type: I.Type) throws -> I? {
        let name = key.stringValue
        guard let column = cursor.pointee.present(name) else { return nil }
        return try cursor.pointee.integer(column, name, as: type)
    }

    // MARK: Nested containers (columns hold JSON, read through the value's own Decodable)

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw DecodingError.typeMismatch(
            type,
            .init(
                codingPath: [key], debugDescription: "decode a Codable value for this key instead of a nested container"
            ))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self,
            .init(
                codingPath: [key], debugDescription: "decode an array value for this key instead of a nested container")
        )
    }

    func superDecoder() throws -> any Decoder {
        throw DecodingError.typeMismatch(
            Any.self, .init(codingPath: [], debugDescription: "superDecoder() is not supported by stored models"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw DecodingError.typeMismatch(
            Any.self,
            .init(codingPath: [key], debugDescription: "superDecoder(forKey:) is not supported by stored models"))
    }
}
