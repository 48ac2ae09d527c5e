public import Foundation

extension ImagePipeline {
    /// Loads `request` into `target`, replacing whatever the target was loading — the call a table
    /// cell makes in `configure(with:)`.
    ///
    /// 1. The target's previous load (through this pipeline) is cancelled: its result will never be shown.
    /// 2. A memory-cache hit is shown at once (no placeholder flash) and `nil` is returned.
    /// 3. Otherwise the placeholder is shown (`nil` clears the target), the load starts, and on success the
    ///    image is shown; on failure the failure image, if any. `completion` then runs (not after a
    ///    cancellation).
    ///
    /// ```swift
    /// func configure(with entry: Entry) {
    ///     pipeline.load(ImageRequest(url: entry.photoURL, targetSize: thumbnailSize, scale: traits.displayScale),
    ///                   into: thumbnailView, options: ImageLoadingOptions(placeholder: grey))
    /// }
    /// ```
    ///
    /// The pipeline holds the target weakly: a target released mid-load is simply not updated.
    @MainActor @discardableResult
    public func load(
        _ request: ImageRequest, into target: some ImageDisplaying,
        options: ImageLoadingOptions = ImageLoadingOptions(),
        completion: (@MainActor (Result<ImageResponse, Error>) -> Void)? = nil
    ) -> ImageTask? {
        targets.cancel(for: target)
        if let bitmap = cachedImage(for: request) {
            target.display(bitmap)
            completion?(.success(ImageResponse(bitmap: bitmap, request: request, source: .memoryCache)))
            return nil
        }
        target.display(options.placeholder)
        let task = ImageTask(request: request)
        let key = ObjectIdentifier(target)
        targets.attach(task, to: target)
        task.attach(
            Task { @MainActor [weak target, targets] in
                let outcome = await self.response(for: request, priority: task.priorityHandle)
                guard targets.finish(task, for: key), !task.isCancelled else { return }
                switch outcome {
                case .success(let response):
                    target?.display(response.bitmap)
                case .failure:
                    if let failureImage = options.failureImage { target?.display(failureImage) }
                }
                completion?(outcome)
            })
        return task
    }

    /// Loads `url` into `target` at full size; a `nil` URL cancels the target's load and shows the
    /// placeholder. See ``load(_:into:options:completion:)``.
    @MainActor @discardableResult
    public func load(
        _ url: URL?, into target: some ImageDisplaying, options: ImageLoadingOptions = ImageLoadingOptions()
    ) -> ImageTask? {
        guard let url else {
            cancelLoad(for: target)
            target.display(options.placeholder)
            return nil
        }
        return load(ImageRequest(url: url), into: target, options: options)
    }

    /// Cancels the target's load, if any; the target keeps what it shows.
    @MainActor
    public func cancelLoad(for target: some ImageDisplaying) {
        targets.cancel(for: target)
    }

    /// The target's load in flight, if any.
    @MainActor
    public func task(for target: some ImageDisplaying) -> ImageTask? {
        targets.task(for: target)
    }
}
