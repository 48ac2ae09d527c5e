public import Foundation
#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// Loads `file:` URLs from disk and `http(s):` URLs with `URLSession`.
///
/// The default session is ephemeral and has no `URLCache` (the pipeline's ``DataCache`` does the disk
/// caching), with `requestTimeout` as the request timeout.
public struct DataLoader: DataLoading {
    /// The session for `http(s):` URLs.
    public let session: URLSession
    /// Seconds an `http(s):` request may take before failing with ``DataLoadingError/timedOut``.
    public let requestTimeout: TimeInterval

    /// - Parameters:
    ///   - requestTimeout: seconds; default 30.
    ///   - session: a session of your own, or `nil` for the default described above.
    /// - Precondition: `requestTimeout` > 0.
    public init(requestTimeout: TimeInterval = 30, session: URLSession? = nil) {
        precondition(requestTimeout > 0, "requestTimeout must be positive, got \(requestTimeout)")
        self.requestTimeout = requestTimeout
        self.session = session ?? {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.timeoutIntervalForRequest = requestTimeout
            configuration.httpMaximumConnectionsPerHost = 6
            return URLSession(configuration: configuration)
        }()
    }

    public func loadData(for url: URL) async throws(DataLoadingError) -> Data {
        switch url.scheme?.lowercased() {
        case "file":
            return try await loadFile(url)
        case "http", "https":
            return try await loadHTTP(url)
        default:
            throw .unsupportedScheme
        }
    }

    private func loadFile(_ url: URL) async throws(DataLoadingError) -> Data {
        if Task.isCancelled { throw .cancelled }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .fileUnreadable(reason: (error as NSError).localizedDescription)
        }
    }

    private func loadHTTP(_ url: URL) async throws(DataLoadingError) -> Data {
        let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: requestTimeout)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            switch error.code {
            case .timedOut: throw .timedOut
            case .cancelled: throw .cancelled
            default: throw .transport(reason: "URL error \(error.code.rawValue)")
            }
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .transport(reason: "\(error)")
        }
        if Task.isCancelled { throw .cancelled }
        guard let http = response as? HTTPURLResponse else { throw .transport(reason: "not an HTTP response") }
        guard (200..<300).contains(http.statusCode) else { throw .httpStatus(http.statusCode) }
        return data
    }
}
