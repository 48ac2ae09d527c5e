public import Foundation
import TesseraGraphics

extension ImageProcessor {
    /// Makes the corners transparent outside quarter circles of `radius` points (× the bitmap's scale),
    /// with antialiased edges. A radius over half the shorter side is clamped to it.
    ///
    /// - Precondition: `radius` ≥ 0 and finite.
    public static func roundedCorners(radius: CGFloat) -> ImageProcessor {
        precondition(radius >= 0 && radius.isFinite, "Corner radius must be non-negative and finite, got \(radius)")
        return ImageProcessor(identifier: "roundedCorners(\(radius))") { bitmap in
            masked(bitmap, radius: radius * bitmap.scale)
        }
    }

    /// Crops the centred square of the image and makes everything outside its inscribed circle
    /// transparent (antialiased) — the avatar shape.
    public static func circle() -> ImageProcessor {
        ImageProcessor(identifier: "circle") { bitmap in
            let side = min(bitmap.width, bitmap.height)
            guard side > 0 else { return bitmap }
            return masked(cropped(bitmap, width: side, height: side), radius: CGFloat(side) / 2)
        }
    }

    /// Multiplies the alpha of corner pixels by their coverage: for a pixel centre at distance d from
    /// the corner circle's centre, coverage = clamp(radius − d + 0.5, 0, 1) (a one-pixel linear ramp).
    static func masked(_ bitmap: Bitmap, radius requested: CGFloat) -> Bitmap {
        let radius = min(requested, CGFloat(min(bitmap.width, bitmap.height)) / 2)
        guard radius > 0 else { return bitmap }
        var result = bitmap
        let reach = Int(radius.rounded(.up))
        let width = bitmap.width
        let height = bitmap.height
        result.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<min(reach, height) {
                for x in 0..<min(reach, width) {
                    let dx = radius - (CGFloat(x) + 0.5)
                    let dy = radius - (CGFloat(y) + 0.5)
                    guard dx > 0, dy > 0 else { continue }
                    let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
                    guard coverage < 1 else { continue }
                    // The same offset in all four corners.
                    for (cornerX, cornerY) in [
                        (x, y), (width - 1 - x, y), (x, height - 1 - y), (width - 1 - x, height - 1 - y),
                    ] {
                        let alpha = 4 * (cornerY * width + cornerX) + 3
                        pixels[alpha] = UInt8((CGFloat(pixels[alpha]) * coverage).rounded())
                    }
                }
            }
        }
        return result
    }
}
