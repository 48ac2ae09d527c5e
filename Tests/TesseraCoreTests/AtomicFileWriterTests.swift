import Foundation
import Glibc
import TesseraCore
import Testing

/// Atomic writes go to the end of a chain of symbolic links and leave the links in place.
@Suite struct AtomicFileWriterTests {
    @Test func aPlainPathIsWrittenAndReplaced() throws {
        let folder = TemporaryFolder("atomic")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent("file")
        try AtomicFileWriter.write(Data("one".utf8), to: file)
        try AtomicFileWriter.write(Data("two".utf8), to: file)
        #expect(folder.contents("file") == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["file"])
    }

    @Test func relativeAndAbsoluteLinksAreFollowedToTheEnd() throws {
        let folder = TemporaryFolder("atomic")
        defer { folder.remove() }
        let inner = folder.url.appendingPathComponent("inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let end = inner.appendingPathComponent("end")
        try Data("old".utf8).write(to: end)
        let middle = folder.url.appendingPathComponent("middle")
        let start = inner.appendingPathComponent("start")
        try FileManager.default.createSymbolicLink(atPath: middle.path, withDestinationPath: "inner/end")
        try FileManager.default.createSymbolicLink(atPath: start.path, withDestinationPath: middle.path)

        #expect(try AtomicFileWriter.target(of: start).path == folder.url.path + "/inner/end")
        try AtomicFileWriter.write(Data("new".utf8), to: start)

        #expect(try String(contentsOf: end, encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: start.path) == middle.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: middle.path) == "inner/end")
    }

    @Test func aLinkToNothingCreatesItsTarget() throws {
        let folder = TemporaryFolder("atomic")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let link = folder.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "new")
        try AtomicFileWriter.write(Data("made".utf8), to: link)
        #expect(folder.contents("new") == "made")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "new")
    }

    @Test func aLoopOfLinksThrowsAndWritesNothing() throws {
        let folder = TemporaryFolder("atomic")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let one = folder.url.appendingPathComponent("one")
        try FileManager.default.createSymbolicLink(atPath: one.path, withDestinationPath: "two")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("two").path, withDestinationPath: "one")
        #expect(throws: AtomicWriteError.symbolicLinkLoop(one)) { try AtomicFileWriter.write(Data("x".utf8), to: one) }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path)) == ["one", "two"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: one.path) == "two")
    }

    @Test func aNamedPipeAtTheEndOfALinkStaysAndThrows() throws {
        let folder = TemporaryFolder("atomic")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let pipe = folder.url.appendingPathComponent("pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let link = folder.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "pipe")
        #expect(throws: AtomicWriteError.notAFile(link, target: pipe, found: .namedPipe)) {
            try AtomicFileWriter.write(Data("x".utf8), to: link)
        }
        var status = stat()
        #expect(lstat(pipe.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path)) == ["link", "pipe"])
    }
}
