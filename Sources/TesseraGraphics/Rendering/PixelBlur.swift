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

    /// The block side, 1…8 pixels, by which an image is shrunk before a blur of `standardDeviation`
    /// pixels: the blur then still spans at least three shrunk pixels (1 below σ 6).
    static func downsamplingFactor(forStandardDeviation standardDeviation: CGFloat) -> Int {
        guard standardDeviation.isFinite, standardDeviation >= 6 else { return 1 }
        return min(8, Int(standardDeviation / 3))
    }

    /// The σ, in shrunk pixels, that blurs an image shrunk by `factor` as σ = `standardDeviation`
    /// blurs it whole: averaging blocks (variance factor²/12) and stretching back bilinearly
    /// (factor²/6) blur too.
    static func standardDeviation(_ standardDeviation: CGFloat, downsampledBy factor: Int) -> CGFloat {
        guard factor > 1 else { return standardDeviation }
        let scaled = standardDeviation / CGFloat(factor)
        return max(scaled * scaled - 0.25, 0).squareRoot()
    }

    /// Writes each `factor` × `factor` block of the `width` × `height` source (its last blocks cut by
    /// the edges) as one pixel, the rounded mean of the block's pixels, channel by channel; 1 copies.
    static func downsample(
        _ source: UnsafePointer<UInt8>, stride sourceStride: Int, width: Int, height: Int, by factor: Int,
        into target: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        if factor == 1 {
            for row in 0..<height {
                (target + row * stride).update(from: source + row * sourceStride, count: 4 * width)
            }
            return
        }
        let columns = (width + factor - 1) / factor
        let sums = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: 4 * columns)
        defer { sums.deallocate() }
        for blockRow in 0..<(height + factor - 1) / factor {
            let firstRow = blockRow * factor
            let rowCount = min(factor, height - firstRow)
            for index in 0..<4 * columns { sums[index] = 0 }
            for row in firstRow..<firstRow + rowCount {
                let line = source + row * sourceStride
                for x in 0..<width {
                    let block = 4 * (x / factor)
                    sums[block] += UInt32(line[4 * x])
                    sums[block + 1] += UInt32(line[4 * x + 1])
                    sums[block + 2] += UInt32(line[4 * x + 2])
                    sums[block + 3] += UInt32(line[4 * x + 3])
                }
            }
            let output = target + blockRow * stride
            for column in 0..<columns {
                let count = UInt32(rowCount * min(factor, width - column * factor))
                for channel in 0..<4 {
                    output[4 * column + channel] = UInt8((sums[4 * column + channel] + count / 2) / count)
                }
            }
        }
    }

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
