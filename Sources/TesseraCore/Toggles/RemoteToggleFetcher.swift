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
            do {
                let values = try JSONDecoder().decode([String: Bool].self, from: response.data)
                return .success(.document(values, etag: response.header("ETag")))
            } catch {
                return .failure(.malformedJSON(source.url, reason: describe(error)))
            }
        case let status?:
            return .failure(.httpStatus(status, source.url))
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
