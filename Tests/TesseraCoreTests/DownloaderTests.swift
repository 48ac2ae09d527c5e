import Foundation
import Testing

@testable import TesseraCore

#if canImport(Glibc)
    import Glibc
#endif

/// Time limits no test should reach (the machine may be busy), and a small byte cap.
private let generous = DownloadLimits(totalTimeout: 20, idleTimeout: 20, maximumBytes: 64 << 10)

/// Serves one scripted answer on every path.
private func serve(_ response: LoopbackHTTPServer.Response) throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer { _ in response }
}

/// Runs `body` and returns its typed error, or records an issue when it succeeds.
private func downloadError(
    _ body: () async throws(DownloadError) -> DownloadResponse, sourceLocation: SourceLocation = #_sourceLocation
) async -> DownloadError? {
    do {
        let response = try await body()
        Issue.record(
            "expected an error, got \(response.data.count) bytes with status \(String(describing: response.statusCode))",
            sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

@Suite struct DownloaderTests {
    let downloader = Downloader()

    // MARK: - HTTP

    @Test func bringsTheBodyStatusAndHeaders() async throws {
        var answer = LoopbackHTTPServer.Response.ok(Data("hello".utf8), contentType: "text/plain")
        answer.headers["ETag"] = "\"v1\""
        let server = try serve(answer)
        let url = server.url("/greeting")
        let response = try await downloader.data(from: url, limits: generous)
        #expect(response.data == Data("hello".utf8))
        #expect(response.statusCode == 200)
        #expect(response.header("etag") == "\"v1\"")
        #expect(response.header("Content-Type") == "text/plain")
        #expect(response.url == url)
    }

    @Test func anErrorStatusIsAResponseNotAnError() async throws {
        let server = try serve(.status(404))
        let response = try await downloader.data(from: server.url("/missing"), limits: generous)
        #expect(response.statusCode == 404)
        #expect(response.data == Data("status 404".utf8))
    }

    @Test func aBodyExactlyAtTheCapIsAccepted() async throws {
        let body = Data(repeating: 7, count: 1000)
        let server = try serve(.ok(body))
        let limits = DownloadLimits(totalTimeout: 20, idleTimeout: 20, maximumBytes: 1000)
        #expect(try await downloader.data(from: server.url("/exact"), limits: limits).data == body)
    }

    @Test func aBodyOneByteOverTheCapIsRefused() async throws {
        let server = try serve(.ok(Data(repeating: 7, count: 1001)))
        let url = server.url("/over")
        let limits = DownloadLimits(totalTimeout: 20, idleTimeout: 20, maximumBytes: 1000)
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: url, limits: limits)
        }
        #expect(error == .tooLarge(url, maximumBytes: 1000))
    }

    /// D5/D6: a declared length of 400 MB is refused from the headers and the transfer is cancelled:
    /// the server (generating the body as it goes) gets only what the socket buffers take before the
    /// client hangs up, not the 400 MB.
    @Test func aHugeDeclaredLengthIsRefusedAndTheTransferCancelled() async throws {
        var answer = LoopbackHTTPServer.Response.ok(Data())
        answer.generatedBytes = 400_000_000
        let server = try serve(answer)
        defer { server.stop() }
        let url = server.url("/huge")
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: url, limits: generous)
        }
        #expect(error == .tooLarge(url, maximumBytes: 64 << 10))
        let sent = await server.generatedBytesSent("/huge", finished: 1)
        #expect(sent.count == 1 && sent.allSatisfy { $0 < 64 << 20 }, "sent \(sent)")
    }

    /// Without a Content-Length the body is counted as it arrives and cut off at the cap.
    @Test func aHugeUndeclaredBodyIsCutOffAtTheCap() async throws {
        var answer = LoopbackHTTPServer.Response.ok(Data())
        answer.generatedBytes = 400_000_000
        answer.contentLength = .omitted
        let server = try serve(answer)
        defer { server.stop() }
        let url = server.url("/endless")
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: url, limits: generous)
        }
        #expect(error == .tooLarge(url, maximumBytes: 64 << 10))
        let sent = await server.generatedBytesSent("/endless", finished: 1)
        #expect(sent.count == 1 && sent.allSatisfy { $0 < 64 << 20 }, "sent \(sent)")
    }

    /// The cap counts decoded bytes: 1 KB of gzip that inflates to 1 MiB of zeros is refused.
    @Test func aCompressedBodyIsCountedAfterDecoding() async throws {
        let gzip =
            Data([31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 237, 193, 49, 1, 0, 0, 0, 194, 160, 245, 79, 109, 8, 95, 160])
            + Data(count: 1016) + Data([62, 3, 28, 234, 56, 167, 0, 0, 16, 0])  // gzip of 1 MiB of zeros
        var answer = LoopbackHTTPServer.Response.ok(gzip)
        answer.headers["Content-Encoding"] = "gzip"
        let server = try serve(answer)
        let url = server.url("/bomb")
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: url, limits: generous)
        }
        #expect(error == .tooLarge(url, maximumBytes: 64 << 10))
        let roomy = DownloadLimits(totalTimeout: 20, idleTimeout: 20, maximumBytes: 1 << 20)
        #expect(try await downloader.data(from: url, limits: roomy).data == Data(count: 1 << 20))
    }

    /// D4: a server that keeps sending, slowly, never trips the idle limit but does trip the total one.
    @Test func aTricklingServerHitsTheTotalDeadline() async throws {
        var answer = LoopbackHTTPServer.Response.ok(Data(repeating: 1, count: 400))
        answer.trickle = (pieceSize: 1, pause: .milliseconds(25))  // 10 s for the whole body
        let server = try serve(answer)
        defer { server.stop() }
        let url = server.url("/trickle")
        let limits = DownloadLimits(totalTimeout: 1.5, idleTimeout: 1, maximumBytes: 1024)
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: url, limits: limits)
        }
        #expect(error == .timedOut(url, limit: .total(1.5)))
    }

    @Test func aSilentServerHitsTheIdleDeadline() async throws {
        let server = try serve(LoopbackHTTPServer.Response(body: Data("late".utf8), delay: .seconds(30)))
        defer { server.stop() }
        let url = server.url("/silent")
        let limits = DownloadLimits(totalTimeout: 20, idleTimeout: 0.3, maximumBytes: 1024)
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: url, limits: limits)
        }
        #expect(error == .timedOut(url, limit: .idle(0.3)))
    }

    @Test func aStallAfterTheFirstBytesHitsTheIdleDeadline() async throws {
        var answer = LoopbackHTTPServer.Response.ok(Data(repeating: 1, count: 20))
        answer.trickle = (pieceSize: 10, pause: .seconds(30))
        let server = try serve(answer)
        defer { server.stop() }
        let url = server.url("/stall")
        let limits = DownloadLimits(totalTimeout: 20, idleTimeout: 0.3, maximumBytes: 1024)
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: url, limits: limits)
        }
        #expect(error == .timedOut(url, limit: .idle(0.3)))
    }

    @Test func aBodyShorterThanItsDeclaredLengthIsATransportFailure() async throws {
        var answer = LoopbackHTTPServer.Response.ok(Data("only this".utf8))
        answer.contentLength = .declared(1000)
        let server = try serve(answer)
        let url = server.url("/short")
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: url, limits: generous)
        }
        guard case .transport(url, _)? = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
    }

    @Test func anAnswerThatIsNotHTTPIsATransportFailure() async throws {
        var answer = LoopbackHTTPServer.Response()
        answer.raw = Data("SSH-2.0-OpenSSH_9.6\r\n\r\n".utf8)
        let server = try serve(answer)
        let url = server.url("/not-http")
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: url, limits: generous)
        }
        guard case .transport(url, _)? = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
    }

    @Test func cancellingTheCallerEndsTheDownload() async throws {
        let gate = ServerGate()
        let server = try serve(LoopbackHTTPServer.Response(body: Data("held".utf8), gate: gate))
        defer { server.stop() }
        let url = server.url("/held")
        let limits = DownloadLimits(totalTimeout: 900, idleTimeout: 900, maximumBytes: 1024)
        let download = Task { [downloader] in try await downloader.data(from: url, limits: limits) }
        while server.requestCount("/held") == 0 { try await Task.sleep(for: .milliseconds(5)) }
        download.cancel()
        await #expect(throws: DownloadError.cancelled(url)) { try await download.value }
    }

    @Test func concurrentDownloadsEachGetTheirOwnBody() async throws {
        let server = try LoopbackHTTPServer { request in .ok(Data(request.path.utf8)) }
        let limits = DownloadLimits(totalTimeout: 20, idleTimeout: 20, maximumBytes: 1024)
        let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<12 {
                group.addTask { [downloader] in
                    let response = try await downloader.data(from: server.url("/\(index)"), limits: limits)
                    return (index, String(decoding: response.data, as: UTF8.self))
                }
            }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        #expect(bodies == Dictionary(uniqueKeysWithValues: (0..<12).map { ($0, "/\($0)") }))
    }

    @Test func otherSchemesAreRefused() async {
        let url = URL(string: "ftp://example.com/file")!
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: url, limits: generous)
        }
        #expect(error == .unsupportedScheme(url))
        #expect(error?.url == url)
    }

    // MARK: - Files

    @Test func readsAFile() async throws {
        let folder = TemporaryFolder("download")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent("a b.json")
        try Data(#"{"x": true}"#.utf8).write(to: file)
        let response = try await downloader.data(from: file, limits: generous)
        #expect(response.data == Data(#"{"x": true}"#.utf8))
        #expect(response.statusCode == nil)
        #expect(response.headers.isEmpty)
    }

    @Test func aFileAtTheCapIsReadAndOneByteMoreIsRefused() async throws {
        let folder = TemporaryFolder("download")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let exact = folder.url.appendingPathComponent("exact")
        let over = folder.url.appendingPathComponent("over")
        try Data(repeating: 1, count: 200_000).write(to: exact)
        try Data(repeating: 1, count: 200_001).write(to: over)
        let limits = DownloadLimits(totalTimeout: 20, idleTimeout: 20, maximumBytes: 200_000)
        #expect(try await downloader.data(from: exact, limits: limits).data.count == 200_000)
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: over, limits: limits)
        }
        #expect(error == .tooLarge(over, maximumBytes: 200_000))
    }

    @Test func aMissingFileOrADirectoryIsUnreadable() async throws {
        let folder = TemporaryFolder("download")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        for url in [folder.url.appendingPathComponent("missing.json"), folder.url] {
            let error = await downloadError { () throws(DownloadError) in
                try await downloader.data(from: url, limits: generous)
            }
            guard case .fileUnreadable(url, let reason)? = error else {
                Issue.record("\(url): got \(String(describing: error))")
                continue
            }
            #expect(!reason.isEmpty)
        }
    }

    /// A FIFO with no writer would block a plain open forever; it is refused at once.
    @Test func aFIFOIsRefusedWithoutWaiting() async throws {
        let folder = TemporaryFolder("download")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let fifo = folder.url.appendingPathComponent("pipe")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let error = await downloadError { () throws(DownloadError) in
            try await downloader.data(from: fifo, limits: generous)
        }
        #expect(error == .fileUnreadable(fifo, reason: "not a regular file"))
    }
}
