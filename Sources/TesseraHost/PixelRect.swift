/// A rectangle of whole pixels, origin at the top-left, used for the part of a frame that changed.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

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

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
