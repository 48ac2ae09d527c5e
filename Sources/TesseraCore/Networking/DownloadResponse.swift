public import Foundation

/// The bytes a ``Downloader`` brought, with the HTTP status and headers they came with.
public struct DownloadResponse: Hashable, Sendable {
    /// The URL the bytes came from (the last one, after redirects).
    public let url: URL
    /// The HTTP status, or `nil` for a `file:` URL.
    public let statusCode: Int?
    /// The HTTP response headers, names lowercased; empty for a `file:` URL.
    public let headers: [String: String]
    /// The body, at most ``DownloadLimits/maximumBytes`` long.
    public let data: Data

    /// A response with these parts, as a `Downloader` makes them (tests may build their own).
    public init(url: URL, statusCode: Int?, headers: [String: String], data: Data) {
        self.url = url
        self.statusCode = statusCode
        self.headers = headers
        self.data = data
    }

    /// The value of the header `name`, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
