public import Foundation
#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// Fetches `http(s):` and `file:` URLs within a ``DownloadLimits`` budget: a total deadline, an idle
/// deadline and a byte cap, each ending the download with its own ``DownloadError``.
///
/// ```swift
/// let downloader = Downloader()
/// let limits = DownloadLimits(totalTimeout: 10, idleTimeout: 5, maximumBytes: 1 << 20)
/// let response = try await downloader.data(for: URLRequest(url: configURL), limits: limits)
/// response.statusCode          // 200
/// response.header("ETag")      // "\"v7\""
/// ```
///
/// HTTP bodies are streamed through `URLSession` delegate callbacks and counted as they arrive; the
/// transfer is cancelled the moment the body (or its declared length) passes the cap or a deadline
/// passes, so no more than `maximumBytes` are ever held. `file:` URLs are read in pieces under the
/// same cap and total deadline; only regular files are read (a FIFO or a device is refused without
/// being waited on).
///
/// Thread-safe; any number of downloads may run at once. Cancelling the calling task ends its
/// download at once with ``DownloadError/cancelled(_:)``.
public final class Downloader: Sendable {
    private let session: URLSession
    private let transfers: DownloadSessionDelegate

    /// - Parameter configuration: the session's configuration; `nil` for an ephemeral session with no
    ///   URL cache (callers cache what they need themselves). Its timeouts are not used: the limits
    ///   of each download are.
    public init(configuration: URLSessionConfiguration? = nil) {
        let configuration = configuration ?? {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            return configuration
        }()
        let transfers = DownloadSessionDelegate()
        self.transfers = transfers
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    deinit {
        // Nothing is in flight (each download holds `self`); this releases the session's delegate.
        session.invalidateAndCancel()
    }

    /// The body at `request.url`, with its status and headers.
    ///
    /// The request's own `timeoutInterval` is replaced: `limits` govern time.
    ///
    /// - Throws: ``DownloadError``: a scheme other than `file`/`http`/`https`, an unreadable file, a
    ///   time limit or the byte cap hit, a transport failure, or cancellation. Any HTTP status,
    ///   404 and 500 included, is a response, not an error.
    public func data(for request: URLRequest, limits: DownloadLimits) async throws(DownloadError) -> DownloadResponse {
        guard let url = request.url else { throw .unsupportedScheme(URL(fileURLWithPath: "/")) }
        switch url.scheme?.lowercased() {
        case "file":
            return try Self.readFile(url, limits: limits)
        case "http", "https":
            return try await transfer(request, url: url, limits: limits).get()
        default:
            throw .unsupportedScheme(url)
        }
    }

    /// The body at `url`. See ``data(for:limits:)``.
    public func data(from url: URL, limits: DownloadLimits) async throws(DownloadError) -> DownloadResponse {
        try await data(for: URLRequest(url: url), limits: limits)
    }

    private func transfer(_ request: URLRequest, url: URL, limits: DownloadLimits) async -> Result<DownloadResponse, DownloadError> {
        var request = request
        // The session's own timer (whole seconds, restarted by each piece of data) only backs ours up.
        request.timeoutInterval = limits.idleTimeout.rounded(.up) + 1
        let task = session.dataTask(with: request)
        let transfer = DownloadTransfer(url: url, limits: limits, task: task)
        transfers.register(transfer, for: task.taskIdentifier)
        defer { transfers.remove(task.taskIdentifier) }
        return await withTaskGroup(of: Void.self) { group in
            group.addTask { await transfer.enforceDeadlines() }
            let result = await withTaskCancellationHandler {
                await withCheckedContinuation { transfer.start(reportingTo: $0) }
            } onCancel: {
                transfer.stop(.cancelled(url))
            }
            group.cancelAll()
            return result
        }
    }
}
