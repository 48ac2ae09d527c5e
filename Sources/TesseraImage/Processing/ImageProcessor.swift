public import TesseraGraphics

/// One step that turns a decoded bitmap into another: a small value with an identifier (part of the
/// cache key, so differently processed images are cached apart) and a transform.
///
/// Processors compose; a request applies its list in order:
/// ```swift
/// let avatar = ImageRequest(url: url, processors: [.resize(to: CGSize(width: 40, height: 40), contentMode: .aspectFill, crop: true),
///                                                  .circle()])
/// let card = ImageProcessor.resize(to: CGSize(width: 320, height: 180)).then(.roundedCorners(radius: 12))
/// card.identifier   // "resize(320.0x180.0,aspectFit,crop:false,upscale:false)|roundedCorners(12.0)"
/// ```
///
/// Sizes and radii are in points: processors multiply them by the bitmap's ``Bitmap/scale``.
public struct ImageProcessor: Hashable, Sendable, CustomStringConvertible {
    /// Identifies what the processor does, parameters included; equal identifiers must mean equal output.
    public let identifier: String
    private let transform: @Sendable (Bitmap) throws(ImageProcessingError) -> Bitmap

    /// A custom processor. `identifier` must change whenever the output would.
    public init(identifier: String, _ transform: @escaping @Sendable (Bitmap) throws(ImageProcessingError) -> Bitmap) {
        precondition(!identifier.isEmpty, "A processor needs a non-empty identifier")
        self.identifier = identifier
        self.transform = transform
    }

    /// Applies the processor.
    ///
    /// - Throws: ``ImageProcessingError`` when the transform cannot produce an image.
    public func process(_ bitmap: Bitmap) throws(ImageProcessingError) -> Bitmap {
        try transform(bitmap)
    }

    /// This processor, then `next`.
    public func then(_ next: ImageProcessor) -> ImageProcessor {
        let first = self
        return ImageProcessor(identifier: "\(identifier)|\(next.identifier)") { bitmap throws(ImageProcessingError) in
            try next.process(try first.process(bitmap))
        }
    }

    public var description: String { identifier }

    public static func == (lhs: ImageProcessor, rhs: ImageProcessor) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// Why a processor could not produce an image.
public enum ImageProcessingError: Error, Hashable, Sendable {
    /// The processor `identifier` failed; `reason` says how (e.g. gdk-pixbuf could not allocate the result).
    case failed(identifier: String, reason: String)
}
