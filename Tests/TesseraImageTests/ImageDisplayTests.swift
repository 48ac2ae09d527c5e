import Foundation
import TesseraGraphics
import Testing

@testable import TesseraImage

@MainActor @Suite struct ImageDisplayTests {
    let placeholder = Bitmap(width: 1, height: 1, fill: .gray)

    /// Loads into `target` and waits for the completion.
    private func load(
        _ pipeline: ImagePipeline, _ url: URL, into target: RecordingTarget, options: ImageLoadingOptions
    ) async -> Result<ImageResponse, ImagePipeline.Error> {
        await withCheckedContinuation { continuation in
            pipeline.load(ImageRequest(url: url), into: target, options: options) { continuation.resume(returning: $0) }
        }
    }

    @Test func showsThePlaceholderThenTheImage() async throws {
        let server = try ScriptedImageServer(["/a.png": [.png(ImageFixtures.png(width: 8, height: 8))]])
        let pipeline = ImagePipeline(configuration: .init(imageCache: ImageCache()))
        let target = RecordingTarget()
        let result = await load(
            pipeline, server.url("/a.png"), into: target, options: ImageLoadingOptions(placeholder: placeholder))
        #expect(target.shown.count == 2)
        #expect(target.shown.first == placeholder)
        #expect(target.current?.width == 8)
        #expect((try? result.get())?.source == .network)
        #expect(pipeline.task(for: target) == nil)
    }

    @Test func memoryHitIsShownAtOnceWithoutPlaceholder() async throws {
        let server = try ScriptedImageServer(["/a.png": [.png(ImageFixtures.png(width: 8, height: 8))]])
        let pipeline = ImagePipeline()
        _ = try await pipeline.image(for: server.url("/a.png"))
        let target = RecordingTarget()
        let task = pipeline.load(
            ImageRequest(url: server.url("/a.png")), into: target,
            options: ImageLoadingOptions(placeholder: placeholder))
        #expect(task == nil)
        #expect(target.shown.count == 1)
        #expect(target.current?.width == 8)
    }

    @Test func reusedTargetNeverShowsTheOlderImage() async throws {
        let gate = ServerGate()
        var slow = LoopbackHTTPServer.Response.png(ImageFixtures.png(width: 30, height: 30))
        slow.gate = gate
        let server = try ScriptedImageServer([
            "/old.png": [slow],
            "/new.png": [.png(ImageFixtures.png(width: 10, height: 10))],
        ])
        let pipeline = ImagePipeline()
        let cell = RecordingTarget()
        let old = try #require(
            pipeline.load(
                ImageRequest(url: server.url("/old.png")), into: cell,
                options: ImageLoadingOptions(placeholder: placeholder)))
        while server.count("/old.png") == 0 { try await Task.sleep(for: .milliseconds(5)) }
        // The cell is reused for another row before the old image arrives.
        let result = await load(
            pipeline, server.url("/new.png"), into: cell, options: ImageLoadingOptions(placeholder: placeholder))
        #expect(throws: Never.self) { try result.get() }
        #expect(old.isCancelled)
        gate.open()
        // The old load was the only one wanting /old.png: its job is gone, nothing can arrive later.
        #expect(pipeline.jobs.subscriberCount(for: ImageRequest(url: server.url("/old.png")).cacheKey) == 0)
        #expect(cell.shown.map { $0?.width } == [1, 1, 10])
    }

    @Test func failureShowsTheFailureImage() async throws {
        let server = try ScriptedImageServer([:])
        let pipeline = ImagePipeline()
        let target = RecordingTarget()
        let broken = Bitmap(width: 2, height: 2, fill: .red)
        let url = server.url("/missing.png")
        let result = await load(
            pipeline, url, into: target,
            options: ImageLoadingOptions(placeholder: placeholder, failureImage: broken))
        #expect(target.shown == [placeholder, broken])
        guard case .failure(.httpStatus(404, url)) = result else {
            Issue.record("got \(result)")
            return
        }
    }

    @Test func failureWithoutFailureImageKeepsThePlaceholder() async throws {
        let server = try ScriptedImageServer([:])
        let target = RecordingTarget()
        _ = await load(ImagePipeline(), server.url("/missing.png"), into: target, options: ImageLoadingOptions())
        #expect(target.shown == [nil])
    }

    @Test func nilURLCancelsAndShowsThePlaceholder() async throws {
        let gate = ServerGate()
        var held = LoopbackHTTPServer.Response.png(ImageFixtures.png(width: 3, height: 3))
        held.gate = gate
        let server = try ScriptedImageServer(["/held.png": [held]])
        defer { server.stop() }
        let pipeline = ImagePipeline()
        let target = RecordingTarget()
        let task = try #require(pipeline.load(server.url("/held.png"), into: target))
        pipeline.load(nil, into: target, options: ImageLoadingOptions(placeholder: placeholder))
        #expect(task.isCancelled)
        #expect(target.shown == [nil, placeholder])
        #expect(pipeline.task(for: target) == nil)
        gate.open()
    }
}
