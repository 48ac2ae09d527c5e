public import TesseraGraphics

/// A delivered image.
///
/// For example:
/// ```swift
/// let response = try await pipeline.image(for: avatarURL)
/// imageView.image = UIImage(bitmap: response.bitmap)
/// if response.source == .network { print("downloaded \(response.request.url)") }
/// ```
public struct ImageResponse: Sendable {
    /// The decoded, processed pixels.
    public let bitmap: Bitmap
    /// The request it answers (for coalesced requests, the first one; they differ at most in priority).
    public let request: ImageRequest
    /// Where the bytes or pixels came from.
    public let source: ImageSource
}

/// Where a delivered image came from.
///
/// For example, animating only images that were not already at hand:
/// ```swift
/// let response = try await pipeline.image(for: url)
/// let animated = response.source != .memoryCache
/// ```
public enum ImageSource: Hashable, Sendable {
    /// The memory cache: no loading or decoding.
    case memoryCache
    /// The disk cache: decoded from stored bytes.
    case diskCache
    /// Downloaded over HTTP(S).
    case network
    /// Read from a `file:` URL.
    case file
}
