/// The table of a ``StoredModel`` and its queryable columns, indexes and references.
///
/// Built once (as a `static let`) by chaining declarations; each pairs a key path with the coding key
/// the model encodes that property under, so the store can turn `\.title` into the column `"title"`
/// without strings in any query:
/// ```swift
/// static let schema = Schema<Entry>(table: "entries")
///     .column(\.title, CodingKeys.title)
///     .column(\.mood, CodingKeys.mood, indexed: true)
///     .column(\.day, CodingKeys.day)
///     .index(\.day, \.mood)                  // a composite index, in this column order
///     .reference(\.journalID, CodingKeys.journalID, to: Journal.self, onDelete: .cascade)
/// ```
///
/// The key path and the coding key must name the same property (the compiler checks that each
/// exists, not that they match). Properties that are not declared are still stored, in columns named
/// after their coding keys; they just cannot be used in filters or sorts. `\.id` is always declared.
public struct Schema<Model: StoredModel>: Sendable {
    /// The table's name (any text; it is quoted in SQL).
    public let table: String
    /// Declared columns (not counting `id`), in declaration order.
    private(set) var columns: [String] = []
    private(set) var indexes: [IndexDescription] = []
    private(set) var references: [ReferenceDescription] = []
    private var keyPaths: KeyPathColumns

    /// A schema for the table `table`, with only the `id` column declared.
    ///
    /// - Precondition: `table` is not empty and does not start with `tessera_` (the store's own tables).
    public init(table: String) {
        precondition(!table.isEmpty, "a table name cannot be empty")
        precondition(!table.hasPrefix("tessera_"), "table names starting with tessera_ are reserved: \(table)")
        self.table = table
        keyPaths = KeyPathColumns(map: [\Model.id: "id"])
    }

    /// Declares the property at `keyPath`, encoded under `key`, as a queryable column.
    ///
    /// - Parameters:
    ///   - indexed: also create an index on this column (speeds filters and sorts on it).
    ///   - unique: make that index unique; a save that would duplicate a value fails with
    ///     ``StoreError/constraintViolation(table:code:message:sql:)``. Implies `indexed`.
    /// - Precondition: the key is not `id` or `__version`, and the key path is not declared twice.
    public func column<Value>(
        _ keyPath: any KeyPath<Model, Value> & Sendable, _ key: some CodingKey,
        indexed: Bool = false, unique: Bool = false
    ) -> Schema {
        var copy = self
        copy.declare(keyPath, name: key.stringValue)
        if indexed || unique {
            copy.indexes.append(IndexDescription(table: table, columns: [key.stringValue], isUnique: unique))
        }
        return copy
    }

    /// Declares an index over one or more declared columns, in the given order (the order matters
    /// for SQLite: an index on (a, b) serves filters on `a` and on `a` and `b`).
    ///
    /// - Precondition: every key path was declared with ``column(_:_:indexed:unique:)`` or
    ///   ``reference(_:_:to:onDelete:)`` earlier in the chain (or is `\.id`).
    public func index(_ keyPaths: PartialKeyPath<Model>..., unique: Bool = false) -> Schema {
        precondition(!keyPaths.isEmpty, "an index needs at least one column")
        let names = keyPaths.map { keyPath in
            guard let name = self.keyPaths.map[keyPath] else {
                preconditionFailure(
                    "\(keyPath) is not a declared column of \(Model.self); declare it before indexing it")
            }
            return name
        }
        var copy = self
        copy.indexes.append(IndexDescription(table: table, columns: names, isUnique: unique))
        return copy
    }

    /// Declares a reference to a parent model by its id (the child side of a one-to-many relation),
    /// indexes it, and sets what deleting the parent does to this child.
    ///
    /// ```swift
    /// .reference(\.folderID, CodingKeys.folderID, to: Folder.self, onDelete: .nullify)
    /// ```
    /// The store does not check that the parent exists when a child is saved (documents may arrive
    /// in any order, for example through ``Store/importChanges(_:)``); it enforces `rule` on delete.
    public func reference<Parent: StoredModel>(
        _ keyPath: any KeyPath<Model, Parent.ID?> & Sendable, _ key: some CodingKey,
        to parent: Parent.Type, onDelete rule: DeleteRule
    ) -> Schema {
        addingReference(keyPath, name: key.stringValue, parent: parent, rule: rule)
    }

    /// Declares a required (non-optional) reference to a parent model.
    ///
    /// - Precondition: `rule` is not ``DeleteRule/nullify`` (a required reference cannot become nil).
    public func reference<Parent: StoredModel>(
        _ keyPath: any KeyPath<Model, Parent.ID> & Sendable, _ key: some CodingKey,
        to parent: Parent.Type, onDelete rule: DeleteRule
    ) -> Schema {
        precondition(rule != .nullify, "\(keyPath) is not optional, so deleting a \(Parent.self) cannot nullify it")
        return addingReference(keyPath, name: key.stringValue, parent: parent, rule: rule)
    }

    private func addingReference<Parent: StoredModel>(
        _ keyPath: AnyKeyPath, name: String, parent: Parent.Type,
        rule: DeleteRule
    ) -> Schema {
        var copy = self
        copy.declare(keyPath, name: name)
        copy.indexes.append(IndexDescription(table: table, columns: [name], isUnique: false))
        copy.references.append(
            ReferenceDescription(
                childTable: table, column: name, parentModel: ObjectIdentifier(Parent.self),
                parentName: String(describing: Parent.self), parentTable: { Parent.schema.table }, rule: rule))
        return copy
    }

    private mutating func declare(_ keyPath: AnyKeyPath, name: String) {
        precondition(name != "id" && name != SQL.versionColumn, "\(name) is reserved in \(table)")
        precondition(keyPaths.map[keyPath] == nil, "\(keyPath) is declared twice in the schema of \(table)")
        precondition(!columns.contains(name), "column \(name) is declared twice in the schema of \(table)")
        keyPaths.map[keyPath] = name
        columns.append(name)
    }

    /// The column of a declared key path, or `nil`.
    func columnName(for keyPath: AnyKeyPath) -> String? {
        if let name = keyPaths.map[keyPath] { return name }
        return isIdentifier(keyPath) ? "id" : nil
    }

    /// Whether `keyPath` is the model's stored `id` property written in concrete code (`\Note.id`).
    ///
    /// The schema registers `\Model.id` as formed in generic code, which goes through the
    /// `Identifiable` requirement and so is a different key path from the stored property a caller
    /// writes; the two are matched by value type and by the key path's description, which the
    /// standard library builds as `\` + root type + `.` + property name.
    private func isIdentifier(_ keyPath: AnyKeyPath) -> Bool {
        type(of: keyPath).valueType == Model.ID.self && String(describing: keyPath) == "\\\(Model.self).id"
    }

    /// The column of `keyPath`, stopping with a message if it was not declared.
    func requireColumn(_ keyPath: AnyKeyPath) -> String {
        guard let name = columnName(for: keyPath) else {
            preconditionFailure(
                "\(keyPath) is not a declared column of \(Model.self); add .column(\(keyPath), CodingKeys.…) to its schema"
            )
        }
        return name
    }
}

/// Key path → column name. A separate box so `Schema` can be `Sendable`.
struct KeyPathColumns: @unchecked Sendable {
    // `@unchecked Sendable` is safe: every key path stored here was received as
    // `KeyPath<Model, Value> & Sendable` (so it captures nothing that is not Sendable) or is the
    // literal `\Model.id`, and key path objects are immutable; the dictionary itself is a value that
    // is only mutated while the schema is being built, before it is shared.
    var map: [AnyKeyPath: String]
}
