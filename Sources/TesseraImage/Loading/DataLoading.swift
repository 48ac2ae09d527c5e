public import Foundation

/// Fetches the bytes of an image URL. The pipeline's loading stage; ``DataLoader`` is the default.
///
/// Implementations must be thread-safe and should stop promptly when the calling task is cancelled
/// (throwing ``DataLoadingError/cancelled``).
public protocol DataLoading: Sendable {
    /// The bytes at `url`.
    ///
    /// - Throws: ``DataLoadingError``.
    func loadData(for url: URL) async throws(DataLoadingError) -> Data
}

/// Why bytes could not be fetched.
public enum DataLoadingError: Error, Hashable, Sendable {
    /// The URL's scheme is not `file`, `http` or `https`.
    case unsupportedScheme
    /// A `file:` URL could not be read; `reason` is the system's message.
    case fileUnreadable(reason: String)
    /// The server answered with a status outside 200…299.
    case httpStatus(Int)
    /// No answer within the timeout.
    case timedOut
    /// The request failed below HTTP (connection refused, reset, DNS, TLS…).
    case transport(reason: String)
    /// The calling task was cancelled.
    case cancelled
}
