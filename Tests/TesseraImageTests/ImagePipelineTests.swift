import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraImage

/// A pipeline with no disk cache and short time limits, for tests.
func makePipeline(
    memory: Bool = true, dataCache: DataCache? = nil,
    limits: DownloadLimits = DownloadLimits(totalTimeout: 10, idleTimeout: 10, maximumBytes: 16 << 20),
    concurrentLoads: Int = 6
) -> ImagePipeline {
    ImagePipeline(
        configuration: .init(
            dataLoader: DataLoader(limits: limits), imageCache: memory ? ImageCache() : nil,
            dataCache: dataCache, maximumConcurrentLoads: concurrentLoads))
}

@Suite struct ImagePipelineTests {
    @Test func loadsAFileURL() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent("local.png")
        let original = ImageFixtures.gradient(width: 9, height: 4)
        try ImageFixtures.png(original).write(to: file)
        let response = try await makePipeline().image(for: file)
        #expect(response.bitmap == original)
        #expect(response.source == .file)
    }

    @Test func missingFileIsUnreadable() async throws {
        let url = URL(fileURLWithPath: "/nonexistent/tessera/\(UUID().uuidString).png")
        await #expect {
            try await makePipeline().image(for: url)
        } throws: { error in
            guard case .fileUnreadable(url, _) = error as? ImagePipeline.Error else { return false }
            return true
        }
    }

    @Test func unsupportedSchemeIsRefused() async {
        let url = URL(string: "ftp://example.com/a.png")!
        await #expect(throws: ImagePipeline.Error.unsupportedScheme(url)) { try await makePipeline().image(for: url) }
    }

    @Test func loadsPNGAndJPEGOverHTTPThenHitsMemory() async throws {
        let png = ImageFixtures.gradient(width: 16, height: 8)
        let server = try ScriptedImageServer([
            "/a.png": [.png(ImageFixtures.png(png))],
            "/b.jpg": [.jpeg(ImageFixtures.jpeg(width: 30, height: 20))],
        ])
        let pipeline = makePipeline()
        let first = try await pipeline.image(for: server.url("/a.png"))
        #expect(first.bitmap == png)
        #expect(first.source == .network)
        let again = try await pipeline.image(for: server.url("/a.png"))
        #expect(again.source == .memoryCache)
        #expect(server.count("/a.png") == 1)
        let jpeg = try await pipeline.image(for: server.url("/b.jpg"))
        #expect((jpeg.bitmap.width, jpeg.bitmap.height) == (30, 20))
        #expect(pipeline.cachedImage(for: ImageRequest(url: server.url("/b.jpg"))) == jpeg.bitmap)
    }

    @Test func hundredConcurrentRequestsMakeOneNetworkFetch() async throws {
        let gate = ServerGate()
        var held = LoopbackHTTPServer.Response.png(ImageFixtures.png(width: 32, height: 32))
        held.gate = gate
        let server = try ScriptedImageServer(["/shared.png": [held]])
        let pipeline = makePipeline(memory: false)
        let request = ImageRequest(url: server.url("/shared.png"))
        let results = try await withThrowingTaskGroup(of: ImageResponse.self) { group in
            for _ in 0..<100 { group.addTask { try await pipeline.image(for: request) } }
            // Release the response only once all 100 wait on the one in-flight job.
            while pipeline.jobs.subscriberCount(for: request.cacheKey) < 100 {
                try await Task.sleep(for: .milliseconds(5))
            }
            gate.open()
            return try await group.reduce(into: [ImageResponse]()) { $0.append($1) }
        }
        #expect(results.count == 100)
        #expect(Set(results.map(\.bitmap)).count == 1)
        #expect(server.count("/shared.png") == 1)
        #expect(pipeline.jobs.jobCount == 0)
    }

    @Test func diskCacheHitAfterRestart() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let server = try ScriptedImageServer(["/keep.png": [.png(ImageFixtures.png(width: 12, height: 12))]])
        let url = server.url("/keep.png")
        let first = makePipeline(dataCache: try DataCache(directory: folder.url))
        #expect(try await first.image(for: url).source == .network)
        server.stop()
        // A new pipeline (empty memory cache) on the same directory: no network needed.
        let restarted = makePipeline(dataCache: try DataCache(directory: folder.url))
        let response = try await restarted.image(for: url)
        #expect(response.source == .diskCache)
        #expect(response.bitmap.width == 12)
        #expect(server.count("/keep.png") == 1)
    }

    @Test func removeAllCachedImagesEmptiesTheMemoryAndDiskCaches() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent("local.png")
        try ImageFixtures.png(ImageFixtures.gradient(width: 3, height: 3)).write(to: file)
        let server = try ScriptedImageServer(["/gone.png": [.png(ImageFixtures.png(width: 5, height: 5))]])
        defer { server.stop() }
        let dataCache = try DataCache(directory: folder.url.appendingPathComponent("cache"))
        let pipeline = makePipeline(dataCache: dataCache)
        _ = try await pipeline.image(for: file)
        _ = try await pipeline.image(for: server.url("/gone.png"))
        let imageCache = try #require(pipeline.configuration.imageCache as? ImageCache)
        #expect(imageCache.count == 2)
        #expect(dataCache.count == 1)
        pipeline.removeAllCachedImages()
        #expect(imageCache.count == 0)
        #expect(dataCache.count == 0)
    }

    @Test func badResponsesGiveTypedErrorsAndAreNotDiskCached() async throws {
        let png = ImageFixtures.png(width: 40, height: 40)
        var corrupt = png.prefix(33)  // signature and IHDR intact
        corrupt.append(Data(repeating: 0xAB, count: 300))
        let server = try ScriptedImageServer([
            "/corrupt.png": [.png(corrupt)],
            "/truncated.png": [.png(png.prefix(png.count / 2))],
            "/empty.png": [.png(Data())],
            "/page.png": [.html(ImageFixtures.html)],
        ])
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let dataCache = try DataCache(directory: folder.url)
        let pipeline = makePipeline(dataCache: dataCache)

        for path in ["/corrupt.png", "/truncated.png"] {
            let url = server.url(path)
            await #expect {
                try await pipeline.image(for: url)
            } throws: { error in
                guard case .decodingFailed(url, .png, let reason) = error as? ImagePipeline.Error else { return false }
                return !reason.isEmpty
            }
        }
        let empty = server.url("/empty.png")
        await #expect(throws: ImagePipeline.Error.emptyData(empty)) { try await pipeline.image(for: empty) }
        let page = server.url("/page.png")
        await #expect(
            throws: ImagePipeline.Error.unsupportedFormat(page, signature: Array(ImageFixtures.html.prefix(16)))
        ) {
            try await pipeline.image(for: page)
        }
        #expect(dataCache.count == 0)
    }

    @Test func decompressionBombIsRefused() async throws {
        let server = try ScriptedImageServer([
            "/bomb.png": [.png(ImageFixtures.pngClaiming(width: 60_000, height: 60_000))]
        ])
        let url = server.url("/bomb.png")
        await #expect(
            throws: ImagePipeline.Error.imageTooLarge(url, width: 60_000, height: 60_000, maximumPixelCount: 50_000_000)
        ) {
            try await makePipeline().image(for: url)
        }
    }

    @Test func notFoundThenRetrySucceeds() async throws {
        let server = try ScriptedImageServer([
            "/later.png": [.status(404), .png(ImageFixtures.png(width: 5, height: 5))]
        ])
        let pipeline = makePipeline()
        let url = server.url("/later.png")
        await #expect(throws: ImagePipeline.Error.httpStatus(404, url)) { try await pipeline.image(for: url) }
        #expect(try await pipeline.image(for: url).bitmap.width == 5)
        #expect(server.count("/later.png") == 2)
    }

    @Test func timeoutThenRetrySucceeds() async throws {
        let image = ImageFixtures.png(width: 6, height: 6)
        var slow = LoopbackHTTPServer.Response.png(image)
        slow.delay = .seconds(30)
        let server = try ScriptedImageServer(["/slow.png": [slow, .png(image)]])
        defer { server.stop() }
        let pipeline = makePipeline(limits: DownloadLimits(totalTimeout: 20, idleTimeout: 1.5, maximumBytes: 1 << 20))
        let url = server.url("/slow.png")
        await #expect(throws: ImagePipeline.Error.timedOut(url, limit: .idle(1.5))) {
            try await pipeline.image(for: url)
        }
        #expect(try await pipeline.image(for: url).bitmap.width == 6)
    }

    @Test func serverErrorIsTransientAndNotFoundIsNot() {
        let url = URL(string: "https://example.com/x.png")!
        #expect(ImagePipeline.Error.httpStatus(503, url).isTransient)
        #expect(ImagePipeline.Error.timedOut(url, limit: .total(1)).isTransient)
        #expect(!ImagePipeline.Error.responseTooLarge(url, maximumBytes: 1).isTransient)
        #expect(!ImagePipeline.Error.httpStatus(404, url).isTransient)
        #expect(!ImagePipeline.Error.emptyData(url).isTransient)
        #expect(ImagePipeline.Error.cancelled(url).url == url)
    }

    @Test func targetSizeAndProcessorsShapeTheResultAndTheCacheKey() async throws {
        let server = try ScriptedImageServer(["/big.png": [.png(ImageFixtures.png(width: 200, height: 100))]])
        let pipeline = makePipeline()
        let url = server.url("/big.png")
        let thumbnail = ImageRequest(
            url: url, targetSize: CGSize(width: 20, height: 20), contentMode: .aspectFill, scale: 2,
            processors: [.resize(to: CGSize(width: 20, height: 20), contentMode: .aspectFill, crop: true), .circle()])
        let response = try await pipeline.image(for: thumbnail)
        #expect((response.bitmap.width, response.bitmap.height) == (40, 40))
        #expect(response.bitmap.scale == 2)
        #expect(response.bitmap.rgba(atX: 0, y: 0)[3] == 0)
        #expect(pipeline.cachedImage(for: ImageRequest(url: url)) == nil)
        let full = try await pipeline.image(for: url)
        #expect(full.bitmap.width == 200)
        #expect(thumbnail.cacheKey != ImageRequest(url: url).cacheKey)
        var urgent = thumbnail
        urgent.priority = .veryHigh
        #expect(urgent.cacheKey == thumbnail.cacheKey)
    }

    @Test func cancellingTheOnlyWaiterCancelsTheLoad() async throws {
        let gate = ServerGate()
        var held = LoopbackHTTPServer.Response.png(ImageFixtures.png(width: 4, height: 4))
        held.gate = gate
        let server = try ScriptedImageServer(["/held.png": [held]])
        defer { server.stop() }
        let pipeline = makePipeline()
        let url = server.url("/held.png")
        let task = Task { try await pipeline.image(for: url) }
        while server.count("/held.png") == 0 { try await Task.sleep(for: .milliseconds(5)) }
        task.cancel()
        await #expect(throws: ImagePipeline.Error.cancelled(url)) { try await task.value }
        #expect(pipeline.jobs.jobCount == 0)
        gate.open()
    }

    @Test func cancelledTaskNeverCallsItsCompletion() async throws {
        let gate = ServerGate()
        var held = LoopbackHTTPServer.Response.png(ImageFixtures.png(width: 4, height: 4))
        held.gate = gate
        let server = try ScriptedImageServer(["/held.png": [held]])
        let pipeline = makePipeline()
        let calls = Lock(0)
        let task = pipeline.loadImage(with: ImageRequest(url: server.url("/held.png"))) { _ in
            calls.withLock { $0 += 1 }
        }
        task.cancel()
        task.cancel()
        #expect(task.isCancelled)
        gate.open()
        // A second, uncancelled load of the same URL completes; the first never reports.
        let done = try await pipeline.image(for: server.url("/held.png"))
        #expect(done.bitmap.width == 4)
        #expect(calls.withLock { $0 } == 0)
    }

    @Test func completionDeliversTheResult() async throws {
        let server = try ScriptedImageServer(["/c.png": [.png(ImageFixtures.png(width: 3, height: 3))]])
        let pipeline = makePipeline()
        let width = await withCheckedContinuation { continuation in
            pipeline.loadImage(with: ImageRequest(url: server.url("/c.png"))) { result in
                continuation.resume(returning: (try? result.get())?.bitmap.width)
            }
        }
        #expect(width == 3)
    }
}
