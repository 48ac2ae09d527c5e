import Foundation
import Testing

@testable import TesseraStore

/// A model whose table and column names need quoting.
struct Oddity: StoredModel, Equatable {
    var id: String
    var value: String

    enum CodingKeys: String, CodingKey {
        case id
        case value = #"the "value"; DROP TABLE x; --"#
    }

    static let schema = Schema<Oddity>(table: #"odd "table" name"#).column(\.value, CodingKeys.value, indexed: true)
}

/// What opening a store creates: tables, declared columns, indexes, WAL.
@Suite struct SchemaTests {
    func names(_ store: Store, _ sql: String) throws -> [String] {
        try store.read { db in
            try db.connection.rows(sql, cached: false).compactMap { row -> String? in
                if case .text(let name) = row.first { return name }
                return nil
            }
        }
    }

    @Test func declaredColumnsAndIndexesExistBeforeAnySave() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        #expect(
            try names(store, #"SELECT name FROM pragma_table_info('notes')"#)
                == ["id", "title", "pinned", "rating", "created", "due", "tags", "mood", "folderID", "__version"])
        let indexes = try names(
            store, "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'notes' ORDER BY name")
        #expect(
            indexes == [
                "notes_index___version", "notes_index_created", "notes_index_folderID", "notes_index_pinned_created",
            ])
        #expect(
            try names(
                store,
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'accounts' AND sql LIKE 'CREATE UNIQUE%'"
            )
                == ["accounts_unique_email"])
    }

    @Test func theDatabaseIsInWALMode() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        #expect(try names(store, "PRAGMA journal_mode") == ["wal"])
    }

    /// `StoreConfiguration.synchronous` becomes the writer connection's `PRAGMA synchronous`: 2 is FULL, 1 NORMAL.
    @Test(arguments: [(StoreConfiguration.Synchronous.full, Int64(2)), (.normal, 1)])
    func theSynchronousSettingReachesSQLite(synchronous: StoreConfiguration.Synchronous, level: Int64) throws {
        var configuration = StoreConfiguration()
        configuration.synchronous = synchronous
        let directory = TemporaryDirectory()
        let store = try Store(at: directory.file(), models: allModels, configuration: configuration)
        let value = try store.write { db in try db.connection.scalar("PRAGMA synchronous", cached: false) }
        #expect(value == .integer(level))
    }

    @Test func filtersUseTheDeclaredIndexes() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let plan = try store.read { db in
            let (sql, arguments) = Note.query.filter(\.created > Date(timeIntervalSinceReferenceDate: 0)).selectSQL
            return try db.connection.rows("EXPLAIN QUERY PLAN " + sql, arguments, cached: false)
                .compactMap { row -> String? in
                    if case .text(let detail) = row.last { return detail } else { return nil }
                }
        }
        #expect(plan.contains { $0.contains("USING INDEX notes_index_created") })
    }

    @Test func namesThatNeedQuotingWork() throws {
        let (store, _directory) = try makeStore(models: [Oddity.self])
        _ = _directory
        try store.save(Oddity(id: "a'b", value: "x\"y"))
        #expect(try store.fetch(Oddity.query.filter(\.value == "x\"y")) == [Oddity(id: "a'b", value: "x\"y")])
        #expect(try store.find(Oddity.self, id: "a'b")?.value == "x\"y")
    }

    @Test func reopeningAddsNewlyDeclaredColumnsAndIndexesAndKeepsData() throws {
        struct Before: StoredModel {
            var id: Int
            var name: String
            static let schema = Schema<Before>(table: "items")
        }
        struct After: StoredModel {
            var id: Int
            var name: String
            var rank: Int?
            static let schema = Schema<After>(table: "items").column(\.rank, CodingKeys.rank, indexed: true)
        }
        let directory = TemporaryDirectory()
        try Store(at: directory.file(), models: [Before.self]).save(Before(id: 1, name: "kept"))
        let store = try Store(at: directory.file(), models: [After.self])
        #expect(try names(store, #"SELECT name FROM pragma_table_info('items')"#).contains("rank"))
        #expect(try store.fetch(After.query.filter(\.rank == nil)).map(\.name) == ["kept"])
    }

    @Test func theIdentifierKeyPathWorksInConcreteAndGenericCode() throws {
        #expect(Note.schema.columnName(for: \Note.id) == "id")
        #expect(Folder.schema.columnName(for: \Folder.id) == "id")
        #expect(Note.schema.columnName(for: \Note.title) == "title")
        #expect(Note.schema.columnName(for: \Note.body) == nil)  // stored, but not declared
        #expect(Note.schema.columnName(for: \Note.location?.name) == nil)
    }
}
