import Foundation
import TesseraGraphics

extension PixelRect {
    /// `rect` (points) grown to whole pixels at `scale` and cut to `surface`; nil when nothing is left.
    init?(covering rect: CGRect, scale: CGFloat, within surface: PixelRect) {
        guard !rect.isNull, !rect.isEmpty else { return nil }
        let minX = max(surface.x, Int((rect.minX * scale).rounded(.down)))
        let minY = max(surface.y, Int((rect.minY * scale).rounded(.down)))
        let maxX = min(surface.x + surface.width, Int((rect.maxX * scale).rounded(.up)))
        let maxY = min(surface.y + surface.height, Int((rect.maxY * scale).rounded(.up)))
        guard maxX > minX, maxY > minY else { return nil }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle in points at `scale`.
    func points(scale: CGFloat) -> CGRect {
        CGRect(
            x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: CGFloat(width) / scale,
            height: CGFloat(height) / scale)
    }
}

extension PixelRect {
    /// Whether the two share a pixel.
    func intersects(_ other: PixelRect) -> Bool {
        max(x, other.x) < min(x + width, other.x + other.width)
            && max(y, other.y) < min(y + height, other.y + other.height)
    }
}
