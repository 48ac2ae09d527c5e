import Foundation

/// The pixel dimensions an encoded image declares in its header, read without decoding any pixel.
///
/// The decoder refuses bytes whose header cannot be read, so no image reaches gdk-pixbuf before its
/// size has been checked against the pixel limit — wherever in the file the header sits.
struct ImageHeader: Hashable, Sendable {
    let format: ImageFormat
    let width: Int
    let height: Int

    /// Reads the header of a PNG or a JPEG; `nil` when the format is unknown, or the header is missing,
    /// cut off, or declares a zero or out-of-range size (all of which the decoder reports as corrupt).
    ///
    /// - PNG: the IHDR chunk, which must come first: width and height, 4 bytes big-endian each, at
    ///   offsets 16 and 20, each 1…2³¹−1 (PNG specification §5.6, §11.2.2).
    /// - JPEG: the first start-of-frame segment (SOF0…SOF15 except DHT C4, JPG C8, DAC CC), found by
    ///   walking the marker segments from the start by their lengths, however many APPn segments
    ///   (Exif, ICC profiles, thumbnails) come first; height and width are 2 bytes each at offsets 5
    ///   and 7 of the segment (ITU T.81 §B.1.1, §B.2.2). Between segments, stray bytes and fill bytes
    ///   are skipped the way libjpeg skips them, so the walk finds the frame libjpeg will decode. A
    ///   scan (SOS), an end of image (EOI) or a second SOI before any frame means there is no header.
    ///
    /// - Complexity: O(number of JPEG segments + stray bytes), at most O(`data.count`); O(1) for PNG.
    init?(_ data: Data) {
        guard let format = ImageFormat(sniffing: data) else { return nil }
        let size = data.withUnsafeBytes { bytes in
            format == .png ? Self.pngSize(bytes) : Self.jpegFrameSize(bytes)
        }
        guard let size else { return nil }
        self.init(format: format, width: size.width, height: size.height)
    }

    init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func pngSize(_ bytes: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        // The first chunk: length 13, type "IHDR".
        guard bytes.count >= 24, bigEndian(bytes, 8, 4) == 13, bigEndian(bytes, 12, 4) == 0x4948_4452 else {
            return nil
        }
        let width = bigEndian(bytes, 16, 4)
        let height = bigEndian(bytes, 20, 4)
        let valid = 1...Int(Int32.max)
        guard valid.contains(width) && valid.contains(height) else { return nil }
        return (width, height)
    }

    private static func jpegFrameSize(_ bytes: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        var index = 2  // after SOI
        while true {
            // The next marker: skip stray bytes up to an FF, then fill bytes (FF FF …).
            while index < bytes.count && bytes[index] != 0xFF { index += 1 }
            while index < bytes.count && bytes[index] == 0xFF { index += 1 }
            guard index < bytes.count else { return nil }
            let marker = bytes[index]
            index += 1
            switch marker {
            case 0x00, 0x01, 0xD0...0xD7:
                continue  // a stuffed zero (stray data), TEM or RSTn: no length
            case 0xD8, 0xD9, 0xDA:
                return nil  // SOI again, EOI or SOS before any frame
            default:
                guard index + 2 <= bytes.count else { return nil }
                let length = bigEndian(bytes, index, 2)
                guard length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard length >= 8, index + 7 <= bytes.count else { return nil }
                    let height = bigEndian(bytes, index + 3, 2)
                    let width = bigEndian(bytes, index + 5, 2)
                    guard width > 0 && height > 0 else { return nil }  // height 0 needs DNL, which libjpeg refuses
                    return (width, height)
                }
                index += length
            }
        }
    }
}
