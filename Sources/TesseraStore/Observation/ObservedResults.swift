import Foundation
public import Observation

/// The live result of a query, for UI: an `@Observable` main-actor object whose ``models`` are
/// reloaded after every commit that changes the query's table, so views bound to it update.
///
/// ```swift
/// final class InboxViewModel {
///     let notes: ObservedResults<Note>
///     init(store: Store) {
///         notes = ObservedResults(Note.query.filter(\.pinned == true).sorted(by: .descending(\.created)), in: store)
///     }
/// }
/// // In a view controller: Binding.observe(viewModel.notes, \.models) { [weak self] in self?.table.reload($0) }
/// ```
///
/// The first result is loaded synchronously in `init`; later ones are fetched on a background
/// thread and assigned on the main actor, in commit order, folding bursts of commits into one
/// reload. Releasing the object stops the observation (the store keeps no strong reference to it).
@MainActor
@Observable
public final class ObservedResults<Model: StoredModel> {
    /// The models the query selects, as of the latest reload.
    public private(set) var models: [Model] = []
    /// The error of the latest reload, or `nil` when it succeeded. ``models`` keeps its previous
    /// value when a reload fails.
    public private(set) var error: StoreError?
    /// How many times the results have been loaded (1 after `init`).
    public private(set) var loadCount = 0

    /// The query; setting it reloads at once and observes the new query's table.
    public var query: Query<Model> {
        didSet { start() }
    }

    @ObservationIgnored private let store: Store
    @ObservationIgnored private var subscription: Subscription?

    /// The refresher and the registration that feeds it; ending one ends both.
    private final class Subscription: Sendable {
        let refresher: QueryRefresher<Model>
        let token: StoreObservation

        init(refresher: QueryRefresher<Model>, token: StoreObservation) {
            self.refresher = refresher
            self.token = token
        }

        deinit {
            token.cancel()
            refresher.cancel()
        }
    }

    /// Starts observing `query` in `store` and loads the first result synchronously.
    public init(_ query: Query<Model>, in store: Store) {
        self.query = query
        self.store = store
        start()
    }

    private func start() {
        subscription = nil
        apply(Result { () throws(StoreError) in try store.fetch(query) })
        let refresher = QueryRefresher(store: store, query: query) { [weak self] result in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.apply(result) }
            }
        }
        let token = store.observers.add(tables: [query.table]) { [weak refresher] _ in
            refresher?.setNeedsRefresh()
        }
        subscription = Subscription(refresher: refresher, token: token)
    }

    private func apply(_ result: Result<[Model], StoreError>) {
        switch result {
        case .success(let models):
            self.models = models
            error = nil
        case .failure(let error):
            self.error = error
        }
        loadCount += 1
    }
}

/// The results are a collection of their current ``ObservedResults/models``, on the main actor:
/// `results.count`, `results[row]`, `for note in results`.
extension ObservedResults: @MainActor RandomAccessCollection {
    public var startIndex: Int { models.startIndex }
    public var endIndex: Int { models.endIndex }
    public subscript(position: Int) -> Model { models[position] }
}
