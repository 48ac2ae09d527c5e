/// A decoder over one ``DatabaseValue``: serves single-value containers (raw-value enums, wrappers)
/// and throws ``NeedsJSON`` when the type is structured, so ``ValueCoding`` reads the JSON instead.
struct SingleValueReader: Decoder, SingleValueDecodingContainer {
    let value: DatabaseValue
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw NeedsJSON()
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw NeedsJSON()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    func decodeNil() -> Bool { value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try ValueCoding.integer(value, as: Int64.self) != 0 }
    func decode(_ type: String.Type) throws -> String { try ValueCoding.string(value, type) }
    func decode(_ type: Double.Type) throws -> Double { try ValueCoding.double(value, type) }
    func decode(_ type: Float.Type) throws -> Float { try ValueCoding.float(ValueCoding.double(value, type)) }
    func decode(_ type: Int.Type) throws -> Int { try ValueCoding.integer(value, as: type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try ValueCoding.integer(value, as: type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try ValueCoding.integer(value, as: type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try ValueCoding.integer(value, as: type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try ValueCoding.integer(value, as: type) }
    func decode(_ type: UInt.Type) throws -> UInt { try ValueCoding.integer(value, as: type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try ValueCoding.integer(value, as: type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try ValueCoding.integer(value, as: type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try ValueCoding.integer(value, as: type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try ValueCoding.integer(value, as: type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try ValueCoding.decode(type, from: value) }
}
