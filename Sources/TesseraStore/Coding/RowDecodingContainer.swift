/// The keyed container of ``CursorDecoder``: each call reads one column of the current row through
/// ``StoredRow``, the reads a ``RowDecodable`` model makes itself.
///
/// The reads are inlined into the protocol witnesses, so a read costs one call from the standard
/// library's container box instead of three.
struct RowDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    // The cursor belongs to the decoder, which owns this container (it caches it for the next row)
    // and frees the cursor only in its deinit; models read their containers inside `init(from:)`,
    // while the decoder is alive and running them. The reading itself is in ``RowCursor`` (not
    // generic over the key type); this type and ``StoredRow`` only turn keys into names.
    let cursor: UnsafeMutablePointer<RowCursor>
    var codingPath: [any CodingKey] { [] }

    init(cursor: UnsafeMutablePointer<RowCursor>) {
        self.cursor = cursor
    }

    @inline(__always)
    private var row: StoredRow { StoredRow(cursor: cursor) }

    var allKeys: [Key] { cursor.pointee.columnNames.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { row.contains(key) }

    func decodeNil(forKey key: Key) throws -> Bool { try row.decodeNil(forKey: key) }

    // MARK: Values (read as a row initialiser reads them)

    @inline(__always)
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try row.decode(type, forKey: key) }
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try row.decode(type, forKey: key) }

    @inline(__always)
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try row.decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try row.decodeIfPresent(type, forKey: key)
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
