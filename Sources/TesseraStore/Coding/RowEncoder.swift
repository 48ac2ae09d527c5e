/// Encodes a model straight into the parameters of a table's prepared write statement: each
/// top-level key binds its column, with no intermediate dictionary, so saving costs little more than
/// binding by hand.
///
/// Keys arrive in the same order for every value of a type (synthesised `encode(to:)` follows the
/// declaration order), so the encoder learns that order on the first row and afterwards finds each
/// column with one string comparison instead of a hash lookup. Keys the table has no column for are
/// collected in ``unknownColumns`` (the writer adds those columns and encodes again); columns the
/// model did not encode (nil optionals) are bound to NULL.
final class RowEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    let layout: TableLayout
    let statement: Statement
    private var generation = 0
    private var boundGeneration: [Int]
    private var learnedKeys: [String] = []
    private var learnedParameters: [Int32] = []
    private var position = 0
    private(set) var unknownColumns: [(name: String, value: DatabaseValue)] = []
    private var misuse: String?

    init(layout: TableLayout, statement: Statement) {
        self.layout = layout
        self.statement = statement
        boundGeneration = Array(repeating: -1, count: layout.columns.count)
    }

    /// Binds `model` into ``statement`` (all columns but the version). Returns whether every key had
    /// a column; if not, ``unknownColumns`` lists the others and nothing should be executed.
    func bind<Model: Encodable>(_ model: Model) throws(StoreError) -> Bool {
        generation += 1
        position = 0
        unknownColumns.removeAll(keepingCapacity: true)
        misuse = nil
        do {
            try model.encode(to: self)
        } catch let error as StoreError {
            throw error
        } catch let error as EncodingError {
            throw Self.storeError(error, table: layout.table)
        } catch {
            throw .encodingFailed(table: layout.table, key: "", reason: String(describing: error))
        }
        if let misuse { throw .encodingFailed(table: layout.table, key: "", reason: misuse) }
        guard unknownColumns.isEmpty else { return false }
        guard boundGeneration[0] == generation else {
            throw .encodingFailed(table: layout.table, key: "id", reason: "the model did not encode a non-nil id under the key \"id\"")
        }
        for index in boundGeneration.indices where boundGeneration[index] != generation {
            try statement.bindNull(at: Int32(index + 1))
        }
        return true
    }

    static func storeError(_ error: EncodingError, table: String) -> StoreError {
        switch error {
        case let .invalidValue(value, context):
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return .encodingFailed(table: table, key: key, reason: "\(context.debugDescription) (\(value))")
        @unknown default:
            return .encodingFailed(table: table, key: "", reason: String(describing: error))
        }
    }

    /// The 1-based parameter of column `key`, or 0 when the table has no such column.
    @inline(__always)
    private func parameter(for key: String) -> Int32 {
        let index = position
        position += 1
        if index < learnedKeys.count {
            if learnedKeys[index] == key { return learnedParameters[index] }
            let parameter = layout.parameters[key] ?? 0
            learnedKeys[index] = key
            learnedParameters[index] = parameter
            return parameter
        }
        let parameter = layout.parameters[key] ?? 0
        learnedKeys.append(key)
        learnedParameters.append(parameter)
        return parameter
    }

    /// Binds `value` to the column of `key` (or records the key as unknown).
    @inline(__always)
    func put(_ key: String, _ value: DatabaseValue) throws(StoreError) {
        if case let .real(real) = value, real.isNaN {
            throw .unrepresentableValue(table: layout.table, key: key, value: "NaN")
        }
        let parameter = parameter(for: key)
        guard parameter > 0 else {
            guard key != SQL.versionColumn else {
                throw .encodingFailed(table: layout.table, key: key, reason: "\(key) is reserved by the store")
            }
            unknownColumns.append((key, value))
            return
        }
        try statement.bind(value, at: parameter)
        boundGeneration[Int(parameter) - 1] = generation
    }

    func recordMisuse(_ message: String) {
        if misuse == nil { misuse = message }
    }

    // MARK: Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RowEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        recordMisuse("a stored model must encode itself as a keyed container, not an unkeyed one")
        return DiscardingUnkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        recordMisuse("a stored model must encode itself as a keyed container, not a single value")
        let probe = SingleValueProbe()
        return probe.singleValueContainer()
    }
}
