public import Foundation

/// Why a remote refresh failed. The last good document stays in use after any of them. Every case
/// carries the document's URL, and the limit when one was hit.
public enum RemoteToggleError: Error, Hashable, Sendable {
    /// A time limit of ``RemoteToggleSource/limits`` ran out.
    case timedOut(URL, limit: DownloadLimits.Timeout)
    /// The document is larger than ``RemoteToggleSource/limits`` allow.
    case tooLarge(URL, maximumBytes: Int)
    /// The server answered with a status other than 200 or 304.
    case httpStatus(Int, URL)
    /// The body is not a JSON object of booleans; `reason` says what the decoder found.
    case malformedJSON(URL, reason: String)
    /// A `file:` document could not be read (missing, unreadable, not a regular file).
    case fileUnreadable(URL, reason: String)
    /// The URL's scheme is not `http`, `https` or `file`.
    case unsupportedScheme(URL)
    /// The request failed below HTTP (connection refused, DNS, TLS…).
    case transport(URL, reason: String)

    init(_ error: DownloadError) {
        self =
            switch error {
            case .timedOut(let url, let limit): .timedOut(url, limit: limit)
            case .tooLarge(let url, let maximumBytes): .tooLarge(url, maximumBytes: maximumBytes)
            case .fileUnreadable(let url, let reason): .fileUnreadable(url, reason: reason)
            case .unsupportedScheme(let url): .unsupportedScheme(url)
            case .transport(let url, let reason): .transport(url, reason: reason)
            case .cancelled(let url): .transport(url, reason: "cancelled")
            }
    }
}
