import Foundation
import TesseraServices
import Testing

/// Collects a watcher's batches on the main actor.
@MainActor
final class ChangeCollector {
    private(set) var batches: [[FileChange]] = []
    private(set) var ended = false
    private var task: Task<Void, Never>?

    init(_ watcher: FileWatcher) {
        let changes = watcher.changes
        task = Task { [weak self] in
            for await batch in changes { self?.batches.append(batch) }
            self?.ended = true
        }
    }

    var all: [FileChange] { batches.flatMap { $0 } }
}

@MainActor
@Suite struct FileWatcherTests {
    @Test func missingDirectoryOrAFileIsNotADirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.file("nope")
        #expect(throws: FileWatcherError.notADirectory(missing)) { try FileWatcher(directory: missing) }
        try saveAtomically("x", to: directory.file("plain.txt"))
        #expect(throws: FileWatcherError.notADirectory(directory.file("plain.txt"))) {
            try FileWatcher(directory: directory.file("plain.txt"))
        }
    }

    @Test func inPlaceWriteIsReportedAsWritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("theme.json")
        try saveAtomically("{}", to: file)
        let watcher = try FileWatcher(directory: directory.url, fileNames: ["theme.json"])
        let collector = ChangeCollector(watcher)
        try saveInPlace(#"{"name": "x"}"#, to: file)
        #expect(await eventually { !collector.all.isEmpty })
        #expect(collector.all == [FileChange(url: file, kind: .written)])
        watcher.stop()
    }

    @Test func atomicRenameOverTheFileIsReportedAsMovedIn() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("theme.json")
        try saveAtomically("{}", to: file)
        let watcher = try FileWatcher(directory: directory.url, fileNames: ["theme.json"])
        let collector = ChangeCollector(watcher)
        try saveAtomically(#"{"name": "y"}"#, to: file)
        #expect(await eventually { !collector.all.isEmpty })
        #expect(collector.all.last == FileChange(url: file, kind: .movedIn))
        watcher.stop()
    }

    @Test func otherFilesAreFilteredOutAndABurstArrivesAsOneBatch() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let watcher = try FileWatcher(directory: directory.url, fileNames: ["a.json", "b.json"], debounce: .seconds(3))
        // The quiet time is long because on a loaded two-core machine the two writes below can be
        // hundreds of milliseconds apart; the test asserts the batch, not how long it took.
        let collector = ChangeCollector(watcher)
        try saveAtomically("1", to: directory.file("ignored.txt"))
        try saveAtomically("1", to: directory.file("b.json"))
        try saveAtomically("1", to: directory.file("a.json"))
        #expect(await eventually { !collector.batches.isEmpty })
        #expect(collector.batches.first?.map(\.url.lastPathComponent) == ["a.json", "b.json"])
        watcher.stop()
    }

    @Test func deletionIsReported() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("strings.strings")
        try saveAtomically("", to: file)
        let watcher = try FileWatcher(directory: directory.url)
        let collector = ChangeCollector(watcher)
        try FileManager.default.removeItem(at: file)
        #expect(await eventually { !collector.all.isEmpty })
        #expect(collector.all == [FileChange(url: file, kind: .deleted)])
        watcher.stop()
    }

    @Test func stopEndsTheStreamAndIsIdempotent() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let watcher = try FileWatcher(directory: directory.url)
        let collector = ChangeCollector(watcher)
        watcher.stop()
        watcher.stop()
        #expect(await eventually { collector.ended })
        #expect(collector.batches.isEmpty)
    }

    @Test func removingTheDirectoryEndsTheStream() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }  // when the watcher could not start
        let watcher = try FileWatcher(directory: directory.url)
        let collector = ChangeCollector(watcher)
        directory.remove()
        #expect(await eventually { collector.ended })
        watcher.stop()
    }
}
