import Foundation
import TesseraGraphics

extension CGAffineTransform {
    /// The transform with its translation on the pixel grid at `scale` when it only translates
    /// (otherwise unchanged): in steps of whole device pixels that are a binary fraction of a point
    /// (½ point at 2×, 1 point at 1× and 3×, where a third of a point has no exact binary value).
    /// At scales whose step would be coarser than a point (1.25×, 1.5×, 1.75×) it is unchanged.
    ///
    /// Drawn this way, a slide moves by whole pixels and exact coordinates from one frame to the
    /// next, so each frame can reuse the previous one's pixels moved instead of drawing them again;
    /// the at most half a step it moves the drawing does not show in a slide. (Core Animation
    /// instead resamples a layer's raster at the fractional position, a blur that Tessera, which
    /// draws each frame, avoids.)
    func translationOnPixels(scale: CGFloat) -> CGAffineTransform {
        guard a == 1, b == 0, c == 0, d == 1, scale > 0, scale.isFinite else { return self }
        let step = Self.pixelGridStep(scale: scale)
        guard step <= 1 else { return self }
        return CGAffineTransform(translationX: (tx / step).rounded() * step, y: (ty / step).rounded() * step)
    }

    /// The finest step, in points, that is a whole number of pixels at `scale` and exact in binary.
    static func pixelGridStep(scale: CGFloat) -> CGFloat {
        let steps: [CGFloat] = [0.125, 0.25, 0.5, 1, 2, 4]
        return steps.first { ($0 * scale).rounded() == $0 * scale } ?? 1
    }
}
