import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches and validates one remote toggle document, within the source's limits.
enum RemoteToggleFetcher {
    enum Response: Sendable {
        case notModified
        case document([String: Bool], etag: String?)
    }

    static func fetch(_ source: RemoteToggleSource, etag: String?) async -> Result<Response, RemoteToggleError> {
        var request = URLRequest(url: source.url, cachePolicy: .reloadIgnoringLocalCacheData)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let response: DownloadResponse
        do {
            response = try await source.downloader.data(for: request, limits: source.limits)
        } catch {
            return .failure(RemoteToggleError(error))
        }
        switch response.statusCode {
        case 304?:
            return .success(.notModified)
        case 200?, nil:  // nil: a file
            return document(from: response.data, url: source.url).map { .document($0, etag: response.header("ETag")) }
        case let status?:
            return .failure(.httpStatus(status, source.url))
        }
    }

    /// The toggle values in a JSON object of booleans, or why `data` is not one.
    static func document(from data: Data, url: URL) -> Result<[String: Bool], RemoteToggleError> {
        do {
            return .success(try JSONDecoder().decode([String: Bool].self, from: data))
        } catch {
            return .failure(.malformedJSON(url, reason: describe(error)))
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): "data corrupted: \(context.debugDescription)"
        case DecodingError.typeMismatch(let type, let context):
            "expected \(type) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "\(error)"
        }
    }
}
