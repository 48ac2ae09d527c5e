public import Foundation

/// The encoded image formats the pipeline decodes, recognised by their leading bytes.
///
/// For example:
/// ```swift
/// if ImageFormat(sniffing: data) == nil { print("not an image: \(data.prefix(16))") }
/// ```
public enum ImageFormat: String, CaseIterable, Hashable, Sendable {
    /// Portable Network Graphics: the 8-byte signature 89 50 4E 47 0D 0A 1A 0A.
    case png
    /// JPEG (JFIF/Exif): starts with the SOI marker FF D8 followed by another marker FF xx.
    case jpeg

    /// The format `data` starts with, or `nil` when it is neither (an HTML error page, GIF, WebP…).
    ///
    /// ```swift
    /// ImageFormat(sniffing: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))   // .png
    /// ImageFormat(sniffing: Data("<!DOCTYPE html>".utf8))                          // nil
    /// ```
    public init?(sniffing data: Data) {
        let bytes = [UInt8](data.prefix(8))
        if bytes == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            self = .png
        } else if bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// Whether `data` ends the way a complete file of this format ends. gdk-pixbuf decodes truncated
    /// files without complaint (filling the missing rows), so the decoder checks this itself:
    /// - PNG: the chunk sequence (length, type, data, CRC) walks from byte 8 to an `IEND` chunk inside
    ///   the data (PNG specification §5.3, §11.2.5);
    /// - JPEG: an end-of-image marker FF D9 (ITU T.81 §B.1.1.3) within the last 4 KiB, allowing the
    ///   trailing bytes some cameras append.
    ///
    /// - Complexity: O(number of PNG chunks), or O(1) for JPEG.
    func isComplete(_ data: Data) -> Bool {
        switch self {
        case .png:
            return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
                var offset = 8
                while offset + 8 <= bytes.count {
                    let length =
                        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16
                        | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                    let isEnd =
                        bytes[offset + 4] == 0x49 && bytes[offset + 5] == 0x45
                        && bytes[offset + 6] == 0x4E && bytes[offset + 7] == 0x44  // "IEND"
                    let next = offset + 12 + length
                    if isEnd { return next <= bytes.count }
                    offset = next
                }
                return false
            }
        case .jpeg:
            return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
                let lower = max(2, bytes.count - 4096)
                var index = bytes.count - 2
                while index >= lower {
                    if bytes[index] == 0xFF && bytes[index + 1] == 0xD9 { return true }
                    index -= 1
                }
                return false
            }
        }
    }

    /// The name gdk-pixbuf knows the format's loader by.
    var loaderName: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpeg"
        }
    }
}
