/// The decoder a model's `init(from:)` gets during a fetch: the current row of a ``RowDecoder``'s
/// cursor, read through a ``RowDecodingContainer``.
///
/// A struct of two words, so an `any Decoder` holds it inline: handing one to each row's
/// `init(from:)` allocates nothing and retains nothing. It finds the cursor through the fetch's
/// ``CursorSlot`` and only for the row it was made for: kept and used later, it throws.
struct CursorDecoder: Decoder {
    let slot: UnsafeMutablePointer<CursorSlot>
    /// The slot's row count when this decoder was made.
    let row: UInt64

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let cursor = slot.pointee.cursor(row: row) else { throw CursorSlot.expired }
        // The container holds no per-row state, so the one made for the previous row serves again.
        if cursor.pointee.containers.holds(Key.self) {
            return cursor.pointee.containers.decodingContainer(Key.self)
        }
        return makeContainer(Key.self, cursor: cursor)
    }

    @inline(never)
    private func makeContainer<Key: CodingKey>(_ type: Key.Type, cursor: UnsafeMutablePointer<RowCursor>)
        -> KeyedDecodingContainer<Key>
    {
        let container = KeyedDecodingContainer(
            RowDecodingContainer<Key>(slot: slot, fetch: slot.pointee.fetch))
        cursor.pointee.containers.keep(container, for: Key.self)
        return container
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, .init(codingPath: [], debugDescription: "a stored model is a keyed container"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(
            Any.self, .init(codingPath: [], debugDescription: "a stored model is a keyed container"))
    }
}
