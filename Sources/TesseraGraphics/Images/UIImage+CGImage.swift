public import Foundation

extension UIImage {
    /// How an image's pixels are turned for display (`UIImage.Orientation`), with the EXIF
    /// orientation each stands for.
    public enum Orientation: Int, Hashable, Sendable {
        /// The pixels as stored (EXIF 1).
        case up
        /// Turned 180° (EXIF 3).
        case down
        /// Turned 90° counter-clockwise (EXIF 8).
        case left
        /// Turned 90° clockwise (EXIF 6), as a phone held upright stores its photos.
        case right
        /// Flipped left to right (EXIF 2).
        case upMirrored
        /// Flipped top to bottom (EXIF 4).
        case downMirrored
        /// Flipped across the top-left to bottom-right diagonal (EXIF 5).
        case leftMirrored
        /// Flipped across the other diagonal (EXIF 7).
        case rightMirrored
    }

    /// An image of `cgImage`'s pixels at 1 pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point, turned upright per `orientation`.
    ///
    /// The pixels are turned when the image is made, so its `imageOrientation` is always `.up` and
    /// its `cgImage` holds them upright (UIKit keeps the stored pixels and turns them when drawing):
    /// `UIImage(cgImage: image.cgImage!, scale: image.scale, orientation: image.imageOrientation)`
    /// gives the same picture either way.
    ///
    /// - Precondition: `scale` is finite and > 0.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        precondition(scale.isFinite && scale > 0, "UIImage(cgImage:scale:orientation:) needs a scale > 0, got \(scale)")
        self.init(bitmap: cgImage.bitmap.turnedUpright(from: orientation, scale: scale))
    }

    /// The pixels of a bitmap image; nil for a symbol or an empty image (UIKit renders symbols).
    public var cgImage: CGImage? { bitmap.map(CGImage.init(bitmap:)) }

    /// Always `.up`: pixels are turned upright when an image is made.
    public var imageOrientation: Orientation { .up }
}

extension Bitmap {
    /// The bitmap displayed per `orientation`, at `scale`.
    fileprivate func turnedUpright(from orientation: UIImage.Orientation, scale: CGFloat) -> Bitmap {
        let (w, h) = (width, height)
        let swapsSides = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let (columns, rows) = swapsSides ? (h, w) : (w, h)
        // The stored pixel shown at (x, y).
        let source: (Int, Int) -> (Int, Int) =
            switch orientation {
            case .up: { ($0, $1) }
            case .down: { (w - 1 - $0, h - 1 - $1) }
            case .left: { (w - 1 - $1, $0) }
            case .right: { ($1, h - 1 - $0) }
            case .upMirrored: { (w - 1 - $0, $1) }
            case .downMirrored: { ($0, h - 1 - $1) }
            case .leftMirrored: { ($1, $0) }
            case .rightMirrored: { (w - 1 - $1, h - 1 - $0) }
            }
        guard orientation != .up else { return Bitmap(width: w, height: h, scale: scale, pixels: pixels) }
        var turned = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<rows {
            for x in 0..<columns {
                let (sx, sy) = source(x, y)
                let from = 4 * (sy * w + sx)
                let to = 4 * (y * columns + x)
                turned[to..<(to + 4)] = pixels[from..<(from + 4)]
            }
        }
        return Bitmap(width: columns, height: rows, scale: scale, pixels: turned)
    }
}
