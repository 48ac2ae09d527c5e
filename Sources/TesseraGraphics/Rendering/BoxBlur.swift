import Foundation

/// A Gaussian blur approximated by successive box blurs, for 8-bit single-channel (alpha) images.
///
/// By the central limit theorem, repeated box blurs approach a Gaussian; three passes are already
/// within a few per cent. A box of odd width w (radius (w − 1)/2) has variance (w² − 1)/12 and
/// variances add, so the passes use the odd widths w and w + 2 around √(12σ²/n + 1), as many of
/// each as brings the summed variance closest to σ².
///
/// - Complexity: O(width · height) per pass, whatever the radius (running sums).
struct BoxBlur: Equatable {
    /// The half-width of each pass's box, in pixels (box width 2r + 1).
    let radii: [Int]

    /// The widest blur made, in pixels: its boxes already spread a pixel past any surface Cairo
    /// can hold (32,767 pixels a side), and a wider σ (a shadow radius of 1e10, say) would overflow
    /// the box widths.
    static let largestStandardDeviation: CGFloat = 1_048_576

    /// - Parameters:
    ///   - standardDeviation: σ of the Gaussian to approximate, in pixels; ≤ 0 gives no blur, and
    ///     one above ``largestStandardDeviation`` (infinity included) is that one.
    ///   - passes: the number of box blurs (three by default).
    init(standardDeviation: CGFloat, passes: Int = 3) {
        precondition(passes > 0, "BoxBlur needs at least one pass")
        guard standardDeviation > 0 else {
            radii = Array(repeating: 0, count: passes)
            return
        }
        let sigma = min(standardDeviation, Self.largestStandardDeviation)
        let n = CGFloat(passes)
        let variance = sigma * sigma
        let ideal = (12 * variance / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerVariance = CGFloat(lower * lower - 1)
        let upperVariance = CGFloat(upper * upper - 1)
        // m passes of `lower` and (n − m) of `upper`: m·(l² − 1) + (n − m)·(u² − 1) = 12σ².
        let exact = (n * upperVariance - 12 * variance) / (upperVariance - lowerVariance)
        let lowerCount = min(max(Int(exact.rounded()), 0), passes)
        radii = (0..<passes).map { $0 < lowerCount ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// How far the blur spreads a pixel, in pixels: the sum of the radii.
    var extent: Int { radii.reduce(0, +) }

    /// The standard deviation the passes give together, in pixels.
    var effectiveStandardDeviation: CGFloat {
        radii.map { CGFloat((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +).squareRoot()
    }

    /// Blurs an 8-bit image in place; pixels outside the image count as 0.
    ///
    /// - Parameters:
    ///   - pixels: the first byte of the image.
    ///   - stride: bytes from one row to the next (≥ width).
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0, extent > 0 else { return }
        let sums = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(width, height))
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: width * height)
        defer {
            sums.deallocate()
            copy.deallocate()
        }
        for radius in radii where radius > 0 {
            for y in 0..<height {
                Self.blurRow(pixels + y * stride, count: width, radius: radius, scratch: sums)
            }
            Self.blurColumns(
                pixels, width: width, height: height, stride: stride, radius: radius, copy: copy, sums: sums)
        }
    }

    /// One horizontal pass over a row: out[x] = round(Σ in[x−r…x+r] / (2r + 1)).
    private static func blurRow(
        _ row: UnsafeMutablePointer<UInt8>, count: Int, radius: Int, scratch: UnsafeMutableBufferPointer<UInt32>
    ) {
        let size = UInt32(2 * radius + 1)
        let half = size / 2
        for x in 0..<count { scratch[x] = UInt32(row[x]) }
        var sum: UInt32 = 0
        for x in 0..<min(radius, count) { sum += scratch[x] }
        for x in 0..<count {
            if x + radius < count { sum += scratch[x + radius] }
            row[x] = UInt8((sum + half) / size)
            if x - radius >= 0 { sum -= scratch[x - radius] }
        }
    }

    /// One vertical pass over all columns at once, reading rows in order (cache friendly).
    private static func blurColumns(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int,
        copy: UnsafeMutableBufferPointer<UInt8>, sums: UnsafeMutableBufferPointer<UInt32>
    ) {
        let size = UInt32(2 * radius + 1)
        let half = size / 2
        for y in 0..<height {
            UnsafeMutableRawPointer(copy.baseAddress! + y * width).copyMemory(
                from: pixels + y * stride, byteCount: width)
        }
        for x in 0..<width { sums[x] = 0 }
        for y in 0..<min(radius, height) {
            for x in 0..<width { sums[x] += UInt32(copy[y * width + x]) }
        }
        for y in 0..<height {
            let entering = y + radius
            let leaving = y - radius
            if entering < height {
                for x in 0..<width { sums[x] += UInt32(copy[entering * width + x]) }
            }
            let row = pixels + y * stride
            for x in 0..<width { row[x] = UInt8((sums[x] + half) / size) }
            if leaving >= 0 {
                for x in 0..<width { sums[x] -= UInt32(copy[leaving * width + x]) }
            }
        }
    }
}
