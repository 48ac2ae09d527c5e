import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches and validates one remote toggle document.
enum RemoteToggleFetcher {
    enum Response: Sendable {
        case notModified
        case document([String: Bool], etag: String?)
    }

    static func fetch(_ source: RemoteToggleSource, etag: String?) async -> Result<Response, RemoteToggleError> {
        var request = URLRequest(
            url: source.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: source.requestTimeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await source.session.data(for: request)
        } catch let error as URLError where error.code == .timedOut {
            return .failure(.timedOut(source.url))
        } catch {
            return .failure(.transport(source.url, reason: describe(error)))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transport(source.url, reason: "not an HTTP response"))
        }
        switch http.statusCode {
        case 304:
            return .success(.notModified)
        case 200:
            do {
                let values = try JSONDecoder().decode([String: Bool].self, from: data)
                return .success(.document(values, etag: http.value(forHTTPHeaderField: "ETag")))
            } catch {
                return .failure(.malformedJSON(source.url, reason: describe(error)))
            }
        default:
            return .failure(.httpStatus(http.statusCode, source.url))
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): "data corrupted: \(context.debugDescription)"
        case DecodingError.typeMismatch(let type, let context):
            "expected \(type) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case let error as URLError: "URL error \(error.code.rawValue)"
        default: "\(error)"
        }
    }
}
