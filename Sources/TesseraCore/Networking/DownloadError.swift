public import Foundation

/// Why a ``Downloader`` could not bring a URL's bytes. Every case carries the URL, and the limit when
/// one was hit. An HTTP status is not an error at this level: the caller reads
/// ``DownloadResponse/statusCode``.
///
/// ```swift
/// do {
///     let response = try await downloader.data(for: URLRequest(url: url), limits: limits)
/// } catch .tooLarge(let url, let maximumBytes) {
///     log.warning("\(url) is over \(maximumBytes) bytes")
/// } catch .timedOut(_, .total(let seconds)) {
///     log.warning("gave up after \(seconds) s")
/// }
/// ```
public enum DownloadError: Error, Hashable, Sendable {
    /// The scheme is not `file`, `http` or `https`.
    case unsupportedScheme(URL)
    /// A `file:` URL could not be read: missing, unreadable, or not a regular file (a directory, a
    /// FIFO, a device). `reason` is the system's message.
    case fileUnreadable(URL, reason: String)
    /// A time limit ran out; what had arrived is dropped.
    case timedOut(URL, limit: DownloadLimits.Timeout)
    /// The body (or its declared `Content-Length`, or the file's size) is over
    /// ``DownloadLimits/maximumBytes``; what had arrived is dropped.
    case tooLarge(URL, maximumBytes: Int)
    /// The request failed below HTTP (connection refused or reset, DNS, TLS, a malformed response…).
    case transport(URL, reason: String)
    /// The calling task was cancelled.
    case cancelled(URL)

    /// The URL the error is about.
    public var url: URL {
        switch self {
        case .unsupportedScheme(let url), .fileUnreadable(let url, _), .timedOut(let url, _), .tooLarge(let url, _),
            .transport(let url, _), .cancelled(let url):
            url
        }
    }
}
