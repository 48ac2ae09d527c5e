public import Foundation
public import TesseraCore

/// Loads `file:` and `http(s):` URLs with a TesseraCore `Downloader`, within ``limits``.
///
/// ```swift
/// let loader = DataLoader(limits: DownloadLimits(totalTimeout: 20, idleTimeout: 5, maximumBytes: 16 << 20))
/// let pipeline = ImagePipeline(configuration: .init(dataLoader: loader))
/// ```
///
/// Nothing is cached here (the pipeline's ``DataCache`` does the disk caching).
public struct DataLoader: DataLoading {
    /// The budget of one image unless told otherwise: 60 s in total, 20 s without progress, 64 MiB.
    /// (A 50-megapixel photo — ``ImageDecoder``'s default pixel limit — is typically 10–30 MB as JPEG.)
    public static let defaultLimits = DownloadLimits(totalTimeout: 60, idleTimeout: 20, maximumBytes: 64 << 20)

    /// How long one load may take in total and without progress, and how many bytes it may bring.
    public let limits: DownloadLimits
    /// What fetches.
    public let downloader: Downloader

    /// - Parameters:
    ///   - limits: the budget of each load; default ``defaultLimits``.
    ///   - downloader: what fetches (its user agent and redirect limit).
    public init(limits: DownloadLimits = defaultLimits, downloader: Downloader = Downloader()) {
        self.limits = limits
        self.downloader = downloader
    }

    public func loadData(for url: URL) async throws(DataLoadingError) -> Data {
        let response: DownloadResponse
        do {
            response = try await downloader.data(from: url, limits: limits)
        } catch {
            throw DataLoadingError(error)
        }
        if let status = response.statusCode, !(200..<300).contains(status) { throw .httpStatus(status) }
        return response.data
    }
}
