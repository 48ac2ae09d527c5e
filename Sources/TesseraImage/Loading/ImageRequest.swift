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
    public var url: URL
    /// The size to decode at, in points (× `scale` pixels); `nil` for the full size. The image is only
    /// ever made smaller, while decoding (see ``DecodingOptions``).
    public var targetSize: CGSize?
    /// How the image fits into `targetSize`.
    public var contentMode: ImageContentMode
    /// Pixels per point of the resulting bitmap.
    public var scale: CGFloat
    /// Applied in order after decoding.
    public var processors: [ImageProcessor]
    /// Order among requests waiting for a download slot.
    public var priority: ImagePriority

    /// - Precondition: `scale` > 0; `targetSize`, when given, is positive.
    public init(
        url: URL, targetSize: CGSize? = nil, contentMode: ImageContentMode = .aspectFit, scale: CGFloat = 1,
        processors: [ImageProcessor] = [], priority: ImagePriority = .normal
    ) {
        precondition(scale > 0 && scale.isFinite, "Image scale must be positive, got \(scale)")
        if let targetSize {
            precondition(targetSize.width > 0 && targetSize.height > 0, "Target size must be positive, got \(targetSize)")
        }
        self.url = url
        self.targetSize = targetSize
        self.contentMode = contentMode
        self.scale = scale
        self.processors = processors
        self.priority = priority
    }

    /// The memory-cache and coalescing key: URL, decoding size and mode, scale, processors.
    public var cacheKey: ImageCacheKey {
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
