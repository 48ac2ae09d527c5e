public import Foundation

/// How long a download may take and how many bytes it may bring: the budget every fetch of outside
/// data in Tessera runs under (images, remote toggle documents).
///
/// Three separate limits, each reported by its own error when hit:
/// - ``totalTimeout``: seconds from the start of the download to its last byte, however steadily bytes
///   arrive — a server trickling one byte a second cannot stretch it;
/// - ``idleTimeout``: seconds to wait for the response, and then for each next piece of the body;
/// - ``maximumBytes``: the most body bytes accepted, counted after any content decoding (so a gzip bomb
///   is measured by what it inflates to). A declared `Content-Length` over the limit fails before the
///   body is read; a body that turns out longer fails as soon as it passes the limit. Either way no
///   more than `maximumBytes` are ever held.
///
/// ```swift
/// let limits = DownloadLimits(totalTimeout: 30, idleTimeout: 10, maximumBytes: 8 << 20)
/// let response = try await Downloader().data(for: URLRequest(url: photoURL), limits: limits)
/// // throws DownloadError.timedOut(photoURL, limit: .total(30)) if it takes longer than 30 s,
/// //        DownloadError.tooLarge(photoURL, maximumBytes: 8_388_608) if the body is bigger
/// ```
public struct DownloadLimits: Hashable, Sendable {
    /// Seconds the whole download may take, from the call until the last byte.
    public let totalTimeout: TimeInterval
    /// Seconds without any progress (no response yet, or no new body bytes) before the download fails.
    public let idleTimeout: TimeInterval
    /// The largest body accepted, in bytes.
    public let maximumBytes: Int

    /// - Precondition: both timeouts are finite and positive; `maximumBytes` > 0.
    public init(totalTimeout: TimeInterval, idleTimeout: TimeInterval, maximumBytes: Int) {
        precondition(
            totalTimeout > 0 && totalTimeout.isFinite, "totalTimeout must be positive and finite, got \(totalTimeout)")
        precondition(
            idleTimeout > 0 && idleTimeout.isFinite, "idleTimeout must be positive and finite, got \(idleTimeout)")
        precondition(maximumBytes > 0, "maximumBytes must be positive, got \(maximumBytes)")
        self.totalTimeout = totalTimeout
        self.idleTimeout = idleTimeout
        self.maximumBytes = maximumBytes
    }
}
