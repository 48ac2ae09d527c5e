import Foundation
import Testing

@testable import TesseraStore

struct Refusal: Error, Equatable {}

/// Commits, rollbacks, savepoints and nesting.
@Suite struct TransactionTests {
    @Test func aThrowingWriteLeavesNothingBehind() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.save(Note(id: 1, title: "kept"))
        #expect(throws: Refusal()) {
            try store.write { db in
                try db.save(Note(id: 2, title: "rolled back"))
                try db.delete(Note.self, id: 1)
                throw Refusal()
            }
        }
        #expect(try store.fetch(Note.query).map(\.title) == ["kept"])
    }

    @Test func aReadPassesItsBodysOwnErrorThroughUnchanged() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        #expect(throws: Refusal()) {
            try store.read { _ in throw Refusal() }
        }
        // The reader connection went back to the pool: the next read works.
        #expect(try store.count(Note.query) == 0)
    }

    @Test func aFailedSavepointIsUndoneAloneAndTheOuterTransactionCommits() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.write { db in
            try db.save(Note(id: 1, title: "outer"))
            #expect(throws: Refusal()) {
                try db.transaction { db in
                    try db.save(Note(id: 2, title: "inner"))
                    try db.transaction { db in try db.save(Note(id: 3, title: "innermost")) }
                    throw Refusal()
                }
            }
            try db.transaction { db in try db.save(Note(id: 4, title: "second inner")) }
            #expect(try db.count(Note.query) == 2)
        }
        #expect(try store.fetch(Note.query.sorted(by: .ascending(\.id))).map(\.id) == [1, 4])
    }

    @Test func aWriteInsideAWriteOnTheSameThreadIsASavepointNotADeadlock() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.write { db in
            try db.save(Note(id: 1, title: "outer"))
            try store.write { inner in try inner.save(Note(id: 2, title: "nested write")) }
            #expect(throws: Refusal()) {
                try store.write { inner in
                    try inner.save(Note(id: 3, title: "nested and undone"))
                    throw Refusal()
                }
            }
            // The nested write is part of this transaction: visible here, not yet to readers.
            #expect(try db.count(Note.query) == 2)
            #expect(try store.read { try $0.count(Note.query) } == 0)
            // Shortcuts nest too.
            try store.save(Note(id: 5, title: "shortcut"))
        }
        #expect(try store.fetch(Note.query.sorted(by: .ascending(\.id))).map(\.id) == [1, 2, 5])
    }

    @Test func insertRefusesAnExistingIdWithAConstraintError() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.write { db in try db.insert(Note(id: 1, title: "first")) }
        do {
            try store.write { db in try db.insert(Note(id: 1, title: "second")) }
            Issue.record("expected a constraint violation")
        } catch let StoreError.constraintViolation(table, code, message, sql) {
            #expect(table == "notes")
            #expect(code == 1555)  // SQLITE_CONSTRAINT_PRIMARYKEY
            #expect(message == "UNIQUE constraint failed: notes.id")
            #expect(sql.hasPrefix(#"INSERT INTO "notes" ("id", "title", "#))
        }
        #expect(try store.find(Note.self, id: 1)?.title == "first")
        try store.save(Note(id: 1, title: "replaced"))
        #expect(try store.find(Note.self, id: 1)?.title == "replaced")
    }

    @Test func aUniqueIndexViolationIsTypedAndNothingIsReplaced() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.save(Account(id: "a", email: "ada@example.com"))
        do {
            try store.save(Account(id: "b", email: "ada@example.com"))
            Issue.record("expected a constraint violation")
        } catch let StoreError.constraintViolation(table, code, message, _) {
            #expect(table == "accounts")
            #expect(code == 2067)  // SQLITE_CONSTRAINT_UNIQUE
            #expect(message == "UNIQUE constraint failed: accounts.email")
        }
        #expect(try store.fetch(Account.query) == [Account(id: "a", email: "ada@example.com")])
    }

    @Test func everyChangingTransactionGetsTheNextVersion() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        #expect(try store.changeVersion() == 0)
        let first = try store.write { db in
            try db.save(Note(id: 1, title: "a"))
            return db.version
        }
        #expect(first == 1)
        _ = try store.write { _ in }  // changes nothing: no new version
        try store.save(Note(id: 2, title: "b"))
        #expect(try store.changeVersion() == 2)
    }

    @Test func asyncWritesAndReadsRunOffTheCallersThread() async throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 1...20 {
                group.addTask {
                    try await store.write { db in try db.save(Note(id: Int64(index), title: "async \(index)")) }
                }
            }
            try await group.waitForAll()
        }
        let count = try await store.read { db in try db.count(Note.query) }
        #expect(count == 20)
    }

    @Test func readsNestedOnOneThreadShareTheirConnectionEvenWithAPoolOfOne() throws {
        var configuration = StoreConfiguration()
        configuration.maximumReaderCount = 1
        let directory = TemporaryDirectory()
        let store = try Store(at: directory.file(), models: allModels, configuration: configuration)
        try store.save(Note(id: 1, title: "one"))
        let counts = try store.read { outer in
            let first = try outer.count(Note.query)  // the snapshot starts with the first read
            try store.save(Note(id: 2, title: "committed during the outer read"))
            let inner = try store.read { try $0.count(Note.query) }
            return (first, inner, try store.count(Note.query))
        }
        // One snapshot for the whole outer read, nested reads included.
        #expect(counts == (1, 1, 1))
        #expect(try store.count(Note.query) == 2)
    }

    @Test func aDatabaseHandleIsInvalidAfterItsClosure() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let escaped = try store.read { $0 }
        #expect(!escaped.isValid)
    }
}
