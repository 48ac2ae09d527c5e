public import Foundation
public import TesseraCore

/// Fetches the bytes of an image URL. The pipeline's loading stage; ``DataLoader`` is the default.
///
/// Implementations must be thread-safe and should stop promptly when the calling task is cancelled
/// (throwing ``DataLoadingError/cancelled``).
///
/// For example, a loader serving bundled test images:
/// ```swift
/// struct FixtureLoader: DataLoading {
///     let images: [URL: Data]
///     func loadData(for url: URL) async throws(DataLoadingError) -> Data {
///         guard let data = images[url] else { throw .unsupportedScheme }
///         return data
///     }
/// }
/// let pipeline = ImagePipeline(configuration: .init(dataLoader: FixtureLoader(images: fixtures)))
/// ```
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
    /// A `file:` URL could not be read (missing, unreadable, not a regular file); `reason` is the
    /// system's message.
    case fileUnreadable(reason: String)
    /// The server answered with a status outside 200…299.
    case httpStatus(Int)
    /// A time limit ran out: the whole load took too long, or nothing arrived for too long.
    case timedOut(DownloadLimits.Timeout)
    /// The response (or the file) is larger than the loader's byte limit.
    case tooLarge(maximumBytes: Int)
    /// The request failed below HTTP (connection refused, reset, DNS, TLS…).
    case transport(reason: String)
    /// The calling task was cancelled.
    case cancelled

    /// The same failure without the URL (the pipeline adds it back).
    public init(_ error: DownloadError) {
        self =
            switch error {
            case .unsupportedScheme: .unsupportedScheme
            case .fileUnreadable(_, let reason): .fileUnreadable(reason: reason)
            case .timedOut(_, let limit): .timedOut(limit)
            case .tooLarge(_, let maximumBytes): .tooLarge(maximumBytes: maximumBytes)
            case .transport(_, let reason): .transport(reason: reason)
            case .cancelled: .cancelled
            }
    }
}
