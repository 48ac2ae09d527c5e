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
    /// Key lookup and binding, shared with the containers through this pointer.
    /// (Per-row state lives there too, not in stored properties of this class, whose every access
    /// would pay a run-time exclusivity check.)
    let binder: UnsafeMutablePointer<RowBinder>

    /// Keys of the last encoded model that the table has no column for, with their values.
    var unknownColumns: [(name: String, value: DatabaseValue)] { binder.pointee.unknownColumns }

    init(layout: TableLayout, statement: Statement) {
        self.layout = layout
        self.statement = statement
        binder = .allocate(capacity: 1)
        binder.initialize(
            to: RowBinder(handle: statement.handle, parameters: layout.parameters, columnCount: layout.columns.count))
    }

    deinit {
        binder.pointee.deallocate()
        binder.deinitialize(count: 1)
        binder.deallocate()
    }

    /// Writes `models[start...]` with ``statement``, one execution each. Returns the index of the
    /// first model with keys the table has no column for (not written; ``unknownColumns`` lists the
    /// keys), or `nil` when every model was written.
    func write<Model: Encodable>(_ models: UnsafeBufferPointer<Model>, from start: Int) throws(StoreError) -> Int? {
        guard let first = models.baseAddress else { return nil }
        let encoder: any Encoder = self  // one existential for every model
        for index in start..<models.count {
            // Through the pointer, generic code encodes each model in place instead of copying it.
            guard try bind(first + index, through: encoder) else { return index }
            _ = try statement.step()
            statement.reset()
        }
        return nil
    }

    /// Binds `model` into ``statement`` (all columns but the version); `encoder` is this encoder.
    /// Returns whether every key had a column; if not, ``unknownColumns`` lists the others and
    /// nothing should be executed.
    private func bind<Model: Encodable>(_ model: UnsafePointer<Model>, through encoder: any Encoder) throws(StoreError)
        -> Bool
    {
        binder.pointee.beginRow()
        do {
            try Self.encode(&UnsafeMutablePointer(mutating: model).pointee, to: encoder)
        } catch let error as StoreError {
            throw error
        } catch let error as EncodingError {
            throw Self.storeError(error, table: layout.table)
        } catch {
            throw .encodingFailed(table: layout.table, key: "", reason: String(describing: error))
        }
        if let misuse = binder.pointee.misuse { throw .encodingFailed(table: layout.table, key: "", reason: misuse) }
        guard binder.pointee.unknownColumns.isEmpty else { return false }
        guard binder.pointee.isBound(1) else {
            throw .encodingFailed(
                table: layout.table, key: "id", reason: "the model did not encode a non-nil id under the key \"id\"")
        }
        if binder.pointee.boundCount < binder.pointee.columnCount {
            for parameter in 1...binder.pointee.columnCount where !binder.pointee.isBound(parameter) {
                let code = binder.pointee.bindNull(at: Int32(parameter))
                if code != 0 { throw bindError(code) }
            }
        }
        return true
    }

    /// Encodes `model` where it lies. (Generic code calling a method on a value read through a
    /// pointer copies the value first, retaining and releasing everything it holds; an `inout`
    /// argument is borrowed in place instead. `encode(to:)` does not mutate, so nothing is written.)
    private static func encode<Model: Encodable>(_ model: inout Model, to encoder: any Encoder) throws {
        try model.encode(to: encoder)
    }

    static func storeError(_ error: EncodingError, table: String) -> StoreError {
        switch error {
        case .invalidValue(let value, let context):
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return .encodingFailed(table: table, key: key, reason: "\(context.debugDescription) (\(value))")
        @unknown default:
            return .encodingFailed(table: table, key: "", reason: String(describing: error))
        }
    }

    func putUnknown(_ key: String, _ value: DatabaseValue) throws(StoreError) {
        guard key != SQL.versionColumn else {
            throw .encodingFailed(table: layout.table, key: key, reason: "\(key) is reserved by the store")
        }
        binder.pointee.unknownColumns.append((key, value))
    }

    /// Binds `value` to the column of `key` (or records the key as unknown).
    @inline(__always)
    func put<Key: CodingKey>(_ key: Key, _ value: DatabaseValue) throws(StoreError) {
        if case .real(let real) = value, real.isNaN {
            throw .unrepresentableValue(table: layout.table, key: key.stringValue, value: "NaN")
        }
        let parameter = binder.pointee.slot(for: key)
        guard parameter > 0 else { return try putUnknown(key.stringValue, value) }
        try statement.bind(value, at: parameter)
    }

    /// The error for a failed bind.
    func bindError(_ code: Int32) -> StoreError {
        statement.connection.error(code: code, sql: statement.sql)
    }

    func recordMisuse(_ message: String) {
        if binder.pointee.misuse == nil { binder.pointee.misuse = message }
    }

    // MARK: Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // The container holds no per-row state, so the one made for the previous row serves again.
        if binder.pointee.containers.holds(Key.self) {
            return binder.pointee.containers.encodingContainer(Key.self)
        }
        return makeContainer(Key.self)
    }

    @inline(never)
    private func makeContainer<Key: CodingKey>(_ type: Key.Type) -> KeyedEncodingContainer<Key> {
        let container = KeyedEncodingContainer(RowEncodingContainer<Key>(encoder: self))
        binder.pointee.containers.keep(container, for: Key.self)
        return container
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
