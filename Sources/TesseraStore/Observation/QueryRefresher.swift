import Foundation
import TesseraCore

/// Re-runs a query after commits that touch its table and hands each result to `deliver`, one
/// refresh at a time: commits that arrive while a fetch runs are folded into one more fetch, so a
/// burst of commits costs at most two fetches and the last delivery always reflects the last commit.
final class QueryRefresher<Model: StoredModel>: Sendable {
    private struct State {
        var isRunning = false
        var isDirty = false
        var isCancelled = false
    }

    private let store: Store
    private let query: Query<Model>
    private let deliver: @Sendable (Result<[Model], StoreError>) -> Void
    private let state = Lock(State())

    init(store: Store, query: Query<Model>, deliver: @escaping @Sendable (Result<[Model], StoreError>) -> Void) {
        self.store = store
        self.query = query
        self.deliver = deliver
    }

    /// Schedules a fetch on a background queue (or marks the running one as stale).
    func setNeedsRefresh() {
        let start = state.withLock { state -> Bool in
            guard !state.isCancelled else { return false }
            if state.isRunning {
                state.isDirty = true
                return false
            }
            state.isRunning = true
            return true
        }
        if start {
            DispatchQueue.global().async { self.run() }
        }
    }

    func cancel() {
        state.withLock { $0.isCancelled = true }
    }

    private func run() {
        while true {
            state.withLock { $0.isDirty = false }
            let result = Result { () throws(StoreError) in try store.fetch(query) }
            if state.withLock({ $0.isCancelled }) { return }
            deliver(result)
            let again = state.withLock { state -> Bool in
                if state.isDirty && !state.isCancelled { return true }
                state.isRunning = false
                return false
            }
            if !again { return }
        }
    }
}
