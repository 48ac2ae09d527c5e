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
/// HTTP is done by libcurl: the body is counted as it arrives and the transfer is stopped the moment
/// it passes the cap — or at once, when its declared `Content-Length` is over the cap — so no more
/// than `maximumBytes` are ever held; the deadlines and cancellation are checked between waits on the
/// connection. Compressed bodies (every `Content-Encoding` libcurl knows, gzip and deflate at least)
/// are decoded as they arrive and the cap counts decoded bytes. Redirects are followed to `http:` and
/// `https:` only. `file:` URLs are read in pieces under the same cap and total deadline; only regular
/// files are read (a FIFO or a device is refused without being waited on).
///
/// Thread-safe; any number of downloads may run at once, each on a thread of its own while it runs.
/// Cancelling the calling task ends its download at once with ``DownloadError/cancelled(_:)``.
public struct Downloader: Sendable {
    /// Sent as the `User-Agent` header unless the request sets its own.
    public var userAgent: String
    /// How many redirects are followed before the download fails.
    public var maximumRedirects: Int

    /// - Precondition: `maximumRedirects` ≥ 0.
    public init(userAgent: String = "Tessera", maximumRedirects: Int = 10) {
        precondition(maximumRedirects >= 0, "maximumRedirects must not be negative, got \(maximumRedirects)")
        self.userAgent = userAgent
        self.maximumRedirects = maximumRedirects
    }

    /// The body at `request.url`, with its status and headers.
    ///
    /// Only the URL and the header fields of `request` are used: `limits` govern time (the request's
    /// `timeoutInterval` is ignored).
    ///
    /// - Precondition: the request's method is GET.
    /// - Throws: ``DownloadError``: a scheme other than `file`/`http`/`https`, an unreadable file, a
    ///   time limit or the byte cap hit, a transport failure, or cancellation. Any HTTP status,
    ///   404 and 500 included, is a response, not an error.
    public func data(for request: URLRequest, limits: DownloadLimits) async throws(DownloadError) -> DownloadResponse {
        precondition((request.httpMethod ?? "GET") == "GET", "Downloader only GETs, got \(request.httpMethod ?? "")")
        guard let url = request.url else { throw .unsupportedScheme(URL(fileURLWithPath: "/")) }
        switch url.scheme?.lowercased() {
        case "file":
            return try Self.readFile(url, limits: limits)
        case "http", "https":
            let transfer = CurlTransfer(
                url: url, headers: request.allHTTPHeaderFields ?? [:], limits: limits, downloader: self)
            return try await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    Thread { continuation.resume(returning: transfer.run()) }.start()
                }
            } onCancel: {
                transfer.cancel()
            }.get()
        default:
            throw .unsupportedScheme(url)
        }
    }

    /// The body at `url`. See ``data(for:limits:)``.
    public func data(from url: URL, limits: DownloadLimits) async throws(DownloadError) -> DownloadResponse {
        try await data(for: URLRequest(url: url), limits: limits)
    }
}
