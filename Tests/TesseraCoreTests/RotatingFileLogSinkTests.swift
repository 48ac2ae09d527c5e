import Foundation
import Testing

@testable import TesseraCore

@Suite struct RotatingFileLogSinkTests {
    let epoch = Date(timeIntervalSince1970: 1_769_940_000)  // 2026-02-01T10:00:00Z

    /// A record whose file line is exactly 50 bytes: timestamp (24) + " [info] t: " (11) + 14 + "\n".
    func record(_ index: Int) -> LogRecord {
        LogRecord(date: epoch, level: .info, category: "t", message: String(format: "message-%06d", index))
    }

    @Test func linesAreTimestampedInUTC() throws {
        let folder = TemporaryFolder("line")
        defer { folder.remove() }
        let sink = try RotatingFileLogSink(directory: folder.url)
        sink.receive(LogRecord(date: epoch, level: .warning, category: "sync", message: "late", metadata: ["n": "3"]))
        #expect(folder.contents("app.log") == "2026-02-01T10:00:00.000Z [warning] sync: late {n=3}\n")
    }

    @Test func rotatesAtTheSizeBoundAndKeepsNFiles() throws {
        let folder = TemporaryFolder("rotate")
        defer { folder.remove() }
        #expect(record(0).timestampedLine.utf8.count + 1 == 50)
        // Two 50-byte lines fit in 100 bytes; the third starts a new file.
        let sink = try RotatingFileLogSink(directory: folder.url, maximumFileSize: 100, maximumFileCount: 3)
        for index in 0..<9 { sink.receive(record(index)) }

        #expect(folder.fileNames == ["app.1.log", "app.2.log", "app.log"])
        let current = try #require(folder.contents("app.log"))
        let newest = try #require(folder.contents("app.1.log"))
        let oldest = try #require(folder.contents("app.2.log"))
        #expect(current.utf8.count == 50)
        #expect(current.contains("message-000008"))
        #expect(newest.contains("message-000006") && newest.contains("message-000007"))
        #expect(oldest.contains("message-000004") && oldest.contains("message-000005"))
        #expect(!oldest.contains("message-000003"))
        for name in folder.fileNames {
            #expect((folder.contents(name)?.utf8.count ?? 0) <= 100)
        }
    }

    @Test func aLineLargerThanTheBoundGetsAFileOfItsOwn() throws {
        let folder = TemporaryFolder("large")
        defer { folder.remove() }
        let sink = try RotatingFileLogSink(directory: folder.url, maximumFileSize: 30, maximumFileCount: 2)
        sink.receive(record(1))
        sink.receive(record(2))
        #expect(folder.fileNames == ["app.1.log", "app.log"])
        #expect(folder.contents("app.log")?.contains("message-000002") == true)
        #expect(folder.contents("app.1.log")?.contains("message-000001") == true)
    }

    @Test func oneFileKeptMeansTheCurrentFileRestarts() throws {
        let folder = TemporaryFolder("single")
        defer { folder.remove() }
        let sink = try RotatingFileLogSink(directory: folder.url, maximumFileSize: 100, maximumFileCount: 1)
        for index in 0..<5 { sink.receive(record(index)) }
        #expect(folder.fileNames == ["app.log"])
        #expect(folder.contents("app.log")?.contains("message-000004") == true)
        #expect(folder.contents("app.log")?.contains("message-000003") == false)
    }

    @Test func anExistingFileIsAppendedToAcrossRestarts() throws {
        let folder = TemporaryFolder("restart")
        defer { folder.remove() }
        do {
            let sink = try RotatingFileLogSink(directory: folder.url, baseName: "journal", maximumFileSize: 1000)
            sink.receive(record(1))
        }
        let sink = try RotatingFileLogSink(directory: folder.url, baseName: "journal", maximumFileSize: 1000)
        sink.receive(record(2))
        #expect(folder.fileNames == ["journal.log"])
        #expect(folder.contents("journal.log")?.utf8.count == 100)
        #expect(sink.currentFileURL.lastPathComponent == "journal.log")
        #expect(sink.fileURL(index: 2).lastPathComponent == "journal.2.log")
    }

    @Test func aFolderThatCannotBeCreatedThrows() throws {
        let folder = TemporaryFolder("blocked")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let blocker = folder.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        #expect {
            try RotatingFileLogSink(directory: blocker.appendingPathComponent("logs"))
        } throws: { error in
            guard case LogFileError.cannotCreateDirectory(let url, _) = error else { return false }
            return url.lastPathComponent == "logs"
        }
    }

    @Test func eachSinkFiltersByItsOwnLevel() throws {
        let folder = TemporaryFolder("levels")
        defer { folder.remove() }
        let file = try RotatingFileLogSink(directory: folder.url, minimumLevel: .debug)
        let memory = MemoryLogSink(minimumLevel: .error)
        let hub = LogHub(sinks: [file, memory], minimumLevel: .trace)
        let log = Logger(category: "c", hub: hub)
        log.trace("t")
        log.debug("d")
        log.warning("w")
        log.critical("c")
        #expect(memory.records.map(\.message) == ["c"])
        let lines = folder.contents("app.log")?.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(lines == ["[debug] c: d", "[warning] c: w", "[critical] c: c"])
    }

    /// Issue 19: rotation removed a directory named like the oldest archive with everything in it.
    @Test func aDirectoryNamedLikeTheOldestArchiveIsNeverRemoved() throws {
        let folder = TemporaryFolder("planted")
        defer { folder.remove() }
        let planted = folder.url.appendingPathComponent("app.2.log")
        try FileManager.default.createDirectory(
            at: planted.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: planted.appendingPathComponent("inner/thesis.docx"))
        let failures = Lock<[LogFileError]>([])
        let sink = try RotatingFileLogSink(
            directory: folder.url, maximumFileSize: 100, maximumFileCount: 3,
            errorHandler: { error in failures.withLock { $0.append(error) } })
        for index in 0..<3 { sink.receive(record(index)) }  // the third line rotates
        #expect(folder.contents("app.2.log/inner/thesis.docx") == "keep me")
        #expect(folder.contents("app.log")?.contains("message-000002") == true)
        let reported = failures.withLock { $0 }.map(\.description)
        #expect(
            reported.first
                == "cannot rotate log file \(planted.path): left \(planted.path) in place: it is a directory, not a file"
        )
    }
}
