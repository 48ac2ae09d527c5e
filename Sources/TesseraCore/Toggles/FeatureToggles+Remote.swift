public import Foundation

extension FeatureToggles {
    /// Fetches the remote document unless the cached one is still fresh, and uses it if it is good.
    ///
    /// - With `force == false`, a cached document younger than ``RemoteToggleSource/timeToLive`` is kept
    ///   and nothing is fetched (``RemoteToggleRefresh/fresh``).
    /// - The request carries the cached ETag in `If-None-Match`; 304 keeps the document and restarts its
    ///   time to live.
    /// - The fetch runs within ``RemoteToggleSource/limits``: a total and an idle time limit, and a
    ///   maximum document size (a larger document is refused without being read whole, or saved).
    /// - A `file:` URL is read from disk under the same limits (no ETag, never "not modified").
    /// - A time limit or the size limit hit, an HTTP status other than 200/304, an unreadable file, a
    ///   transport failure, or a malformed body returns ``RemoteToggleRefresh/failed(_:)`` and changes
    ///   nothing: the last good document stays in use (it is not marked fresh, so the next call tries
    ///   again). Failures are logged as warnings.
    ///
    /// Concurrent calls share one request. Observers are told when the values change.
    public func refreshRemote(force: Bool = false) async -> RemoteToggleRefresh {
        guard let source = remoteSource else { return .noSource }
        let task: Task<RemoteToggleRefresh, Never>? = state.withLock { state in
            if let inFlight = state.inFlight { return inFlight }
            if !force, let cache = state.remoteCache {
                let age = source.now().timeIntervalSince(cache.fetchedAt)
                if age >= 0 && age < source.timeToLive { return nil }
            }
            let etag = state.remoteCache?.etag
            let task = Task { await self.fetchAndApply(source, etag: etag) }
            state.inFlight = task
            return task
        }
        guard let task else { return .fresh }
        return await task.value
    }

    private func fetchAndApply(_ source: RemoteToggleSource, etag: String?) async -> RemoteToggleRefresh {
        let outcome = await RemoteToggleFetcher.fetch(source, etag: etag)
        let now = source.now()
        let (refresh, cache, changed): (RemoteToggleRefresh, RemoteToggleCache?, Bool) = state.withLock { state in
            state.inFlight = nil
            switch outcome {
            case .success(.document(let values, let etag)):
                let changed = state.remoteCache?.values != values
                state.remoteCache = RemoteToggleCache(values: values, etag: etag, fetchedAt: now)
                return (.updated, state.remoteCache, changed)
            case .success(.notModified):
                guard var cache = state.remoteCache else {
                    // 304 without a document of ours (cache cleared meanwhile): nothing to keep.
                    return (.failed(.httpStatus(304, source.url)), nil, false)
                }
                cache.fetchedAt = now
                state.remoteCache = cache
                return (.notModified, cache, false)
            case .failure(let error):
                return (.failed(error), nil, false)
            }
        }
        if let cache { settings[Self.remoteCacheSetting] = cache }
        if case .failed(let error) = refresh {
            logger.warning(
                "remote toggles not refreshed; keeping the last good values", metadata: ["error": "\(error)"])
        }
        if changed { notify() }
        return refresh
    }

    /// When the remote document in use was fetched (or last confirmed by a 304), if there is one.
    public var remoteFetchDate: Date? {
        state.withLock { $0.remoteCache?.fetchedAt }
    }
}
