public import TesseraGraphics

/// The pipeline's memory cache of decoded, processed images. ``ImageCache`` is the default.
///
/// Implementations must be thread-safe.
///
/// For example, a pipeline without a memory cache (every request decodes again):
/// ```swift
/// let pipeline = ImagePipeline(configuration: .init(imageCache: nil))
/// ```
public protocol ImageCaching: AnyObject, Sendable {
    /// The cached bitmap for `key`, marking it as recently used; `nil` on a miss.
    subscript(key: ImageCacheKey) -> Bitmap? { get set }
    /// Empties the cache.
    func removeAll()
}

/// Identifies one processed image: the URL, the decoding size and scale, and the processors.
///
/// For example:
/// ```swift
/// let cache = ImageCache()
/// let key = ImageCacheKey(url: "https://example.com/a.png", variant: "")
/// cache[key] = bitmap
/// ```
public struct ImageCacheKey: Hashable, Sendable, CustomStringConvertible {
    /// The image's URL as a string.
    public let url: String
    /// The rest of the request that changes the pixels (target size, content mode, scale, processors).
    public let variant: String

    /// A key for the image at `url` made with the request details in `variant` (empty for an unprocessed image).
    public init(url: String, variant: String) {
        self.url = url
        self.variant = variant
    }

    public var description: String { variant.isEmpty ? url : "\(url) [\(variant)]" }
}
