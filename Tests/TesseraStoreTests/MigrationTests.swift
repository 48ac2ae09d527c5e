import Foundation
import Testing

@testable import TesseraStore

/// Collects strings from migration bodies, which run on the opening thread.
final class MigrationLog: Sendable {
    private let lines = TesseraStoreTestLock<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// A value behind a pthread-backed NSLock (visible to the thread sanitizer).
final class TesseraStoreTestLock<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is safe: `value` is only touched inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// Versioned migrations: order, once-only, atomicity, and databases from newer apps.
@Suite struct MigrationTests {
    @Test func migrationsRunOnceInVersionOrderAndAreRecorded() throws {
        let directory = TemporaryDirectory()
        let log = MigrationLog()
        let migrations = [
            Migration(2, "second") { db in
                log.append("2")
                try db.save(Folder(id: UUID(), name: "made by 2"))
            },
            Migration(1, "first") { db in
                log.append("1 with \(try db.count(Folder.query)) folders")
            },
        ]
        do {
            let store = try Store(at: directory.file(), models: allModels, migrations: migrations)
            #expect(try store.appliedMigrations() == [1, 2])
            #expect(store.schemaVersion == 2)
        }
        let store = try Store(
            at: directory.file(), models: allModels,
            migrations: migrations + [
                Migration(3, "third") { db in
                    log.append("3")
                    for var folder in try db.fetch(Folder.query) {
                        folder.name = folder.name.uppercased()
                        try db.save(folder)
                    }
                }
            ])
        #expect(log.all == ["1 with 0 folders", "2", "3"])
        #expect(try store.appliedMigrations() == [1, 2, 3])
        #expect(try store.fetch(Folder.query).map(\.name) == ["MADE BY 2"])
    }

    @Test func aFailingMigrationRollsBackAndStopsTheOpen() throws {
        let directory = TemporaryDirectory()
        let failing = [
            Migration(1, "seed") { db in try db.save(Folder(id: UUID(), name: "seed")) },
            Migration(2, "breaks") { db in
                try db.save(Folder(id: UUID(), name: "half done"))
                throw Refusal()
            },
        ]
        #expect(throws: StoreError.migrationFailed(version: 2, name: "breaks", reason: "Refusal()")) {
            try Store(at: directory.file(), models: allModels, migrations: failing)
        }
        // Migration 1 committed; migration 2 left nothing and runs again when fixed.
        let fixed = [failing[0], Migration(2, "fixed") { db in try db.save(Folder(id: UUID(), name: "fixed")) }]
        let store = try Store(at: directory.file(), models: allModels, migrations: fixed)
        #expect(try store.appliedMigrations() == [1, 2])
        #expect(try store.fetch(Folder.query.sorted(by: .ascending(\.name))).map(\.name) == ["fixed", "seed"])
    }

    @Test func aDatabaseFromANewerAppIsRefusedAndLeftByteForByteUntouched() throws {
        let directory = TemporaryDirectory()
        let newer = (1...3).map { version in Migration(version, "v\(version)") { _ in } }
        do {
            let store = try Store(at: directory.file(), models: allModels, migrations: newer)
            try store.save(Note(id: 1, title: "from the future"))
        }
        let before = try Data(contentsOf: directory.file())
        #expect(throws: StoreError.newerSchema(path: directory.file().path, databaseVersion: 3, supportedVersion: 2)) {
            try Store(at: directory.file(), models: allModels, migrations: Array(newer.prefix(2)))
        }
        let after = try Data(contentsOf: directory.file())
        #expect(after == before)
        if after != before {
            let differing = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            Issue.record("sizes \(before.count) \(after.count); differing offsets \(differing.prefix(20))")
        }
        // The newer app still opens it.
        let store = try Store(at: directory.file(), models: allModels, migrations: newer)
        #expect(try store.find(Note.self, id: 1)?.title == "from the future")
    }
}
