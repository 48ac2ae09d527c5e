public import Foundation
#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// Where and how often to fetch remote toggle values.
///
/// The document is a JSON object of toggle names to booleans; names the app does not know are
/// ignored:
/// ```json
/// {"newEditor": true, "syncOverCellular": false}
/// ```
/// A document with any non-boolean value, or that is not an object, is malformed and rejected whole.
///
/// ```swift
/// let remote = RemoteToggleSource(url: URL(string: "https://config.example.com/toggles.json")!,
///                                 timeToLive: 15 * 60, requestTimeout: 10)
/// ```
public struct RemoteToggleSource: Sendable {
    /// The document's address (`http:` or `https:`).
    public var url: URL
    /// How long, in seconds, a fetched document is fresh; ``FeatureToggles/refreshRemote(force:)`` does not
    /// fetch again before that.
    public var timeToLive: TimeInterval
    /// How long, in seconds, a request may take before it fails with ``RemoteToggleError/timedOut(_:)``.
    public var requestTimeout: TimeInterval
    /// The session that fetches. The default is ephemeral with no URL cache (the ETag cache is ours).
    public var session: URLSession
    /// The current time, for the time-to-live check (injectable for tests).
    public var now: @Sendable () -> Date

    /// - Precondition: `timeToLive` ≥ 0 and `requestTimeout` > 0.
    public init(
        url: URL, timeToLive: TimeInterval = 15 * 60, requestTimeout: TimeInterval = 10,
        session: URLSession? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        precondition(timeToLive >= 0, "timeToLive must not be negative, got \(timeToLive)")
        precondition(requestTimeout > 0, "requestTimeout must be positive, got \(requestTimeout)")
        self.url = url
        self.timeToLive = timeToLive
        self.requestTimeout = requestTimeout
        self.session = session ?? Self.makeSession(timeout: requestTimeout)
        self.now = now
    }

    private static func makeSession(timeout: TimeInterval) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        return URLSession(configuration: configuration)
    }
}

/// Why a remote refresh failed. The last good document stays in use after any of them.
public enum RemoteToggleError: Error, Hashable, Sendable {
    /// No answer within ``RemoteToggleSource/requestTimeout``.
    case timedOut(URL)
    /// The server answered with a status other than 200 or 304.
    case httpStatus(Int, URL)
    /// The body is not a JSON object of booleans; `reason` says what the decoder found.
    case malformedJSON(URL, reason: String)
    /// The request failed below HTTP (connection refused, DNS, TLS…).
    case transport(URL, reason: String)
}

/// What ``FeatureToggles/refreshRemote(force:)`` did.
public enum RemoteToggleRefresh: Hashable, Sendable {
    /// The cached document is younger than its time to live: nothing was fetched.
    case fresh
    /// The server sent a new document, now in use.
    case updated
    /// The server answered 304 Not Modified to our ETag: the cached document stays, and is fresh again.
    case notModified
    /// The fetch failed; the last good document (or none) stays in use.
    case failed(RemoteToggleError)
    /// No remote source is configured.
    case noSource
}

/// The last good remote document, persisted in settings so it survives restarts.
struct RemoteToggleCache: Codable, Hashable, Sendable {
    var values: [String: Bool]
    var etag: String?
    var fetchedAt: Date
}
