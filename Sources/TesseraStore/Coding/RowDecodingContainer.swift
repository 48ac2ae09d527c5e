import CSQLite
import Foundation

/// The keyed container of ``RowDecoder``: each call reads one column of the current row, checking
/// its storage class (a TEXT column never silently becomes 0).
struct RowDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RowDecoder
    var codingPath: [any CodingKey] { [] }
    private var statement: Statement { decoder.statement }

    init(decoder: RowDecoder) {
        self.decoder = decoder
    }

    var allKeys: [Key] { decoder.columnNames.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { decoder.hasColumn(key.stringValue) }

    func decodeNil(forKey key: Key) throws -> Bool {
        // Not `column(for:)`: custom decoders call this before decoding the same key, which must
        // not shift the learned key order.
        guard let column = decoder.columnIndex(of: key.stringValue) else { return true }
        return statement.columnType(column) == SQLITE_NULL
    }

    // MARK: Reading a column

    /// The column of `key`, or a `keyNotFound` error.
    @inline(__always)
    private func require(_ key: Key) throws -> Int32 {
        let column = decoder.column(for: key.stringValue)
        guard column >= 0 else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no column \(key.stringValue)"))
        }
        return column
    }

    /// The column of `key` when it exists and is not NULL.
    @inline(__always)
    private func present(_ key: Key) -> Int32? {
        let column = decoder.column(for: key.stringValue)
        guard column >= 0, statement.columnType(column) != SQLITE_NULL else { return nil }
        return column
    }

    private func mismatch(_ type: Any.Type, _ key: Key, _ column: Int32) -> DecodingError {
        let value = statement.value(column)
        let context = DecodingError.Context(codingPath: [key], debugDescription: "found \(value.summary)")
        return value == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    @inline(__always)
    private func text(_ column: Int32, _ key: Key) throws -> String {
        guard statement.columnType(column) == SQLITE_TEXT else { throw mismatch(String.self, key, column) }
        return statement.text(column)
    }

    @inline(__always)
    private func integer<I: FixedWidthInteger>(_ column: Int32, _ key: Key, as type: I.Type) throws -> I {
        guard statement.columnType(column) == SQLITE_INTEGER else { throw mismatch(type, key, column) }
        let value = statement.int64(column)
        guard let result = I(exactly: value) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(value) does not fit in \(I.self)")
        }
        return result
    }

    @inline(__always)
    private func double(_ column: Int32, _ key: Key) throws -> Double {
        switch statement.columnType(column) {
        case SQLITE_FLOAT, SQLITE_INTEGER: return statement.double(column)
        default: throw mismatch(Double.self, key, column)
        }
    }

    private func value<T: Decodable>(_ column: Int32, _ key: Key, as type: T.Type) throws -> T {
        if T.self == Date.self {
            return Date(timeIntervalSinceReferenceDate: try double(column, key)) as! T
        }
        do {
            return try ValueCoding.decode(type, from: statement.value(column))
        } catch let error as DecodingError {
            throw Self.prefixed(error, with: key)
        }
    }

    /// Puts `key` in front of the coding path of an error raised while decoding its value.
    private static func prefixed(_ error: DecodingError, with key: Key) -> DecodingError {
        func context(_ context: DecodingError.Context) -> DecodingError.Context {
            .init(codingPath: [key] + context.codingPath, debugDescription: context.debugDescription, underlyingError: context.underlyingError)
        }
        switch error {
        case let .typeMismatch(type, inner): return .typeMismatch(type, context(inner))
        case let .valueNotFound(type, inner): return .valueNotFound(type, context(inner))
        case let .keyNotFound(innerKey, inner): return .keyNotFound(innerKey, context(inner))
        case let .dataCorrupted(inner): return .dataCorrupted(context(inner))
        @unknown default: return error
        }
    }

    // MARK: Required values

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try integer(require(key), key, as: Int64.self) != 0 }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try text(require(key), key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try double(require(key), key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try double(require(key), key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(require(key), key, as: type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(require(key), key, as: type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(require(key), key, as: type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(require(key), key, as: type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(require(key), key, as: type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(require(key), key, as: type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(require(key), key, as: type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(require(key), key, as: type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(require(key), key, as: type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(require(key), key, as: type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(require(key), key, as: type) }

    // MARK: Optional values (one column lookup instead of contains + decodeNil + decode)

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try present(key).map { try integer($0, key, as: Int64.self) != 0 }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key).map { try text($0, key) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key).map { try double($0, key) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try present(key).map { Float(try double($0, key)) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(key).map { try integer($0, key, as: type) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try present(key).map { try integer($0, key, as: type) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try present(key).map { try integer($0, key, as: type) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try present(key).map { try integer($0, key, as: type) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try present(key).map { try integer($0, key, as: type) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try present(key).map { try integer($0, key, as: type) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try present(key).map { try integer($0, key, as: type) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try present(key).map { try integer($0, key, as: type) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try present(key).map { try integer($0, key, as: type) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try present(key).map { try integer($0, key, as: type) } }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key).map { try value($0, key, as: type) }
    }

    // MARK: Nested containers (columns hold JSON, read through the value's own Decodable)

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw DecodingError.typeMismatch(type, .init(codingPath: [key], debugDescription: "decode a Codable value for this key instead of a nested container"))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [key], debugDescription: "decode an array value for this key instead of a nested container"))
    }

    func superDecoder() throws -> any Decoder {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "superDecoder() is not supported by stored models"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: [key], debugDescription: "superDecoder(forKey:) is not supported by stored models"))
    }
}
