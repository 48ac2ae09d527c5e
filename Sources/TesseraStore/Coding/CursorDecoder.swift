/// The decoder a model's `init(from:)` gets during a fetch: the current row of a ``RowDecoder``'s
/// cursor, read through a ``RowDecodingContainer``.
///
/// A struct holding only the cursor's address, so an `any Decoder` holds it inline: handing one to
/// each row's `init(from:)` allocates nothing and retains nothing. Like the containers, it is
/// meant for the `init(from:)` it is given to (Codable decoders are not kept past it); the cursor
/// is freed when the fetch ends.
struct CursorDecoder: Decoder {
    let cursor: UnsafeMutablePointer<RowCursor>

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        // The container holds no per-row state, so the one made for the previous row serves again.
        if cursor.pointee.containers.holds(Key.self) {
            return cursor.pointee.containers.decodingContainer(Key.self)
        }
        return makeContainer(Key.self)
    }

    @inline(never)
    private func makeContainer<Key: CodingKey>(_ type: Key.Type) -> KeyedDecodingContainer<Key> {
        let container = KeyedDecodingContainer(RowDecodingContainer<Key>(cursor: cursor))
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
