import Foundation
import Glibc
import Testing

@testable import TesseraStore

/// A path that is not a regular file is refused by its type, before anything opens it: opening a
/// named pipe for reading waits for a writer, and `Store(at:)` on one used to wait forever.
@Suite struct DatabaseFileCheckTests {
    @Test func aNamedPipeIsRefusedWithoutWaiting() throws {
        let directory = TemporaryDirectory()
        let pipe = try makePipe(directory.file())
        #expect(opening(pipe, releasing: pipe) == .notARegularFile(path: pipe.path, kind: .namedPipe))
    }

    @Test func aSymbolicLinkToANamedPipeIsRefusedAsThePipe() throws {
        let directory = TemporaryDirectory()
        let pipe = try makePipe(directory.file("pipe"))
        let link = directory.file()
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: pipe)
        #expect(opening(link, releasing: pipe) == .notARegularFile(path: link.path, kind: .namedPipe))
    }

    @Test func aNamedPipeBesideTheDatabaseIsRefused() throws {
        let directory = TemporaryDirectory()
        try Store(at: directory.file(), models: allModels).save(Note(id: 1, title: "kept"))
        let wal = try makePipe(directory.file("store.sqlite-wal"))
        #expect(opening(directory.file(), releasing: wal) == .notARegularFile(path: wal.path, kind: .namedPipe))
        try FileManager.default.removeItem(at: wal)
        #expect(try Store(at: directory.file(), models: allModels).fetch(Note.query).map(\.title) == ["kept"])
    }

    @Test func aDirectoryIsRefusedByItsType() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file(), withIntermediateDirectories: false)
        #expect(opening(directory.file()) == .notARegularFile(path: directory.file().path, kind: .directory))
    }

    @Test func aSocketIsRefusedByItsType() throws {
        let directory = TemporaryDirectory()
        let path = directory.file().path
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        #expect(opening(directory.file()) == .notARegularFile(path: path, kind: .socket))
    }

    @Test func aDeviceIsRefusedByItsType() {
        let zero = URL(fileURLWithPath: "/dev/zero")
        #expect(opening(zero) == .notARegularFile(path: zero.path, kind: .characterDevice))
    }

    @Test func theKindNamesWhatWasFoundInTheMessage() {
        #expect(
            StoreError.notARegularFile(path: "/tmp/x", kind: .namedPipe).description
                == "/tmp/x is a named pipe, not a regular file")
    }

    /// Makes a named pipe at `url`.
    private func makePipe(_ url: URL) throws -> URL {
        try #require(mkfifo(url.path, 0o600) == 0)
        return url
    }

    /// The error of opening a store at `url`, or `nil` if it opened. Opens on another thread and
    /// records an issue if that has not finished after 10 s (a guard against hanging, not a speed
    /// test); a reader stuck on the named pipe `releasing` is then released by opening it for writing.
    private func opening(
        _ url: URL, releasing pipe: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> StoreError? {
        let outcome = TesseraStoreTestLock<Result<Void, StoreError>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let result = Result { () throws(StoreError) in _ = try Store(at: url, models: allModels) }
            outcome.withLock { $0 = result }
            finished.signal()
        }
        if finished.wait(timeout: .now() + 10) == .timedOut {
            Issue.record("Store(at: \(url.path)) was still blocked after 10 s", sourceLocation: sourceLocation)
            if let pipe {
                let writer = open(pipe.path, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
            }
            return nil
        }
        switch outcome.withLock({ $0 }) {
        case .failure(let error): return error
        default: return nil
        }
    }
}
