import Foundation
public import TesseraGraphics

/// The comparison of two bitmaps under an `ImageTolerance`.
///
/// For example:
/// ```swift
/// let diff = ImageDiff(reference: expected, actual: rendered, tolerance: .default)
/// diff.differingFraction   // 0…1
/// ```
public struct ImageDiff: Hashable, Sendable {
    /// Pixels whose difference exceeds the per-pixel tolerance (0 when the sizes differ).
    public let differingPixelCount: Int
    /// All pixels compared.
    public let pixelCount: Int
    /// The largest ΔE*ab seen.
    public let maximumDelta: Double
    /// True when the two bitmaps have the same pixel size.
    public var sizesMatch: Bool { referenceSize == actualSize }
    /// The reference's size, in pixels.
    public let referenceSize: Size
    /// The actual bitmap's size, in pixels.
    public let actualSize: Size
    /// The tolerance the bitmaps were compared under.
    public let tolerance: ImageTolerance

    /// A bitmap's size in pixels, shown as width×height.
    public struct Size: Hashable, Sendable, CustomStringConvertible {
        public let width: Int
        public let height: Int

        public var description: String { "\(width)×\(height)" }
    }

    /// `differingPixelCount / pixelCount`, 0…1.
    public var differingFraction: Double {
        pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
    }

    /// True when the sizes match and few enough pixels differ.
    public var matches: Bool {
        sizesMatch && differingFraction <= tolerance.differingFraction
    }

    /// Compares `actual` against `reference`.
    /// - Complexity: O(pixels).
    public init(reference: Bitmap, actual: Bitmap, tolerance: ImageTolerance) {
        self.tolerance = tolerance
        referenceSize = Size(width: reference.width, height: reference.height)
        actualSize = Size(width: actual.width, height: actual.height)
        guard referenceSize == actualSize else {
            differingPixelCount = 0
            pixelCount = 0
            maximumDelta = .infinity
            return
        }
        pixelCount = reference.width * reference.height
        var differing = 0
        var maximum = 0.0
        reference.pixels.withUnsafeBufferPointer { expected in
            actual.pixels.withUnsafeBufferPointer { observed in
                for offset in stride(from: 0, to: expected.count, by: 4) {
                    if expected[offset] == observed[offset], expected[offset + 1] == observed[offset + 1],
                        expected[offset + 2] == observed[offset + 2], expected[offset + 3] == observed[offset + 3]
                    {
                        continue
                    }
                    let (delta, exceeds) = ColorDifference.compare(expected, observed, at: offset, tolerance: tolerance)
                    maximum = max(maximum, delta)
                    if exceeds { differing += 1 }
                }
            }
        }
        differingPixelCount = differing
        maximumDelta = maximum
    }

    /// A picture of the difference: matching pixels as a faint grey copy of the reference,
    /// differing pixels in solid magenta. Nil when the sizes differ.
    public static func image(reference: Bitmap, actual: Bitmap, tolerance: ImageTolerance) -> Bitmap? {
        guard reference.width == actual.width, reference.height == actual.height else { return nil }
        var pixels = [UInt8](repeating: 255, count: reference.pixels.count)
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            if ColorDifference.compare(reference.pixels, actual.pixels, at: offset, tolerance: tolerance).exceeds {
                (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (255, 0, 255)
            } else {
                let grey = UInt8(215 + Int(ColorDifference.luminanceByte(reference.pixels, at: offset)) * 40 / 255)
                (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (grey, grey, grey)
            }
        }
        return Bitmap(width: reference.width, height: reference.height, scale: reference.scale, pixels: pixels)
    }
}

/// Colour difference between RGBA8 pixels, composited over white.
enum ColorDifference {
    /// ΔE*ab of two pixels and whether they differ beyond `tolerance` (colour or opacity; see
    /// `ImageTolerance`).
    static func compare<Buffer: RandomAccessCollection>(
        _ first: Buffer, _ second: Buffer, at offset: Int, tolerance: ImageTolerance
    ) -> (delta: Double, exceeds: Bool) where Buffer.Element == UInt8, Buffer.Index == Int {
        let delta = deltaE(first, second, at: offset)
        let alphaDelta = abs(Double(first[offset + 3]) - Double(second[offset + 3])) / 255
        return (delta, delta > tolerance.perPixelDelta || alphaDelta > tolerance.perPixelDelta / 100)
    }

    /// CIE76 ΔE*ab between the pixels at `offset` in two RGBA8 buffers.
    static func deltaE<Buffer: RandomAccessCollection>(_ first: Buffer, _ second: Buffer, at offset: Int) -> Double
    where Buffer.Element == UInt8, Buffer.Index == Int {
        let a = lab(first, at: offset)
        let b = lab(second, at: offset)
        return ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
    }

    /// Rec. 709 luma of the pixel over white, 0…255.
    static func luminanceByte<Buffer: RandomAccessCollection>(_ buffer: Buffer, at offset: Int) -> UInt8
    where Buffer.Element == UInt8, Buffer.Index == Int {
        let (r, g, b) = overWhite(buffer, at: offset)
        return UInt8(min(255, max(0, (0.2126 * r + 0.7152 * g + 0.0722 * b) * 255)))
    }

    private static func overWhite<Buffer: RandomAccessCollection>(_ buffer: Buffer, at offset: Int) -> (
        Double, Double, Double
    )
    where Buffer.Element == UInt8, Buffer.Index == Int {
        let alpha = Double(buffer[offset + 3]) / 255
        func channel(_ index: Int) -> Double { Double(buffer[offset + index]) / 255 * alpha + (1 - alpha) }
        return (channel(0), channel(1), channel(2))
    }

    /// sRGB (0…1, composited over white) → CIELAB, D65 (IEC 61966-2-1 and CIE 15).
    private static func lab<Buffer: RandomAccessCollection>(_ buffer: Buffer, at offset: Int) -> (
        l: Double, a: Double, b: Double
    )
    where Buffer.Element == UInt8, Buffer.Index == Int {
        let (r, g, b) = overWhite(buffer, at: offset)
        let (lr, lg, lb) = (SRGB.linear(r), SRGB.linear(g), SRGB.linear(b))
        let x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047
        let y = SRGB.luminance(red: lr, green: lg, blue: lb)
        let z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
