public import Foundation

/// Where and how often to fetch remote toggle values, and the budget each fetch runs under.
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
///                                 timeToLive: 15 * 60)
/// let local = RemoteToggleSource(url: URL(fileURLWithPath: "/etc/journal/toggles.json"))
/// let strict = RemoteToggleSource(url: configURL, limits: DownloadLimits(totalTimeout: 3, idleTimeout: 2, maximumBytes: 64 << 10))
/// ```
public struct RemoteToggleSource: Sendable {
    /// The budget of a fetch unless told otherwise: 10 s in total, 10 s without progress, 1 MiB
    /// (a toggle document of a few hundred names is a few KiB).
    public static let defaultLimits = DownloadLimits(totalTimeout: 10, idleTimeout: 10, maximumBytes: 1 << 20)

    /// The document's address: `http:`, `https:` or `file:`.
    public var url: URL
    /// How long, in seconds, a fetched document is fresh; ``FeatureToggles/refreshRemote(force:)`` does not
    /// fetch again before that.
    public var timeToLive: TimeInterval
    /// How long a fetch may take in total and without progress, and how large the document may be;
    /// hitting one fails the refresh with ``RemoteToggleError/timedOut(_:limit:)`` or
    /// ``RemoteToggleError/tooLarge(_:maximumBytes:)``.
    public var limits: DownloadLimits
    /// What fetches (nothing is cached there: the ETag cache is ours).
    public var downloader: Downloader
    /// The current time, for the time-to-live check (injectable for tests).
    public var now: @Sendable () -> Date

    /// - Precondition: `timeToLive` ≥ 0.
    public init(
        url: URL, timeToLive: TimeInterval = 15 * 60, limits: DownloadLimits = defaultLimits,
        downloader: Downloader = Downloader(), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        precondition(timeToLive >= 0, "timeToLive must not be negative, got \(timeToLive)")
        self.url = url
        self.timeToLive = timeToLive
        self.limits = limits
        self.downloader = downloader
        self.now = now
    }
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
