import CGdkPixbuf
public import Foundation
import TesseraGraphics

extension ImageProcessor {
    /// Scales the image to `size` points (× the bitmap's scale in pixels), keeping its aspect ratio.
    ///
    /// - `aspectFit`: the result fits inside `size` (one side may be shorter).
    /// - `aspectFill`: the result covers `size`; with `crop`, the overflow is cut off around the centre so
    ///   the result is exactly `size`.
    /// - Unless `upscale` is true, an image already smaller than the target is left at its size
    ///   (a `crop` still applies).
    ///
    /// Resampling is gdk-pixbuf's bilinear filter, which averages all covered source pixels when
    /// shrinking and weights colours by alpha.
    ///
    /// - Precondition: `size` is positive and finite.
    public static func resize(
        to size: CGSize, contentMode: ImageContentMode = .aspectFit, crop: Bool = false, upscale: Bool = false
    ) -> ImageProcessor {
        precondition(
            size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite,
            "Resize target must be positive and finite, got \(size)")
        let identifier = "resize(\(size.width)x\(size.height),\(contentMode),crop:\(crop),upscale:\(upscale))"
        return ImageProcessor(identifier: identifier) { bitmap throws(ImageProcessingError) in
            guard bitmap.width > 0, bitmap.height > 0 else { return bitmap }
            let target = CGSize(width: size.width * bitmap.scale, height: size.height * bitmap.scale)
            let horizontal = target.width / CGFloat(bitmap.width)
            let vertical = target.height / CGFloat(bitmap.height)
            var factor = contentMode == .aspectFit ? min(horizontal, vertical) : max(horizontal, vertical)
            if !upscale { factor = min(factor, 1) }
            let width = max(1, Int((CGFloat(bitmap.width) * factor).rounded()))
            let height = max(1, Int((CGFloat(bitmap.height) * factor).rounded()))
            var result = bitmap
            if width != bitmap.width || height != bitmap.height {
                result = try scaled(bitmap, width: width, height: height, identifier: identifier)
            }
            if crop && contentMode == .aspectFill {
                result = cropped(
                    result, width: min(result.width, Int(target.width.rounded())),
                    height: min(result.height, Int(target.height.rounded())))
            }
            return result
        }
    }

    /// Scales with gdk-pixbuf (bilinear).
    static func scaled(_ bitmap: Bitmap, width: Int, height: Int, identifier: String) throws(ImageProcessingError)
        -> Bitmap
    {
        let result: Pixbuf? = Pixbuf.withBorrowed(bitmap) { source in
            gdk_pixbuf_scale_simple(source, Int32(width), Int32(height), GDK_INTERP_BILINEAR).map(Pixbuf.init(taking:))
        }
        guard let result else {
            throw .failed(identifier: identifier, reason: "gdk-pixbuf could not scale to \(width)×\(height)")
        }
        return result.bitmap(scale: bitmap.scale)
    }

    /// The centred `width` × `height` pixel region of `bitmap`.
    ///
    /// - Precondition: the region fits inside the bitmap.
    static func cropped(_ bitmap: Bitmap, width: Int, height: Int) -> Bitmap {
        precondition(width <= bitmap.width && height <= bitmap.height, "Crop larger than the bitmap")
        guard width != bitmap.width || height != bitmap.height else { return bitmap }
        let left = (bitmap.width - width) / 2
        let top = (bitmap.height - height) / 2
        var pixels = [UInt8]()
        pixels.reserveCapacity(4 * width * height)
        for y in top..<top + height {
            let start = 4 * (y * bitmap.width + left)
            pixels.append(contentsOf: bitmap.pixels[start..<start + 4 * width])
        }
        return Bitmap(width: width, height: height, scale: bitmap.scale, pixels: pixels)
    }
}
