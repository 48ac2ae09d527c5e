extension Store {
    /// The results of `query`, now and after every commit that changes its table, as an async
    /// sequence. The first element is the current result; a slow consumer sees the newest result
    /// (older undelivered ones are dropped). Ends with an error if a fetch fails; stops observing
    /// when the consuming task is cancelled or the iterator is released.
    ///
    /// ```swift
    /// for try await notes in store.observe(Note.query.filter(\.pinned == true)) {
    ///     print(notes.count)
    /// }
    /// ```
    public func observe<Model: StoredModel>(_ query: Query<Model>) -> AsyncThrowingStream<[Model], any Error> {
        _ = registry.require(Model.self)
        return AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let refresher = QueryRefresher(store: self, query: query) { result in
                switch result {
                case .success(let models): continuation.yield(models)
                case .failure(let error): continuation.finish(throwing: error)
                }
            }
            let token = observers.add(tables: [query.table]) { [weak refresher] _ in
                refresher?.setNeedsRefresh()
            }
            continuation.onTermination = { _ in
                token.cancel()
                refresher.cancel()
            }
            refresher.setNeedsRefresh()
        }
    }
}
