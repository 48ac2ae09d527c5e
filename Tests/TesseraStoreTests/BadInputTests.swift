import Foundation
import Testing

@testable import TesseraStore

/// Files that are not databases, damaged databases and unwritable places give typed errors.
@Suite struct BadInputTests {
    @Test func aTextFileIsNotADatabaseAndIsLeftAlone() throws {
        let directory = TemporaryDirectory()
        let text = Data(String(repeating: "these are not the pages you are looking for\n", count: 100).utf8)
        try text.write(to: directory.file())
        #expect(throws: StoreError.notADatabase(path: directory.file().path)) {
            try Store(at: directory.file(), models: allModels)
        }
        #expect(try Data(contentsOf: directory.file()) == text)
    }

    @Test func aTinyFileIsNotADatabase() throws {
        let directory = TemporaryDirectory()
        try Data("SQLite".utf8).write(to: directory.file())
        #expect(throws: StoreError.notADatabase(path: directory.file().path)) {
            try Store(at: directory.file(), models: allModels)
        }
    }

    @Test func theMagicStringOverGarbageIsNotADatabase() throws {
        let directory = TemporaryDirectory()
        var bytes = Data("SQLite format 3".utf8) + [0]
        bytes += [0x10, 0x00] + Array(repeating: 0xA5, count: 4096 - 18)  // page size 4096, then noise
        try bytes.write(to: directory.file())
        #expect(throws: StoreError.notADatabase(path: directory.file().path)) {
            try Store(at: directory.file(), models: allModels)
        }
    }

    @Test func aValidHeaderOverGarbagePagesIsCaughtBySQLite() throws {
        let directory = TemporaryDirectory()
        do {
            let store = try Store(at: directory.file(), models: allModels)
            try store.save(Note(id: 1, title: "x"))
        }
        var bytes = try Data(contentsOf: directory.file())
        bytes.replaceSubrange(100..<bytes.count, with: Array(repeating: 0xA5, count: bytes.count - 100))
        try bytes.write(to: directory.file())
        #expect {
            try Store(at: directory.file(), models: allModels)
        } throws: { error in
            switch error as? StoreError {
            case .notADatabase, .corrupt: true
            default: false
            }
        }
    }

    @Test func aTruncatedDatabaseIsRefusedBeforeAnythingIsWritten() throws {
        let directory = TemporaryDirectory()
        do {
            let store = try Store(at: directory.file(), models: allModels)
            try store.save(
                contentsOf: (1...2_000).map { Note(id: Int64($0), title: String(repeating: "page filler ", count: 20)) }
            )
        }
        let whole = try Data(contentsOf: directory.file())
        #expect(whole.count > 100_000)
        let half = whole.prefix(whole.count / 2)
        try half.write(to: directory.file())
        #expect(
            throws: StoreError.truncated(
                path: directory.file().path, expectedBytes: whole.count, actualBytes: half.count)
        ) {
            try Store(at: directory.file(), models: allModels)
        }
        #expect(try Data(contentsOf: directory.file()) == half)
    }

    @Test func overwrittenPagesAreReportedAsCorruptNotAsWrongData() throws {
        let directory = TemporaryDirectory()
        do {
            let store = try Store(at: directory.file(), models: allModels)
            try store.save(
                contentsOf: (1...2_000).map { Note(id: Int64($0), title: String(repeating: "page filler ", count: 20)) }
            )
        }
        var bytes = try Data(contentsOf: directory.file())
        // Scribble over every page after the schema's, keeping the file's length and header.
        for offset in stride(from: 8 * 4096, to: bytes.count, by: 4096) {
            bytes.replaceSubrange(offset..<offset + 64, with: Array(repeating: 0xFF, count: 64))
        }
        try bytes.write(to: directory.file())
        // Damage that reaches the schema pages is caught while opening, the rest when read.
        let outcome = Result { () throws(StoreError) in
            let store = try Store(at: directory.file(), models: allModels)
            _ = try store.fetch(Note.query)
            try store.checkIntegrity()
        }
        switch outcome {
        case .failure(.corrupt): break
        case let other: Issue.record("expected corrupt, got \(other)")
        }
    }

    @Test func aDirectoryThatCannotBeWrittenIsACannotOpenError() throws {
        let directory = TemporaryDirectory()
        let locked: URL
        if geteuid() == 0 {
            // Root ignores permission bits; /proc/self is a directory no process can create files in.
            locked = URL(fileURLWithPath: "/proc/self")
        } else {
            locked = directory.url.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        }
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let file = locked.appendingPathComponent("store.sqlite")
        #expect {
            try Store(at: file, models: allModels)
        } throws: { error in
            guard case .cannotOpen(let path, let code, _) = error as? StoreError else { return false }
            return path == file.path && code & 0xFF == 14  // SQLITE_CANTOPEN
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aMissingDirectoryIsACannotOpenError() throws {
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("missing/deeper/store.sqlite")
        #expect {
            try Store(at: file, models: allModels)
        } throws: { error in
            if case .cannotOpen(file.path, _, _) = error as? StoreError { return true }
            return false
        }
    }

    @Test func anInMemoryStoreWorksWithoutAnyFile() throws {
        let store = try Store.inMemory(models: allModels)
        try store.save(contentsOf: sampleNotes(5))
        #expect(try store.count(Note.query.filter(\.pinned == true)) == 2)
        #expect(store.path == ":memory:")
        try store.checkIntegrity()
    }
}
