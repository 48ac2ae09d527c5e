public import Foundation

/// A raster image held in memory: 8-bit RGBA pixels, not premultiplied, row-major from the top-left
/// corner, with a scale that relates pixels to points.
///
/// `pixels` holds 4 bytes per pixel in the order red, green, blue, alpha (0…255, sRGB), rows top to
/// bottom with no padding: the pixel (x, y) starts at byte 4·(y·width + x).
///
/// For example:
/// ```swift
/// let swatch = Bitmap(width: 4, height: 2, scale: 2, fill: .red)
/// swatch.size                  // 2 × 1 points
/// swatch.color(atX: 3, y: 1)   // UIColor(red: 1, green: 0, blue: 0)
/// ```
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels per point (1, 2 or 3 for the usual displays).
    public let scale: CGFloat
    /// RGBA bytes, not premultiplied; exactly 4·width·height of them. Edit bytes in place, keep the
    /// count: encoding and drawing check it (a precondition).
    public var pixels: [UInt8]

    /// Wraps existing pixel bytes.
    ///
    /// - Precondition: `width` and `height` ≥ 0, `scale` > 0 and finite,
    ///   `pixels.count == 4 * width * height`.
    public init(width: Int, height: Int, scale: CGFloat = 1, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative, got \(width)×\(height)")
        precondition(scale > 0 && scale.isFinite, "Bitmap scale must be positive and finite, got \(scale)")
        precondition(pixels.count == 4 * width * height, Self.countMessage(pixels.count, width, height))
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
    }

    /// A bitmap with every pixel set to `fill` (transparent by default). A dynamic colour fills
    /// with its light variant.
    public init(width: Int, height: Int, scale: CGFloat = 1, fill: UIColor = .clear) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative, got \(width)×\(height)")
        let rgba = Self.bytes(of: fill)
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        if rgba != [0, 0, 0, 0] {
            for index in stride(from: 0, to: pixels.count, by: 4) {
                pixels[index] = rgba[0]
                pixels[index + 1] = rgba[1]
                pixels[index + 2] = rgba[2]
                pixels[index + 3] = rgba[3]
            }
        }
        self.init(width: width, height: height, scale: scale, pixels: pixels)
    }

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize {
        CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    }

    /// The colour of one pixel, components = bytes / 255.
    ///
    /// - Precondition: 0 ≤ x < width and 0 ≤ y < height.
    public func color(atX x: Int, y: Int) -> UIColor {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height, "Pixel (\(x), \(y)) is outside the \(width)×\(height) bitmap")
        let index = 4 * (y * width + x)
        return UIColor(
            red: Double(pixels[index]) / 255, green: Double(pixels[index + 1]) / 255,
            blue: Double(pixels[index + 2]) / 255, alpha: Double(pixels[index + 3]) / 255)
    }

    /// The four bytes (red, green, blue, alpha) of one pixel.
    ///
    /// - Precondition: 0 ≤ x < width and 0 ≤ y < height.
    public func rgba(atX x: Int, y: Int) -> [UInt8] {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height, "Pixel (\(x), \(y)) is outside the \(width)×\(height) bitmap")
        let index = 4 * (y * width + x)
        return Array(pixels[index..<index + 4])
    }

    /// Equal bitmaps hash equally; the hash reads the dimensions and at most 256 evenly spaced
    /// bytes, so hashing a large bitmap stays cheap.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(scale)
        let step = max(pixels.count / 256, 1)
        for index in stride(from: 0, to: pixels.count, by: step) {
            hasher.combine(pixels[index])
        }
    }

    /// A colour as RGBA bytes (light variant), rounding each component to the nearest of 0…255.
    static func bytes(of color: UIColor) -> [UInt8] {
        let light = color.light
        return [light.red, light.green, light.blue, light.alpha].map { UInt8(($0 * 255).rounded()) }
    }

    /// Stops with a message when `pixels` no longer has 4·width·height bytes.
    func checkPixelCount() {
        precondition(pixels.count == 4 * width * height, Self.countMessage(pixels.count, width, height))
    }

    private static func countMessage(_ count: Int, _ width: Int, _ height: Int) -> String {
        "Bitmap of \(width)×\(height) pixels needs \(4 * width * height) bytes, got \(count)"
    }
}
