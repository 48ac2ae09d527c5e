import CSQLite
import Foundation

/// Decodes models straight from the current row of a stepping statement.
///
/// Columns are found by name (the model's coding keys); like ``RowEncoder`` it learns the order in
/// which the model asks for keys on the first row and then finds each column with one comparison.
/// One decoder serves every row of a fetch: it owns the cursor and hands each `init(from:)` a
/// ``CursorDecoder`` on it. It also runs the fetches of ``RowDecodable`` models, which read the
/// same cursor through a ``StoredRow``.
final class RowDecoder {
    let statement: Statement
    let table: String
    /// Column lookup and reading, shared with the containers through this pointer.
    let cursor: UnsafeMutablePointer<RowCursor>
    /// Where the decoders and containers handed out find the cursor while it lives.
    let slot: UnsafeMutablePointer<CursorSlot>

    init(statement: Statement, table: String) {
        self.statement = statement
        self.table = table
        cursor = .allocate(capacity: 1)
        cursor.initialize(to: RowCursor(handle: statement.handle))
        slot = CursorSlot.take(for: cursor)
    }

    deinit {
        CursorSlot.release(slot)
        cursor.pointee.order.deallocate()
        cursor.deinitialize(count: 1)
        cursor.deallocate()
    }

    /// Calls `row` with this decoder on the statement's current row and on each row after it,
    /// mapping what `row` throws to ``StoreError``.
    func decodeEachRow(_ row: (consuming any Decoder) throws -> Void) throws(StoreError) {
        // A new existential for every row, handed over: `init(from:)` takes its decoder owned. The
        // decoder is a pointer-sized struct, so the existential holds it inline and making and
        // dropping it counts no references.
        try forEachRow { try row(CursorDecoder(slot: slot, row: slot.pointee.row)) }
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
                slot.pointee.row &+= 1
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
}
