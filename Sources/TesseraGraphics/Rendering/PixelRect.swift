/// A rectangle of whole pixels, origin at the top-left, used for the part of a frame that changed.
///
/// For example:
/// ```swift
/// let dirty = PixelRect(x: 10, y: 20, width: 100, height: 50)
/// dirty.area                                                   // 5000
/// dirty.contains(PixelRect(x: 20, y: 30, width: 10, height: 10))  // true
/// ```
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in pixels from the frame's left.
    public var x: Int
    /// The top edge, in pixels from the frame's top.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// A rectangle of `width` × `height` pixels whose top-left pixel is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Number of pixels covered.
    public var area: Int { width * height }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelRect) -> PixelRect {
        let minX = min(x, other.x)
        let minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width)
        let maxY = max(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
