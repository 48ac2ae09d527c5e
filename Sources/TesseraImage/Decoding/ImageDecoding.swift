public import Foundation
public import TesseraGraphics

/// Turns encoded bytes into a ``Bitmap``. The pipeline's decoding stage; ``ImageDecoder`` is the default.
///
/// Implementations must be thread-safe: the pipeline decodes several images at once.
///
/// For example, decoding bytes at a thumbnail's size:
/// ```swift
/// let bitmap = try ImageDecoder().decode(data, options: DecodingOptions(targetPixelSize: CGSize(width: 120, height: 120)))
/// ```
public protocol ImageDecoding: Sendable {
    /// Decodes `data`, downsampling while decoding when `options` ask for a smaller size.
    ///
    /// - Throws: ``ImageDecodingError`` when `options` are invalid, or the bytes are empty, not a
    ///   supported format, too large, or corrupt.
    func decode(_ data: Data, options: DecodingOptions) throws(ImageDecodingError) -> Bitmap
}

/// How to decode: the size wanted, how to fit into it, and the scale of the result.
///
/// The values may come from callers: a decoder checks them (``validate()``) and throws
/// ``ImageDecodingError/invalidScale(_:)`` or ``ImageDecodingError/invalidTargetSize(_:)`` for a
/// scale or size that is zero, negative, NaN or infinite.
///
/// For example:
/// ```swift
/// let options = DecodingOptions(targetPixelSize: CGSize(width: 300, height: 200), contentMode: .aspectFill, scale: 2)
/// ```
public struct DecodingOptions: Hashable, Sendable {
    /// The size wanted, in pixels; `nil` decodes at full size. The image is only ever made smaller.
    /// Both sides must be positive and finite.
    public var targetPixelSize: CGSize?
    /// How the image fits into `targetPixelSize`.
    public var contentMode: ImageContentMode
    /// Pixels per point of the result (its ``Bitmap/scale``); positive and finite.
    public var scale: CGFloat

    /// Options decoding at most `targetPixelSize` pixels (nil: full size), fitted by `contentMode`, for a
    /// screen of `scale` pixels per point.
    public init(targetPixelSize: CGSize? = nil, contentMode: ImageContentMode = .aspectFit, scale: CGFloat = 1) {
        self.targetPixelSize = targetPixelSize
        self.contentMode = contentMode
        self.scale = scale
    }

    /// Throws unless ``scale`` and ``targetPixelSize`` are positive and finite.
    ///
    /// ```swift
    /// try DecodingOptions(scale: 0).validate()   // throws ImageDecodingError.invalidScale(0)
    /// ```
    public func validate() throws(ImageDecodingError) {
        guard scale > 0 && scale.isFinite else { throw .invalidScale(scale) }
        if let size = targetPixelSize {
            guard size.width > 0 && size.width.isFinite && size.height > 0 && size.height.isFinite else {
                throw .invalidTargetSize(size)
            }
        }
    }

    /// The size to decode an image of `width` × `height` pixels to: the full size when no target is set
    /// or the image already fits, else scaled down by one factor for both axes (rounded, at least 1).
    ///
    /// `aspectFit` scales by min(target.w / w, target.h / h) so the whole image fits inside the target;
    /// `aspectFill` by max(…) so it covers the target (cropping is a processor's job).
    func decodedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        guard let target = targetPixelSize, width > 0, height > 0 else { return (width, height) }
        let horizontal = target.width / CGFloat(width)
        let vertical = target.height / CGFloat(height)
        let factor = contentMode == .aspectFit ? min(horizontal, vertical) : max(horizontal, vertical)
        guard factor < 1 else { return (width, height) }
        return (max(1, Int((CGFloat(width) * factor).rounded())), max(1, Int((CGFloat(height) * factor).rounded())))
    }
}

/// How an image is fitted into a target size.
///
/// For example:
/// ```swift
/// let request = ImageRequest(url: url, targetSize: CGSize(width: 80, height: 80), contentMode: .aspectFill)
/// ```
public enum ImageContentMode: Hashable, Sendable {
    /// Scaled to fit entirely inside the target, keeping its aspect ratio.
    case aspectFit
    /// Scaled to cover the target, keeping its aspect ratio (the overflow may be cropped later).
    case aspectFill
}

/// Why bytes could not be decoded.
public enum ImageDecodingError: Error, Hashable, Sendable {
    /// No bytes at all.
    case emptyData
    /// The bytes are neither PNG nor JPEG; `signature` holds the first (up to 16) bytes, e.g. the
    /// `<!DOCTYPE html>` of an error page served instead of an image.
    case unsupportedFormat(signature: [UInt8])
    /// The header declares more pixels than allowed (a decompression bomb guard); nothing was decoded.
    case tooLarge(width: Int, height: Int, maximumPixelCount: Int)
    /// The decoder rejected the bytes (corrupt or truncated); `reason` is its message.
    case corrupt(format: ImageFormat, reason: String)
    /// ``DecodingOptions/scale`` is zero, negative, NaN or infinite; nothing was decoded.
    case invalidScale(CGFloat)
    /// ``DecodingOptions/targetPixelSize`` has a side that is zero, negative, NaN or infinite; nothing
    /// was decoded.
    case invalidTargetSize(CGSize)
}
