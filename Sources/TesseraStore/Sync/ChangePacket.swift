/// The documents changed in a store since a version — Loom's fork/sync packet — as plain Codable
/// data, ready for JSON:
/// ```swift
/// let packet = try phone.exportChanges(since: lastSent)          // rows saved or deleted since
/// let json = try JSONEncoder().encode(packet)                    // … send it …
/// try laptop.importChanges(JSONDecoder().decode(ChangePacket.self, from: json))
/// lastSent = packet.version
/// ```
///
/// Every write transaction gives the rows it saves (and the ids it deletes) the store's next change
/// version; a packet holds, per table, the full rows with a version above ``sinceVersion`` and the
/// ids deleted since then. Values are exact (``DatabaseValue``), so text with NUL bytes, 64-bit
/// integers and blobs survive the trip.
public struct ChangePacket: Codable, Sendable, Equatable {
    /// The version the packet starts after (exclusive).
    public var sinceVersion: Int64
    /// The store's change version when the packet was made; pass it as `since` next time.
    public var version: Int64
    /// Changes per table, sorted by table name.
    public var tables: [TableChanges]

    /// The changes of one table.
    public struct TableChanges: Codable, Sendable, Equatable {
        /// The table's name (a registered model's ``Schema/table``).
        public var table: String
        /// Whole rows saved since the version: column name → value, always including `"id"`.
        public var rows: [[String: DatabaseValue]]
        /// Ids of rows deleted since the version (and not saved again since).
        public var deletedIDs: [DatabaseValue]

        public init(table: String, rows: [[String: DatabaseValue]], deletedIDs: [DatabaseValue]) {
            self.table = table
            self.rows = rows
            self.deletedIDs = deletedIDs
        }
    }

    public init(sinceVersion: Int64, version: Int64, tables: [TableChanges]) {
        self.sinceVersion = sinceVersion
        self.version = version
        self.tables = tables
    }

    /// Whether the packet carries no change.
    public var isEmpty: Bool { tables.allSatisfy { $0.rows.isEmpty && $0.deletedIDs.isEmpty } }
}
