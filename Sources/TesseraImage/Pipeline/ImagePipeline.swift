public import Foundation
public import TesseraGraphics

/// Loads, decodes, processes and caches images: `file:` and `http(s):` URLs, PNG and JPEG, with a
/// memory cache of processed bitmaps, an optional disk cache of downloaded bytes, coalescing of
/// identical requests, priorities and cancellation.
///
/// ```swift
/// let pipeline = ImagePipeline(configuration: .init(dataCache: try DataCache(directory: cacheURL)))
/// let response = try await pipeline.image(for: ImageRequest(url: photoURL, targetSize: CGSize(width: 100, height: 100), scale: 2))
/// response.bitmap.width     // ≤ 200 pixels
/// response.source           // .network the first time, .memoryCache after
/// ```
///
/// Stages, in order: memory cache (by ``ImageRequest/cacheKey``) → disk cache (by URL, `http(s):`
/// only) → download (at most ``Configuration/maximumConcurrentLoads`` at once, by priority) → decode
/// (downsampled to the request's target size) → processors → memory cache. Failures are reported as
/// ``Error`` and never cached: asking again retries (the original AepImage remembered a failed URL
/// for good).
///
/// Thread-safe. The main-actor API for views is ``load(_:into:options:completion:)``.
public final class ImagePipeline: Sendable {
    /// The stages and limits.
    public let configuration: Configuration

    let jobs: ImageJobTable
    let gate: PriorityGate
    let targets = ImageTargetRegistry()

    /// A pipeline with its own stages and caches; see `Configuration` for the defaults.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let gate = PriorityGate(limit: configuration.maximumConcurrentLoads)
        self.gate = gate
        jobs = ImageJobTable { jobID, priority in gate.update(id: jobID, priority: priority) }
    }

    /// The processed image for `request` if it is in the memory cache; never loads.
    public func cachedImage(for request: ImageRequest) -> Bitmap? {
        configuration.imageCache?[request.cacheKey]
    }

    /// Loads the image for `request`, sharing the work with identical requests in flight.
    ///
    /// Cancelling the calling task ends the wait with ``Error/cancelled(_:)`` (and the download, if no
    /// one else waits for it).
    ///
    /// - Throws: ``Error`` — loading, decoding or processing failures, or cancellation.
    public func image(for request: ImageRequest) async throws(Error) -> ImageResponse {
        try await response(for: request, priority: PriorityHandle(request.priority)).get()
    }

    /// Loads the full-size image at `url`. See ``image(for:)-(ImageRequest)``.
    public func image(for url: URL) async throws(Error) -> ImageResponse {
        try await image(for: ImageRequest(url: url))
    }

    /// Starts loading and calls `completion` (on an arbitrary thread) with the outcome, unless the
    /// returned task is cancelled first.
    @discardableResult
    public func loadImage(
        with request: ImageRequest, completion: @escaping @Sendable (Result<ImageResponse, Error>) -> Void
    ) -> ImageTask {
        let task = ImageTask(request: request)
        task.attach(
            Task.detached { [self] in
                let outcome = await response(for: request, priority: task.priorityHandle)
                if !task.isCancelled { completion(outcome) }
            })
        return task
    }

    /// Empties the memory cache and the disk cache.
    public func removeAllCachedImages() {
        configuration.imageCache?.removeAll()
        configuration.dataCache?.removeAll()
    }

    // MARK: - Stages

    func response(for request: ImageRequest, priority: PriorityHandle) async -> Result<ImageResponse, Error> {
        let key = request.cacheKey
        if let bitmap = configuration.imageCache?[key] {
            return .success(ImageResponse(bitmap: bitmap, request: request, source: .memoryCache))
        }
        return await jobs.subscribe(key: key, url: request.url, priority: priority) { jobID in
            Task.detached { [self] in
                let outcome = await run(request, key: key, jobID: jobID)
                jobs.finish(key, jobID: jobID, with: outcome)
            }
        }
    }

    private func run(_ request: ImageRequest, key: ImageCacheKey, jobID: Int) async -> Result<ImageResponse, Error> {
        let url = request.url
        do {
            try request.decodingOptions.validate()
        } catch {
            return .failure(Error(error, url: url))
        }
        let isRemote = ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        var source: ImageSource = isRemote ? .network : .file
        var data: Data?
        if isRemote, let cached = configuration.dataCache?.data(for: url.absoluteString) {
            data = cached
            source = .diskCache
        }
        if data == nil {
            guard await gate.enter(id: jobID, priority: jobs.priority(of: key)) else {
                return .failure(.cancelled(url))
            }
            defer { gate.leave() }
            do {
                data = try await configuration.dataLoader.loadData(for: url)
            } catch {
                return .failure(Error(error, url: url))
            }
        }
        guard let data, !Task.isCancelled else { return .failure(.cancelled(url)) }
        var bitmap: Bitmap
        do {
            bitmap = try configuration.decoder.decode(data, options: request.decodingOptions)
        } catch {
            return .failure(Error(error, url: url))
        }
        if source == .network { configuration.dataCache?.store(data, for: url.absoluteString) }
        for processor in request.processors {
            do {
                bitmap = try processor.process(bitmap)
            } catch {
                switch error {
                case .failed(let identifier, let reason):
                    return .failure(.processingFailed(url, processor: identifier, reason: reason))
                }
            }
        }
        configuration.imageCache?[key] = bitmap
        return .success(ImageResponse(bitmap: bitmap, request: request, source: source))
    }
}
