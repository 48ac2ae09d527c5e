public import Foundation

/// What to load: the URL, the size to decode at, the processors to apply, and how urgently.
///
/// ```swift
/// let request = ImageRequest(url: URL(string: "https://example.com/photo.jpg")!,
///                            targetSize: CGSize(width: 80, height: 80), contentMode: .aspectFill, scale: 2,
///                            processors: [.resize(to: CGSize(width: 80, height: 80), contentMode: .aspectFill, crop: true), .circle()],
///                            priority: .high)
/// ```
///
/// Two requests with the same ``cacheKey`` produce the same pixels: they share one in-flight load and
/// one memory-cache entry. The priority is not part of the key.
public struct ImageRequest: Hashable, Sendable {
    /// A `file:`, `http:` or `https:` URL.
    public var url: URL { didSet { updateCacheKey() } }
    /// The size to decode at, in points (× `scale` pixels); `nil` for the full size. The image is only
    /// ever made smaller, while decoding (see ``DecodingOptions``). Both sides must be positive and
    /// finite, or the load fails with ``ImagePipeline/Error/invalidTargetSize(_:pixelSize:)``.
    public var targetSize: CGSize? { didSet { updateCacheKey() } }
    /// How the image fits into `targetSize`.
    public var contentMode: ImageContentMode { didSet { updateCacheKey() } }
    /// Pixels per point of the resulting bitmap; positive and finite, or the load fails with
    /// ``ImagePipeline/Error/invalidScale(_:scale:)``.
    public var scale: CGFloat { didSet { updateCacheKey() } }
    /// Applied in order after decoding.
    public var processors: [ImageProcessor] { didSet { updateCacheKey() } }
    /// Order among requests waiting for a download slot.
    public var priority: ImagePriority

    /// The memory-cache and coalescing key: URL, decoding size and mode, scale, processors. Made when the
    /// request is made or changed, so cache lookups do not rebuild it.
    public private(set) var cacheKey: ImageCacheKey

    /// A scale or target size that is not positive and finite is not refused here but by the
    /// pipeline, with a typed error and before anything is downloaded.
    public init(
        url: URL, targetSize: CGSize? = nil, contentMode: ImageContentMode = .aspectFit, scale: CGFloat = 1,
        processors: [ImageProcessor] = [], priority: ImagePriority = .normal
    ) {
        self.url = url
        self.targetSize = targetSize
        self.contentMode = contentMode
        self.scale = scale
        self.processors = processors
        self.priority = priority
        cacheKey = Self.makeCacheKey(url, targetSize, contentMode, scale, processors)
    }

    private mutating func updateCacheKey() {
        cacheKey = Self.makeCacheKey(url, targetSize, contentMode, scale, processors)
    }

    private static func makeCacheKey(
        _ url: URL, _ targetSize: CGSize?, _ contentMode: ImageContentMode, _ scale: CGFloat,
        _ processors: [ImageProcessor]
    ) -> ImageCacheKey {
        var variant = "@\(scale)x"
        if let targetSize { variant += ",\(targetSize.width)x\(targetSize.height),\(contentMode)" }
        if !processors.isEmpty { variant += "," + processors.map(\.identifier).joined(separator: "|") }
        return ImageCacheKey(url: url.absoluteString, variant: variant)
    }

    /// The decoding options this request implies.
    var decodingOptions: DecodingOptions {
        DecodingOptions(
            targetPixelSize: targetSize.map { CGSize(width: $0.width * scale, height: $0.height * scale) },
            contentMode: contentMode, scale: scale)
    }
}
