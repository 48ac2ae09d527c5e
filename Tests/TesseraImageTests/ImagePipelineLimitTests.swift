import Foundation
import TesseraCore
import Testing

@testable import TesseraImage

/// Hostile servers, huge files and invalid requests against the pipeline (issue 19: D4, D5, D16).
@Suite struct ImagePipelineLimitTests {
    /// Time limits no test should reach (the machine may be busy), and a small byte cap.
    private let generous = DownloadLimits(totalTimeout: 20, idleTimeout: 20, maximumBytes: 256 << 10)

    /// D4: a server trickling one byte every 50 ms never looks idle; the total limit ends the load.
    @Test func aTricklingServerHitsTheTotalLimit() async throws {
        let png = ImageFixtures.png(width: 64, height: 64)
        try #require(png.count >= 100)  // at least 5 s to send
        var trickled = LoopbackHTTPServer.Response.png(png)
        trickled.trickle = (pieceSize: 1, pause: .milliseconds(50))
        let server = try ScriptedImageServer(["/trickle.png": [trickled]])
        defer { server.stop() }
        let url = server.url("/trickle.png")
        let limits = DownloadLimits(totalTimeout: 1.5, idleTimeout: 1, maximumBytes: 1 << 20)
        await #expect(throws: ImagePipeline.Error.timedOut(url, limit: .total(1.5))) {
            try await makePipeline(limits: limits).image(for: url)
        }
    }

    /// D5: a 400 MB response is refused at the byte limit (the server generates it as it goes).
    @Test func aHugeResponseIsRefusedAtTheByteLimit() async throws {
        var huge = LoopbackHTTPServer.Response.png(ImageFixtures.png(width: 8, height: 8))
        huge.generatedBytes = 400_000_000
        var undeclared = huge
        undeclared.contentLength = .omitted
        let server = try ScriptedImageServer(["/declared.png": [huge], "/undeclared.png": [undeclared]])
        defer { server.stop() }
        let pipeline = makePipeline(limits: generous)
        for path in ["/declared.png", "/undeclared.png"] {
            let url = server.url(path)
            await #expect(throws: ImagePipeline.Error.responseTooLarge(url, maximumBytes: 256 << 10)) {
                try await pipeline.image(for: url)
            }
            // The transfer was cancelled: the server got out no more than the socket buffers took.
            let sent = await server.server.generatedBytesSent(path, finished: 1)
            #expect(sent.count == 1 && sent.allSatisfy { $0 < 64 << 20 }, "\(path) sent \(sent)")
        }
    }

    @Test func aFileOverTheByteLimitIsRefused() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent("big.png")
        try (ImageFixtures.png(width: 8, height: 8) + Data(repeating: 0, count: 300 << 10)).write(to: file)
        await #expect(throws: ImagePipeline.Error.responseTooLarge(file, maximumBytes: 256 << 10)) {
            try await makePipeline(limits: generous).image(for: file)
        }
    }

    @Test func aTruncatedResponseIsATransportFailure() async throws {
        var truncated = LoopbackHTTPServer.Response.png(ImageFixtures.png(width: 8, height: 8))
        truncated.contentLength = .declared(100_000)
        let server = try ScriptedImageServer(["/truncated.png": [truncated]])
        let url = server.url("/truncated.png")
        await #expect {
            try await makePipeline(limits: generous).image(for: url)
        } throws: { error in
            guard case .transport(url, _) = error as? ImagePipeline.Error else { return false }
            return true
        }
    }

    /// D16: an invalid scale or target size fails with a typed error before anything is downloaded.
    @Test func anInvalidScaleOrTargetSizeFailsBeforeDownloading() async throws {
        let server = try ScriptedImageServer(["/photo.png": [.png(ImageFixtures.png(width: 8, height: 8))]])
        let url = server.url("/photo.png")
        let pipeline = makePipeline()
        await #expect(throws: ImagePipeline.Error.invalidScale(url, scale: 0)) {
            try await pipeline.image(for: ImageRequest(url: url, scale: 0))
        }
        await #expect(throws: ImagePipeline.Error.invalidTargetSize(url, pixelSize: CGSize(width: -20, height: 20))) {
            try await pipeline.image(for: ImageRequest(url: url, targetSize: CGSize(width: -10, height: 10), scale: 2))
        }
        #expect(server.count("/photo.png") == 0)
        #expect(try await pipeline.image(for: ImageRequest(url: url, scale: 2)).bitmap.scale == 2)
    }
}
