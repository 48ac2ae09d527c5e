/// Helpers for writing SQL text. Only identifiers ever go into SQL text, always quoted; values are
/// always bound parameters.
enum SQL {
    /// `name` as a quoted SQLite identifier: `"` doubled inside, wrapped in `"`.
    ///
    /// - Precondition: `name` holds no NUL (SQLite's SQL text is NUL-terminated); identifiers come
    ///   from schemas and coding keys, so a NUL is programmer error.
    static func quote(_ name: String) -> String {
        precondition(!name.utf8.contains(0), "an SQL identifier cannot contain NUL: \(name.debugDescription)")
        return "\"" + name.replacing("\"", with: "\"\"") + "\""
    }

    /// `?, ?, ?` with `count` placeholders.
    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }

    /// Names of the store's own tables and columns. Models may not use them.
    static let versionColumn = "__version"
    static let metaTable = "tessera_meta"
    static let migrationsTable = "tessera_migrations"
    static let tombstonesTable = "tessera_tombstones"
    static let memoryTable = "tessera_memory"
}
