import Foundation
import Tessera

/// A loader whose URLs answer only when the test opens their gate, so a test decides the order in which
/// loads finish. Unknown URLs fail with HTTP 404. Counts requests per URL.
final class GatedDataLoader: DataLoading {
    private struct State {
        var bodies: [URL: Data] = [:]
        var open: Set<URL> = []
        var waiting: [URL: [CheckedContinuation<Void, Never>]] = [:]
        var requests: [URL: Int] = [:]
    }

    private let state = Lock(State())

    /// `url` answers `data`; it answers at once when `gated` is false.
    func serve(_ data: Data, at url: URL, gated: Bool = false) {
        state.withLock { state in
            state.bodies[url] = data
            if gated { state.open.remove(url) } else { state.open.insert(url) }
        }
    }

    /// Lets `url`'s waiting and future requests answer.
    func open(_ url: URL) {
        let resumed = state.withLock { state in
            state.open.insert(url)
            return state.waiting.removeValue(forKey: url) ?? []
        }
        for continuation in resumed { continuation.resume() }
    }

    func requestCount(_ url: URL) -> Int { state.withLock { $0.requests[url, default: 0] } }

    func loadData(for url: URL) async throws(DataLoadingError) -> Data {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                state.requests[url, default: 0] += 1
                if state.open.contains(url) || state.bodies[url] == nil { return true }
                state.waiting[url, default: []].append(continuation)
                return false
            }
            if isOpen { continuation.resume() }
        }
        guard let data = state.withLock({ $0.bodies[url] }) else { throw .httpStatus(404) }
        return data
    }
}
