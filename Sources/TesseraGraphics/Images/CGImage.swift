public import Foundation

/// A bitmap image with Core Graphics' API (`CGImage`): 8-bit sRGB pixels with alpha, not
/// premultiplied (what ``Bitmap`` holds), `width` × `height` pixels. Immutable.
///
/// What iOS code does with one works: `image.cgImage?.width`, cropping a region with
/// `cropping(to:)` and wrapping the result in `UIImage(cgImage:scale:orientation:)`, and drawing with
/// `CGContext.draw(_:in:)`.
///
/// For example:
/// ```swift
/// let photo = UIImage(named: "photo")!
/// let square = photo.cgImage!.cropping(to: CGRect(x: 0, y: 0, width: 100, height: 100))!
/// let thumbnail = UIImage(cgImage: square, scale: photo.scale, orientation: .up)
/// ```
public final class CGImage: Hashable, Sendable {
    /// The pixels.
    public let bitmap: Bitmap

    /// An image of `bitmap`'s pixels (its scale is not part of a `CGImage`).
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32: red, green, blue and alpha.
    public var bitsPerPixel: Int { 32 }
    /// `4 × width`: rows have no padding.
    public var bytesPerRow: Int { 4 * width }

    /// The part of the image inside `rect` (in pixels, origin at the top-left corner), or nil when
    /// `rect` misses the image. As in Core Graphics, `rect` is first made integral and clipped to
    /// the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let region = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return nil }
        let (left, top) = (Int(region.minX), Int(region.minY))
        let (columns, rows) = (Int(region.width), Int(region.height))
        var pixels: [UInt8] = []
        pixels.reserveCapacity(4 * columns * rows)
        for row in top..<(top + rows) {
            let start = 4 * (row * width + left)
            pixels.append(contentsOf: bitmap.pixels[start..<(start + 4 * columns)])
        }
        return CGImage(bitmap: Bitmap(width: columns, height: rows, scale: 1, pixels: pixels))
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.bitmap.pixels == rhs.bitmap.pixels)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
}

extension CGContext {
    /// Draws `image` scaled into `rect`, as Core Graphics does: with its first row at the bottom of
    /// `rect`. UIKit's contexts (a view's `draw(_:)`, `UIGraphicsImageRenderer`) have y pointing
    /// down, so the picture comes out upside down there, as on iOS; `UIImage.draw(in:)` draws it
    /// upright.
    public func draw(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw { $0.drawImage(image.bitmap, in: rect) }
        restoreGState()
    }
}
