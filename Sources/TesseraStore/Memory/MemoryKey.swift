/// A typed key of the store's key-value memory (Acheron Loom's "memory"): small app state that is
/// not a document — the last sync version, the selected folder, a flag — kept in the same file and
/// the same transactions as the documents.
///
/// ```swift
/// extension MemoryKey where Value == Int64 {
///     static let lastSyncVersion = MemoryKey("lastSyncVersion")
/// }
/// try store.setValue(42, for: .lastSyncVersion)
/// let version = try store.value(for: .lastSyncVersion) ?? 0      // 42
/// ```
/// Values are stored like columns (see ``StoredModel``): natively for numbers, text, dates, data,
/// and as JSON for structured values. A key's name identifies it; two keys with one name but
/// different value types read each other's value and fail to decode with
/// ``StoreError/decodingFailed(table:key:reason:)``.
public struct MemoryKey<Value: Codable & Sendable>: Sendable, Hashable {
    /// The key's name in the memory table.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}

extension Database {
    /// The value remembered under `key`, or `nil`.
    ///
    /// - Throws: ``StoreError/decodingFailed(table:key:reason:)`` if the stored value is not a `Value`.
    public func value<Value>(for key: MemoryKey<Value>) throws(StoreError) -> Value? {
        checkValid()
        let rows = try connection.rows(
            "SELECT value FROM \(SQL.quote(SQL.memoryTable)) WHERE key = ?", [.text(key.name)])
        guard let stored = rows.first?.first else { return nil }
        do {
            return try ValueCoding.decode(Value.self, from: stored)
        } catch {
            throw .decodingFailed(table: SQL.memoryTable, key: key.name, reason: String(describing: error))
        }
    }
}

extension WritableDatabase {
    /// Remembers `value` under `key`, replacing any previous value.
    ///
    /// - Throws: ``StoreError/unrepresentableValue(table:key:value:)`` for a NaN, for example.
    public func setValue<Value>(_ value: Value, for key: MemoryKey<Value>) throws(StoreError) {
        checkValid()
        let stored: DatabaseValue
        do {
            stored = try ValueCoding.encode(value)
        } catch ValueCodingError.unrepresentable(let description) {
            throw .unrepresentableValue(table: SQL.memoryTable, key: key.name, value: description)
        } catch {
            throw .encodingFailed(table: SQL.memoryTable, key: key.name, reason: String(describing: error))
        }
        try connection.execute(
            """
            INSERT INTO \(SQL.quote(SQL.memoryTable)) (key, value) VALUES (?, ?)
            ON CONFLICT(key) DO UPDATE SET value = excluded.value
            """, [.text(key.name), stored])
        state.markChanged(SQL.memoryTable)
    }

    /// Forgets the value under `key`. Returns whether there was one.
    @discardableResult
    public func removeValue<Value>(for key: MemoryKey<Value>) throws(StoreError) -> Bool {
        checkValid()
        try connection.execute("DELETE FROM \(SQL.quote(SQL.memoryTable)) WHERE key = ?", [.text(key.name)])
        let removed = connection.changes > 0
        if removed { state.markChanged(SQL.memoryTable) }
        return removed
    }
}
