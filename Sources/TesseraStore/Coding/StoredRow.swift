import Foundation

/// The current row of a fetch, as ``RowDecodable/init(row:)`` reads it: typed reads by coding key,
/// named and checked like those of `KeyedDecodingContainer`.
///
/// Each read checks the column's storage class (a TEXT column never silently becomes 0), that an
/// integer fits its type and that text is valid UTF-8; a value of any other Decodable type
/// (`UUID`, `Data`, `URL`, raw-value enums, arrays and structs stored as JSON) reads as the
/// Codable path reads it. Errors become the ``StoreError/decodingFailed(table:key:reason:)`` a
/// Codable `init(from:)` gets for the same column. Keys may be read in any order, and skipped.
///
/// It is non-copyable and lent to ``RowDecodable/init(row:)``, so it cannot outlive the call: the
/// compiler rejects storing it or capturing it in an escaping closure (it reads the fetch's
/// statement, which moves on to the next row and is reset when the fetch ends).
public struct StoredRow: ~Copyable {
    // The cursor belongs to the ``RowDecoder`` running the fetch, which frees it when the fetch
    // ends (see ``RowDecodingContainer``, which reads through this type for Codable models).
    let cursor: UnsafeMutablePointer<RowCursor>

    /// Whether the row has a column for `key` (NULL or not).
    public func contains<Key: CodingKey>(_ key: Key) -> Bool {
        cursor.pointee.columnIndexes[key.stringValue] != nil
    }

    /// Whether `key`'s column is NULL, or missing.
    public func decodeNil<Key: CodingKey>(forKey key: Key) throws -> Bool {
        // Not `column(for:)`: a model asks this before decoding the same key, which must not
        // shift the learned key order.
        guard let column = cursor.pointee.columnIndexes[key.stringValue] else { return true }
        return cursor.pointee.isNull(column)
    }

    // MARK: Required values

    // The reads are `@inline(__always)` for ``RowDecodingContainer`` in this module, whose protocol
    // witnesses then hold the whole read; a row initialiser in another module calls them.

    /// The value of `key`; throws when the row has no such column, it is NULL or holds another type.
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try cursor.pointee.bool(cursor.pointee.require(key), key)
    }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: String.Type, forKey key: Key) throws -> String {
        try cursor.pointee.text(cursor.pointee.require(key), key)
    }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: Double.Type, forKey key: Key) throws -> Double {
        try cursor.pointee.double(cursor.pointee.require(key), key)
    }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: Float.Type, forKey key: Key) throws -> Float {
        try cursor.pointee.float(cursor.pointee.require(key), key)
    }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key, as: type) }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key, as: type) }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try integer(key, as: type)
    }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try integer(key, as: type)
    }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try integer(key, as: type)
    }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key, as: type) }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try integer(key, as: type)
    }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try integer(key, as: type)
    }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try integer(key, as: type)
    }
    @inline(__always)
    public func decode<Key: CodingKey>(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try integer(key, as: type)
    }
    /// A value of any other Decodable type, stored as the Codable path stores it.
    @inline(__always)
    public func decode<T: Decodable, Key: CodingKey>(_ type: T.Type, forKey key: Key) throws -> T {
        try cursor.pointee.value(cursor.pointee.require(key), key, as: type)
    }

    // Inlined so that each caller reads with its concrete integer type: a call generic over both
    // the integer and the key type checks the range through witness tables (most of a read's cost).
    @inline(__always)
    private func integer<I: FixedWidthInteger, Key: CodingKey>(_ key: Key, as type: I.Type) throws -> I {
        try cursor.pointee.integer(cursor.pointee.require(key), key, as: type)
    }

    // MARK: Optional values (one column lookup instead of contains + decodeNil + decode)

    /// The value of `key`, or `nil` when the row has no such column or it is NULL; throws when it
    /// holds another type.
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let column = cursor.pointee.present(key) else { return nil }
        return try cursor.pointee.bool(column, key)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: String.Type, forKey key: Key) throws -> String? {
        try cursor.pointee.textIfPresent(key)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let column = cursor.pointee.present(key) else { return nil }
        return try cursor.pointee.double(column, key)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let column = cursor.pointee.present(key) else { return nil }
        return try cursor.pointee.float(column, key)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try integerIfPresent(key, as: type)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try integerIfPresent(key, as: type)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try integerIfPresent(key, as: type)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try integerIfPresent(key, as: type)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try integerIfPresent(key, as: type)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try integerIfPresent(key, as: type)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try integerIfPresent(key, as: type)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try integerIfPresent(key, as: type)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try integerIfPresent(key, as: type)
    }
    @inline(__always)
    public func decodeIfPresent<Key: CodingKey>(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try integerIfPresent(key, as: type)
    }
    @inline(__always)
    public func decodeIfPresent<T: Decodable, Key: CodingKey>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let column = cursor.pointee.present(key) else { return nil }
        return try cursor.pointee.value(column, key, as: type)
    }

    @inline(__always)
    private func integerIfPresent<I: FixedWidthInteger, Key: CodingKey>(_ key: Key, as type: I.Type) throws -> I? {
        guard let column = cursor.pointee.present(key) else { return nil }
        return try cursor.pointee.integer(column, key, as: type)
    }
}
