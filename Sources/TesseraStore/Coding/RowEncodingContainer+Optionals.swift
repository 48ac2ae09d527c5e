extension RowEncodingContainer {
    // `encodeIfPresent` for the types models use most. The standard library's defaults do the same
    // (encode a value, skip a nil: its column is bound to NULL after the model is encoded) but run
    // as unspecialised generic code that calls back into this container through its witness table.

    @inline(__always)
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        guard let value else { return }
        try encode(value, forKey: key)
    }

    @inline(__always)
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
        guard let value else { return }
        try encode(value, forKey: key)
    }

    @inline(__always)
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        guard let value else { return }
        try encode(value, forKey: key)
    }

    @inline(__always)
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        guard let value else { return }
        try encode(value, forKey: key)
    }

    @inline(__always)
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        guard let value else { return }
        try encode(value, forKey: key)
    }

    @inline(__always)
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return }
        try encode(value, forKey: key)
    }
}
