// store/* scenarios (issue 6), timed in this process against the raw SQLite C API in this process:
// - store/insert: save 100 000 models in one transaction through TesseraStore (Codable encoding
//   straight into the prepared upsert) vs binding the same values by hand into a prepared INSERT.
// - store/fetch: fetch every model matching a filter (about 75 000) and decode them vs stepping a
//   prepared SELECT and building the structs by hand.
// - store/fetch-row-initializer: the same fetch of a model that reads itself through
//   `RowDecodable.init(row:)` instead of Codable (a second store holding the same rows, saved
//   untimed), against the same baseline fetch.
// Both sides use identical files: the same table, columns, indexes and pragmas (WAL, synchronous
// FULL), each in a fresh directory per run; each side fetches once untimed before its timed fetch.
// Times are the calling thread's CPU time (user + system; SQLite works on the calling thread), which
// other processes on a busy machine do not inflate; waits for the disk are not counted (both sides
// write the same pages). Medians of the runs after one untimed warm-up run; the sides take turns
// going first.
import CSQLite
import Foundation
import TesseraCore
import TesseraStore

enum StoreScenarios {
    typealias Line = BenchmarkLine

    struct Item: StoredModel, Equatable {
        var id: Int64
        var name: String
        var score: Double
        var active: Bool
        var created: Date
        var note: String?

        static let schema = Schema<Item>(table: "items")
            .column(\.name, CodingKeys.name)
            .column(\.score, CodingKeys.score)
            .column(\.active, CodingKeys.active)
            .column(\.created, CodingKeys.created)
            .column(\.note, CodingKeys.note)
    }

    /// ``Item`` read through a row initialiser instead of Codable, in a store of its own.
    struct RowItem: RowDecodable {
        var id: Int64
        var name: String
        var score: Double
        var active: Bool
        var created: Date
        var note: String?

        static let schema = Schema<RowItem>(table: "items")
            .column(\.name, CodingKeys.name)
            .column(\.score, CodingKeys.score)
            .column(\.active, CodingKeys.active)
            .column(\.created, CodingKeys.created)
            .column(\.note, CodingKeys.note)

        init(_ item: Item) {
            (id, name, score, active, created, note) = (
                item.id, item.name, item.score, item.active, item.created, item.note
            )
        }

        init(row: borrowing StoredRow) throws {
            id = try row.decode(Int64.self, forKey: CodingKeys.id)
            name = try row.decode(String.self, forKey: CodingKeys.name)
            score = try row.decode(Double.self, forKey: CodingKeys.score)
            active = try row.decode(Bool.self, forKey: CodingKeys.active)
            created = try row.decode(Date.self, forKey: CodingKeys.created)
            note = try row.decodeIfPresent(String.self, forKey: CodingKeys.note)
        }

        var item: Item { Item(id: id, name: name, score: score, active: active, created: created, note: note) }
    }

    static let count = 100_000
    static let threshold = 0.25

    static func items() -> [Item] {
        var generator = SplitMix64(seed: 6)
        return (0..<count).map { index in
            let score = Double(generator.next() % 10_000) / 10_000
            let note: String? = index.isMultiple(of: 2) ? nil : "note for item \(index)"
            return Item(
                id: Int64(index + 1), name: "item \(index) “\(index % 97)”", score: score,
                active: index % 3 == 0, created: Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(index)),
                note: note)
        }
    }

    /// The files the two databases of one run make (SQLite adds `-wal`, `-shm` and, briefly, `-journal`).
    static let databaseFiles = ["ours.sqlite", "base.sqlite", "rows.sqlite"].flatMap {
        [$0, "\($0)-wal", "\($0)-shm", "\($0)-journal"]
    }

    static func run(only: String?, runs: Int) throws -> [Line] {
        let wanted = { (name: String) in only.map { name.hasPrefix($0) || $0.hasPrefix(name) } ?? true }
        guard wanted("store/insert") || wanted("store/fetch") || wanted("store/fetch-row-initializer") else {
            return []
        }
        let items = items()
        let expected = items.filter { $0.score >= threshold }
        var insert: (ours: [Double], base: [Double]) = ([], [])
        var fetch: (ours: [Double], base: [Double]) = ([], [])
        var rowFetch: [Double] = []
        let measuresRows = wanted("store/fetch-row-initializer")
        // Run 0 warms up (allocator, file system, code paths) and is not recorded.
        for run in 0...max(runs, 1) {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tessera-store-bench-\(getpid())-\(run)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            defer { _ = try? OwnedFileRemover.removeDirectory(root, owning: databaseFiles) }
            let oursPath = root.appendingPathComponent("ours.sqlite")
            let basePath = root.appendingPathComponent("base.sqlite")
            let store = try Store(at: oursPath, models: [Item.self])
            let raw = try RawDatabase(path: basePath.path)
            for side in run.isMultiple(of: 2) ? [0, 1] : [1, 0] {
                if side == 0 {
                    let time = try milliseconds { try store.write { db in try db.save(contentsOf: items) } }
                    if run > 0 { insert.ours.append(time) }
                } else {
                    let time = try milliseconds { try raw.insert(items) }
                    if run > 0 { insert.base.append(time) }
                }
            }
            // The row initialiser's model lives in a third file with the same rows, saved untimed.
            let rowStore =
                measuresRows ? try Store(at: root.appendingPathComponent("rows.sqlite"), models: [RowItem.self]) : nil
            try rowStore?.write { db in try db.save(contentsOf: items.map(RowItem.init)) }
            // One untimed fetch per side first: the store's reader connection opens lazily and starts
            // with a cold page cache, while the baseline's connection is the one that just wrote.
            // The timed fetch then compares steady states.
            _ = try store.fetch(Item.query.filter(\.score >= threshold))
            _ = try raw.fetch(minimumScore: threshold)
            _ = try rowStore?.fetch(RowItem.query.filter(\.score >= threshold))
            // The three fetches take turns going first.
            for side in [[0, 1, 2], [2, 0, 1], [1, 2, 0]][run % 3] {
                switch side {
                case 0:
                    var fetched: [Item] = []
                    let time = try milliseconds { fetched = try store.fetch(Item.query.filter(\.score >= threshold)) }
                    if run > 0 { fetch.ours.append(time) }
                    precondition(fetched == expected, "store/fetch returned different items")
                case 1:
                    var fetched: [Item] = []
                    let time = try milliseconds { fetched = try raw.fetch(minimumScore: threshold) }
                    if run > 0 { fetch.base.append(time) }
                    precondition(fetched == expected, "raw fetch returned different items")
                default:
                    guard let rowStore else { continue }
                    var fetched: [RowItem] = []
                    let time = try milliseconds {
                        fetched = try rowStore.fetch(RowItem.query.filter(\.score >= threshold))
                    }
                    if run > 0 { rowFetch.append(time) }
                    precondition(
                        fetched.map(\.item) == expected, "store/fetch-row-initializer returned different items")
                }
            }
        }
        return [
            Line(name: "store/insert", ours: median(insert.ours), base: median(insert.base), unit: "ms"),
            Line(name: "store/fetch", ours: median(fetch.ours), base: median(fetch.base), unit: "ms"),
            Line(name: "store/fetch-row-initializer", ours: median(rowFetch), base: median(fetch.base), unit: "ms"),
        ].filter { wanted($0.name) }
    }

    /// The CPU time `body` takes on this thread, in milliseconds.
    static func milliseconds(_ body: () throws -> Void) throws -> Double {
        let start = threadCPUTime()
        try body()
        return (threadCPUTime() - start) * 1e3
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The baseline: the same schema driven through sqlite3_* calls with prepared statements.
    final class RawDatabase {
        let handle: OpaquePointer

        init(path: String) throws {
            var handle: OpaquePointer?
            guard
                sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
                    == SQLITE_OK,
                let handle
            else { throw BenchError.sqlite("open \(path)") }
            self.handle = handle
            // The same file the store makes: WAL, synchronous FULL, the items table with its
            // version column and version index.
            try exec("PRAGMA journal_mode = WAL")
            try exec("PRAGMA synchronous = FULL")
            try exec(
                """
                CREATE TABLE items ("id" INTEGER PRIMARY KEY NOT NULL, "name", "score", "active", "created", "note",
                                    "__version" INTEGER NOT NULL DEFAULT 0)
                """)
            try exec(#"CREATE INDEX "items_index___version" ON items ("__version")"#)
        }

        deinit {
            sqlite3_close_v2(handle)
        }

        func exec(_ sql: String) throws {
            guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
                throw BenchError.sqlite(String(cString: sqlite3_errmsg(handle)))
            }
        }

        func prepare(_ sql: String) throws -> OpaquePointer {
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
                throw BenchError.sqlite(String(cString: sqlite3_errmsg(handle)))
            }
            return statement
        }

        // Not inlined, so a profile (callgrind, perf) shows the baseline's cost as one function.
        @inline(never)
        func insert(_ items: [Item], upsert: Bool = false) throws {
            try exec("BEGIN IMMEDIATE")
            let statement = try prepare(
                """
                INSERT INTO items ("id", "name", "score", "active", "created", "note", "__version") VALUES (?, ?, ?, ?, ?, ?, ?)
                """
                    + (upsert
                        ? #" ON CONFLICT("id") DO UPDATE SET "name" = excluded."name", "score" = excluded."score", "active" = excluded."active", "created" = excluded."created", "note" = excluded."note", "__version" = excluded."__version""#
                        : ""))
            defer { sqlite3_finalize(statement) }
            sqlite3_bind_int64(statement, 7, 1)
            for item in items {
                sqlite3_bind_int64(statement, 1, item.id)
                bindText(statement, 2, item.name)
                sqlite3_bind_double(statement, 3, item.score)
                sqlite3_bind_int64(statement, 4, item.active ? 1 : 0)
                sqlite3_bind_double(statement, 5, item.created.timeIntervalSinceReferenceDate)
                if let note = item.note { bindText(statement, 6, note) } else { sqlite3_bind_null(statement, 6) }
                guard sqlite3_step(statement) == SQLITE_DONE else {
                    throw BenchError.sqlite(String(cString: sqlite3_errmsg(handle)))
                }
                sqlite3_reset(statement)
            }
            try exec("COMMIT")
        }

        private func bindText(_ statement: OpaquePointer, _ index: Int32, _ text: String) {
            var text = text
            text.withUTF8 { bytes in
                _ = bytes.withMemoryRebound(to: CChar.self) {
                    tessera_sqlite3_bind_text(statement, index, $0.baseAddress, Int32($0.count))
                }
            }
        }

        @inline(never)
        func fetch(minimumScore: Double) throws -> [Item] {
            let statement = try prepare(#"SELECT * FROM items WHERE "score" >= ?"#)
            defer { sqlite3_finalize(statement) }
            sqlite3_bind_double(statement, 1, minimumScore)
            var items: [Item] = []
            while sqlite3_step(statement) == SQLITE_ROW {
                let note: String? = sqlite3_column_type(statement, 5) == SQLITE_NULL ? nil : text(statement, 5)
                items.append(
                    Item(
                        id: sqlite3_column_int64(statement, 0), name: text(statement, 1),
                        score: sqlite3_column_double(statement, 2), active: sqlite3_column_int64(statement, 3) != 0,
                        created: Date(timeIntervalSinceReferenceDate: sqlite3_column_double(statement, 4)), note: note))
            }
            return items
        }

        private func text(_ statement: OpaquePointer, _ column: Int32) -> String {
            let bytes = sqlite3_column_text(statement, column)!
            return String(
                decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column))),
                as: UTF8.self)
        }
    }

    enum BenchError: Error {
        case sqlite(String)
    }
}
