/// The keyed container of ``CursorDecoder``: each call reads one column of the current row through
/// ``StoredRow``, the reads a ``RowDecodable`` model makes itself.
///
/// The reads are inlined into the protocol witnesses, so a read costs one call from the standard
/// library's container box instead of three.
struct RowDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    // The running ``RowDecoder`` owns the cursor and frees it when its fetch ends; the container
    // (which the cursor caches for the next row) finds it through the fetch's ``CursorSlot``, and
    // only during the fetch it was made in: a model that keeps it gets errors afterwards. The
    // reading itself is in ``RowCursor`` (not generic over the key type); this type and
    // ``StoredRow`` only turn keys into names.
    let slot: UnsafeMutablePointer<CursorSlot>
    /// The slot's fetch count when this container was made.
    let fetch: UInt64
    var codingPath: [any CodingKey] { [] }

    init(slot: UnsafeMutablePointer<CursorSlot>, fetch: UInt64) {
        self.slot = slot
        self.fetch = fetch
    }

    /// The current row, while this container's fetch runs.
    @inline(__always)
    private func row() throws -> StoredRow {
        guard let cursor = slot.pointee.cursor(fetch: fetch) else { throw CursorSlot.expired }
        return StoredRow(cursor: cursor)
    }

    var allKeys: [Key] {
        guard let cursor = slot.pointee.cursor(fetch: fetch) else { return [] }
        return cursor.pointee.columnNames.compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool { (try? row().contains(key)) ?? false }

    func decodeNil(forKey key: Key) throws -> Bool { try row().decodeNil(forKey: key) }

    // MARK: Values (read as a row initialiser reads them)

    @inline(__always)
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try row().decode(type, forKey: key) }
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try row().decode(type, forKey: key) }

    @inline(__always)
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try row().decodeIfPresent(type, forKey: key)
    }
    @inline(__always)
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try row().decodeIfPresent(type, forKey: key)
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
