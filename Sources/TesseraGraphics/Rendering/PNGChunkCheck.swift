import Foundation

/// A walk over a PNG's chunks before libpng reads it: libpng allocates and clears a buffer of the
/// length a chunk declares before finding that the data ends sooner, so a 280-byte file whose text
/// chunk claims 1.9 GB costs seconds and gigabytes (found by `fuzz-image`). The walk checks the
/// signature, that `IHDR` comes first with a size within ``maximumPixelCount``, and that every chunk
/// fits in the bytes that are there.
enum PNGChunkCheck {
    /// The most pixels `Bitmap(pngData:)` decodes: 50 million (200 MB as RGBA).
    static let maximumPixelCount = 50_000_000

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// - Throws: `GraphicsError.invalidImageData` naming the first problem.
    /// - Complexity: O(number of chunks).
    static func check(_ data: Data) throws(GraphicsError) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: signature) else { throw .invalidImageData(reason: "not a PNG (no PNG signature)") }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = signature.count
        var chunkIndex = 0
        while offset + 8 <= bytes.count {
            let length = bigEndian(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else {
                throw .invalidImageData(
                    reason: "chunk \(type) at byte \(offset) declares \(length) bytes; the data ends first")
            }
            if chunkIndex == 0 {
                guard type == "IHDR", length == 13 else {
                    throw .invalidImageData(reason: "the first chunk is \(type), not IHDR")
                }
                let width = bigEndian(offset + 8)
                let height = bigEndian(offset + 12)
                let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
                guard !overflow, pixels <= maximumPixelCount else {
                    throw .invalidImageData(
                        reason: "\(width) × \(height) pixels is more than the \(maximumPixelCount) allowed")
                }
            }
            if type == "IEND" { return }
            offset += 12 + length
            chunkIndex += 1
        }
        throw .invalidImageData(reason: "the PNG ends before its IEND chunk")
    }
}
