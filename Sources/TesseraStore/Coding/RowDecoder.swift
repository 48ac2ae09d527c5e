import CSQLite
import Foundation

/// Decodes models straight from the current row of a stepping statement.
///
/// Columns are found by name (the model's coding keys); like ``RowEncoder`` it learns the order in
/// which the model asks for keys on the first row and then finds each column with one comparison.
/// One decoder serves every row of a fetch. It also runs the fetches of ``RowDecodable`` models,
/// which read the same cursor through a ``StoredRow``.
final class RowDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    let statement: Statement
    let table: String
    /// Column lookup and reading, shared with the containers through this pointer.
    let cursor: UnsafeMutablePointer<RowCursor>

    init(statement: Statement, table: String) {
        self.statement = statement
        self.table = table
        cursor = .allocate(capacity: 1)
        cursor.initialize(to: RowCursor(handle: statement.handle))
    }

    deinit {
        cursor.pointee.order.deallocate()
        cursor.deinitialize(count: 1)
        cursor.deallocate()
    }

    /// Calls `row` with this decoder on the statement's current row and on each row after it,
    /// mapping what `row` throws to ``StoreError``.
    func decodeEachRow(_ row: (consuming any Decoder) throws -> Void) throws(StoreError) {
        // A new existential for every row, handed over: `init(from:)` takes its decoder owned, and
        // copying an existential it was lent costs several times the retain that making one does.
        try forEachRow { try row(self) }
    }

    /// Calls `row` with a ``StoredRow`` on the statement's current row and on each row after it,
    /// mapping what `row` throws to ``StoreError``.
    func readEachRow(_ row: (borrowing StoredRow) throws -> Void) throws(StoreError) {
        try forEachRow { try row(StoredRow(cursor: cursor)) }
    }

    /// Decodes the current row and each one after it as `Model`, as a fetch would (through
    /// ``RowDecodable/init(row:)`` or `init(from:)`), and discards the models.
    func checkEachRow<Model: StoredModel>(as type: Model.Type) throws(StoreError) {
        if let rowType = Model.self as? any RowDecodable.Type {
            try readEachRow { row in try Self.read(rowType, from: row) }
        } else {
            try decodeEachRow { decoder in _ = try Model(from: decoder) }
        }
    }

    private static func read<Row: RowDecodable>(_ type: Row.Type, from row: borrowing StoredRow) throws {
        _ = try Row(row: row)
    }

    private func forEachRow(_ row: () throws -> Void) throws(StoreError) {
        do {
            repeat {
                cursor.pointee.order.position = 0
                try row()
            } while try statement.step()
        } catch let error as StoreError {
            throw error
        } catch let error as DecodingError {
            throw Self.storeError(error, table: table)
        } catch {
            throw .decodingFailed(table: table, key: "", reason: String(describing: error))
        }
    }

    static func storeError(_ error: DecodingError, table: String) -> StoreError {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context):
            return .decodingFailed(
                table: table, key: path(context), reason: "expected \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return .decodingFailed(
                table: table, key: path(context), reason: "expected \(type): \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            // A key of the model names a column; a key inside a column's JSON value does not.
            return .decodingFailed(
                table: table, key: (context.codingPath + [key]).map(\.stringValue).joined(separator: "."),
                reason: context.codingPath.isEmpty ? "no such column" : "no such key in the stored JSON")
        case .dataCorrupted(let context):
            return .decodingFailed(table: table, key: path(context), reason: context.debugDescription)
        @unknown default:
            return .decodingFailed(table: table, key: "", reason: String(describing: error))
        }
    }

    // MARK: Decoder

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
