import Foundation

/// A Gaussian blur of 32-bit, four-channel pixels (Cairo's premultiplied ARGB32), approximated by
/// three box blurs per direction with ``BoxBlur``'s widths. Each channel is blurred on its own, so the
/// byte order does not matter. Pixels past the image's edges repeat the edge pixel, so a uniform
/// image stays uniform.
///
/// - Complexity: O(width · height) per pass, whatever the radius (running sums).
struct PixelBlur {
    /// The half-width of each pass's box, in pixels.
    let radii: [Int]

    /// A blur of standard deviation `standardDeviation` pixels (≤ 0: none).
    init(standardDeviation: CGFloat) {
        radii = BoxBlur(standardDeviation: standardDeviation).radii
    }

    /// How far the blur spreads a pixel, in pixels.
    var extent: Int { radii.reduce(0, +) }

    /// Blurs the image in place; `stride` is the bytes from one row to the next (≥ 4 · width).
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0, extent > 0 else { return }
        let rowLength = 4 * width
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: rowLength * height)
        let sums = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: rowLength)
        defer {
            scratch.deallocate()
            sums.deallocate()
        }
        for radius in radii where radius > 0 {
            for y in 0..<height {
                Self.blurRow(pixels + y * stride, width: width, radius: radius, copy: scratch.baseAddress!)
            }
            Self.blurColumns(
                pixels, width: width, height: height, stride: stride, radius: radius, copy: scratch, sums: sums)
        }
    }

    /// One horizontal pass: each channel becomes the rounded mean of the 2r + 1 around it, edges repeated.
    private static func blurRow(
        _ row: UnsafeMutablePointer<UInt8>, width: Int, radius: Int, copy: UnsafeMutablePointer<UInt8>
    ) {
        copy.update(from: row, count: 4 * width)
        let size = UInt32(2 * radius + 1)
        let half = size / 2
        let last = width - 1
        for channel in 0..<4 {
            func value(_ x: Int) -> UInt32 { UInt32(copy[4 * min(max(x, 0), last) + channel]) }
            var sum = UInt32(radius + 1) * value(0)
            for x in 1...radius { sum += value(x) }
            for x in 0..<width {
                row[4 * x + channel] = UInt8((sum + half) / size)
                sum += value(x + radius + 1)
                sum -= value(x - radius)
            }
        }
    }

    /// One vertical pass over all columns at once, reading rows in order.
    private static func blurColumns(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int,
        copy: UnsafeMutableBufferPointer<UInt8>, sums: UnsafeMutableBufferPointer<UInt32>
    ) {
        let rowLength = 4 * width
        for y in 0..<height {
            (copy.baseAddress! + y * rowLength).update(from: pixels + y * stride, count: rowLength)
        }
        let size = UInt32(2 * radius + 1)
        let half = size / 2
        let last = height - 1
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { copy.baseAddress! + min(max(y, 0), last) * rowLength }
        let first = row(0)
        for index in 0..<rowLength { sums[index] = UInt32(radius + 1) * UInt32(first[index]) }
        for y in 1...radius {
            let source = row(y)
            for index in 0..<rowLength { sums[index] += UInt32(source[index]) }
        }
        for y in 0..<height {
            let target = pixels + y * stride
            for index in 0..<rowLength { target[index] = UInt8((sums[index] + half) / size) }
            let entering = row(y + radius + 1)
            let leaving = row(y - radius)
            for index in 0..<rowLength { sums[index] = sums[index] + UInt32(entering[index]) - UInt32(leaving[index]) }
        }
    }
}
