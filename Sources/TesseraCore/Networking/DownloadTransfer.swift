import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The state of one HTTP download: the bytes so far, the clock readings the deadlines are measured
/// from, and the continuation of the waiting caller, resumed exactly once — by completion, or at
/// once by ``stop(_:)`` when a limit is hit or the caller is cancelled (later callbacks are then
/// ignored).
final class DownloadTransfer: Sendable {
    let url: URL
    let limits: DownloadLimits
    private let task: URLSessionDataTask
    private let started = ContinuousClock.now
    private let state: Lock<State>

    private struct State {
        var waiter: CheckedContinuation<Result<DownloadResponse, DownloadError>, Never>?
        /// Set when the outcome is decided; the waiter (if any yet) gets it.
        var outcome: Result<DownloadResponse, DownloadError>?
        var lastProgress: ContinuousClock.Instant
        var response: HTTPURLResponse?
        var body = Data()
    }

    init(url: URL, limits: DownloadLimits, task: URLSessionDataTask) {
        self.url = url
        self.limits = limits
        self.task = task
        state = Lock(State(lastProgress: started))
    }

    /// Starts the task; `waiter` is resumed with the outcome. If the download was stopped before it
    /// started (the caller was cancelled), the waiter is resumed at once.
    func start(reportingTo waiter: CheckedContinuation<Result<DownloadResponse, DownloadError>, Never>) {
        let decided = state.withLock { state -> Result<DownloadResponse, DownloadError>? in
            if let outcome = state.outcome { return outcome }
            state.waiter = waiter
            return nil
        }
        if let decided {
            waiter.resume(returning: decided)
        } else {
            task.resume()
        }
    }

    /// Ends the download with `error` now, if it has not ended yet, and cancels the transfer.
    func stop(_ error: DownloadError) {
        finish(.failure(error))
        task.cancel()
    }

    /// Response headers arrived. `false` (the transfer must be cancelled) when the declared length is
    /// over the cap or the download already ended.
    func receive(_ response: URLResponse) -> Bool {
        let declared = response.expectedContentLength
        if declared > Int64(limits.maximumBytes) {
            finish(.failure(.tooLarge(url, maximumBytes: limits.maximumBytes)))
            return false
        }
        return state.withLock { state in
            guard state.outcome == nil else { return false }
            state.lastProgress = .now
            state.response = response as? HTTPURLResponse
            return true
        }
    }

    /// A piece of the body arrived.
    func receive(_ data: Data) {
        let overflow = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            state.lastProgress = .now
            guard state.body.count + data.count <= limits.maximumBytes else { return true }
            state.body.append(data)
            return false
        }
        if overflow { stop(.tooLarge(url, maximumBytes: limits.maximumBytes)) }
    }

    /// The session finished the task, successfully when `error` is `nil`.
    func complete(_ error: (any Error)?) {
        guard let error else {
            let response = state.withLock { state -> DownloadResponse? in
                guard let http = state.response else { return nil }
                var headers: [String: String] = [:]
                for (name, value) in http.allHeaderFields {
                    if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
                }
                return DownloadResponse(url: http.url ?? url, statusCode: http.statusCode, headers: headers, data: state.body)
            }
            finish(response.map { .success($0) } ?? .failure(.transport(url, reason: "not an HTTP response")))
            return
        }
        switch (error as? URLError)?.code {
        case .timedOut?: finish(.failure(.timedOut(url, limit: .idle(limits.idleTimeout))))
        case .cancelled?: finish(.failure(.cancelled(url)))
        case let code?: finish(.failure(.transport(url, reason: "URL error \(code.rawValue)")))
        case nil: finish(.failure(.transport(url, reason: "\(error)")))
        }
    }

    /// Sleeps until the next deadline and stops the download when one has passed; returns when the
    /// download has ended or the calling task is cancelled.
    func enforceDeadlines() async {
        let deadline = started + .seconds(limits.totalTimeout)
        let idle = Duration.seconds(limits.idleTimeout)
        while true {
            let lastProgress = state.withLock { $0.outcome == nil ? $0.lastProgress : nil }
            guard let lastProgress else { return }
            let now = ContinuousClock.now
            if now >= deadline {
                return stop(.timedOut(url, limit: .total(limits.totalTimeout)))
            }
            if now >= lastProgress + idle {
                return stop(.timedOut(url, limit: .idle(limits.idleTimeout)))
            }
            do {
                try await Task.sleep(until: min(deadline, lastProgress + idle), clock: .continuous)
            } catch {
                return
            }
        }
    }

    private func finish(_ outcome: Result<DownloadResponse, DownloadError>) {
        let waiter = state.withLock { state -> CheckedContinuation<Result<DownloadResponse, DownloadError>, Never>? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            state.body = Data()
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: outcome)
    }
}
