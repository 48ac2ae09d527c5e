import CSQLite

/// The binding side of ``RowEncoder``: finds a key's parameter in the write statement and binds
/// values to it, remembering which parameters the current row has bound.
///
/// A plain struct that the encoder allocates once and its containers reach through an
/// `UnsafeMutablePointer`, so binding a column involves no reference counting and no exclusivity
/// bookkeeping (calling a method on a class reference held `unowned` retains and releases it). Its
/// methods are all `mutating` so that calls through the pointer run in place, without a copy.
struct RowBinder {
    let handle: OpaquePointer
    let parameters: [String: Int32]
    /// Parameters 1…columnCount are columns; the version parameter after them is bound separately.
    let columnCount: Int
    var order = KeyOrder()
    /// The number of the row being encoded.
    var generation = 0
    /// `stamps[p]` is the number of the row that last bound parameter `p` (index 0 unused).
    let stamps: UnsafeMutablePointer<Int>
    /// How many distinct parameters the current row has bound: when it reaches `columnCount`, no
    /// column is left to bind to NULL.
    private(set) var boundCount = 0
    /// Keys of the current row the table has no column for, with their values.
    var unknownColumns: [(name: String, value: DatabaseValue)] = []
    /// The first misuse of the encoding API in the current row (a nested container, say).
    var misuse: String?
    /// The container handed out for the last row, reused for the next.
    var containers = ContainerCache()

    init(handle: OpaquePointer, parameters: [String: Int32], columnCount: Int) {
        self.handle = handle
        self.parameters = parameters
        self.columnCount = columnCount
        stamps = .allocate(capacity: columnCount + 1)
        stamps.initialize(repeating: 0, count: columnCount + 1)
    }

    /// Frees the storage; the binder must not be used afterwards.
    func deallocate() {
        order.deallocate()
        stamps.deallocate()
    }

    /// The 1-based parameter of `key`'s column, marked as bound for this row; 0 when the table has
    /// no such column.
    @inline(__always)
    mutating func slot<Key: CodingKey>(for key: Key) -> Int32 {
        let parameter: Int32
        if let identity = KeyIdentity(key), let learned = order.next(identity) {
            parameter = learned
        } else {
            parameter = slot(named: key)
        }
        if parameter > 0 && stamps[Int(parameter)] != generation {
            stamps[Int(parameter)] = generation
            boundCount += 1
        }
        return parameter
    }

    /// The parameter of `key` found by its name: the first row, a key out of its learned place, or
    /// a key type without a ``KeyIdentity``.
    @inline(never)
    private mutating func slot<Key: CodingKey>(named key: Key) -> Int32 {
        let name = key.stringValue
        let identity = KeyIdentity(key)
        if let learned = order.next(name, identity: identity) { return learned }
        let parameter = parameters[name] ?? 0
        order.learn(parameter, for: name, identity: identity)
        return parameter
    }

    /// Starts a new row.
    mutating func beginRow() {
        generation += 1
        boundCount = 0
        order.position = 0
        if !unknownColumns.isEmpty { unknownColumns.removeAll(keepingCapacity: true) }
        if misuse != nil { misuse = nil }
    }

    /// Whether parameter `parameter` was bound in the current row.
    mutating func isBound(_ parameter: Int) -> Bool { stamps[parameter] == generation }

    // MARK: Binding (SQLite result codes; the encoder turns failures into errors)

    @inline(__always)
    mutating func bindNull(at parameter: Int32) -> Int32 {
        sqlite3_bind_null(handle, parameter)
    }

    @inline(__always)
    mutating func bind(_ value: Int64, at parameter: Int32) -> Int32 {
        sqlite3_bind_int64(handle, parameter, value)
    }

    @inline(__always)
    mutating func bind(_ value: Double, at parameter: Int32) -> Int32 {
        sqlite3_bind_double(handle, parameter, value)
    }

    /// Binds the UTF-8 of `value` (SQLite copies it). A native string's bytes are read where they
    /// lie; only a string without contiguous UTF-8 is copied first (`withUTF8` on a copy would
    /// retain and release every string).
    @inline(__always)
    mutating func bind(_ value: String, at parameter: Int32) -> Int32 {
        if let code = value.utf8.withContiguousStorageIfAvailable({ bindText($0, at: parameter) }) {
            return code
        }
        var copy = value
        return copy.withUTF8 { bindText($0, at: parameter) }
    }

    @inline(__always)
    private func bindText(_ bytes: UnsafeBufferPointer<UInt8>, at parameter: Int32) -> Int32 {
        // An empty buffer may have no base address; SQLite would bind NULL for a null pointer.
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            return tessera_sqlite3_bind_text(handle, parameter, "", 0)
        }
        return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            tessera_sqlite3_bind_text(handle, parameter, $0, Int32(clamping: bytes.count))
        }
    }
}
