import CSQLite
import Foundation

/// Decodes models straight from the current row of a stepping statement.
///
/// Columns are found by name (the model's coding keys); like ``RowEncoder`` it learns the order in
/// which the model asks for keys on the first row and then finds each column with one comparison.
/// One decoder serves every row of a fetch.
final class RowDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    let statement: Statement
    let table: String
    private let columnIndexes: [String: Int32]
    let columnNames: [String]
    private var learnedKeys: [String] = []
    private var learnedColumns: [Int32] = []
    private var position = 0

    init(statement: Statement, table: String) {
        self.statement = statement
        self.table = table
        let names = (0..<statement.columnCount).map { statement.columnName($0) }
        columnNames = names
        var indexes: [String: Int32] = [:]
        for (offset, name) in names.enumerated() where indexes[name] == nil {
            indexes[name] = Int32(offset)
        }
        columnIndexes = indexes
    }

    /// Decodes the current row.
    func decode<Model: Decodable>(_ type: Model.Type) throws(StoreError) -> Model {
        position = 0
        do {
            return try Model(from: self)
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
        case let .typeMismatch(type, context):
            return .decodingFailed(table: table, key: path(context), reason: "expected \(type): \(context.debugDescription)")
        case let .valueNotFound(type, context):
            return .decodingFailed(table: table, key: path(context), reason: "expected \(type): \(context.debugDescription)")
        case let .keyNotFound(key, context):
            return .decodingFailed(table: table, key: (context.codingPath + [key]).map(\.stringValue).joined(separator: "."),
                                   reason: "no such column")
        case let .dataCorrupted(context):
            return .decodingFailed(table: table, key: path(context), reason: context.debugDescription)
        @unknown default:
            return .decodingFailed(table: table, key: "", reason: String(describing: error))
        }
    }

    /// The column of `key`, or -1 when the row has none.
    @inline(__always)
    func column(for key: String) -> Int32 {
        let index = position
        position += 1
        if index < learnedKeys.count {
            if learnedKeys[index] == key { return learnedColumns[index] }
            let column = columnIndexes[key] ?? -1
            learnedKeys[index] = key
            learnedColumns[index] = column
            return column
        }
        let column = columnIndexes[key] ?? -1
        learnedKeys.append(key)
        learnedColumns.append(column)
        return column
    }

    func hasColumn(_ key: String) -> Bool { columnIndexes[key] != nil }

    func columnIndex(of key: String) -> Int32? { columnIndexes[key] }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RowDecodingContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "a stored model is a keyed container"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "a stored model is a keyed container"))
    }
}
