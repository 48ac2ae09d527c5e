import CGdkPixbuf
import Foundation
import TesseraGraphics
import TesseraImage

/// Test images made on the fly: PNG through `Bitmap.pngData()` (Cairo/libpng), JPEG through gdk-pixbuf.
enum ImageFixtures {
    /// An opaque bitmap whose red channel grows left to right and green top to bottom, so position and
    /// orientation are checkable.
    static func gradient(width: Int, height: Int, alpha: UInt8 = 255) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let index = 4 * (y * width + x)
                pixels[index] = UInt8(x * 255 / max(width - 1, 1))
                pixels[index + 1] = UInt8(y * 255 / max(height - 1, 1))
                pixels[index + 2] = 128
                pixels[index + 3] = alpha
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    static func png(width: Int, height: Int) -> Data {
        try! gradient(width: width, height: height).pngData()
    }

    static func png(_ bitmap: Bitmap) -> Data {
        try! bitmap.pngData()
    }

    /// A baseline JPEG (quality 95, no alpha) of `bitmap`'s colours.
    static func jpeg(_ bitmap: Bitmap, quality: Int = 95) -> Data {
        var rgb = [UInt8]()
        rgb.reserveCapacity(3 * bitmap.width * bitmap.height)
        for index in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            rgb.append(contentsOf: bitmap.pixels[index..<index + 3])
        }
        return rgb.withUnsafeBufferPointer { bytes in
            let pixbuf = gdk_pixbuf_new_from_data(
                bytes.baseAddress, GDK_COLORSPACE_RGB, 0, 8, Int32(bitmap.width), Int32(bitmap.height),
                Int32(3 * bitmap.width), nil, nil)!
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            var buffer: UnsafeMutablePointer<gchar>?
            var size: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let qualityKey = strdup("quality")
            let qualityValue = strdup("\(quality)")
            defer {
                free(qualityKey)
                free(qualityValue)
            }
            var keys: [UnsafeMutablePointer<CChar>?] = [qualityKey, nil]
            var values: [UnsafeMutablePointer<CChar>?] = [qualityValue, nil]
            let saved = gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error)
            precondition(saved != 0, "JPEG encoding failed")
            defer { g_free(buffer) }
            return Data(bytes: buffer!, count: Int(size))
        }
    }

    static func jpeg(width: Int, height: Int) -> Data {
        jpeg(gradient(width: width, height: height))
    }

    /// A PNG whose header claims `width` × `height` (the CRC no longer matches; the decoder must refuse
    /// it from the header alone).
    static func pngClaiming(width: Int, height: Int) -> Data {
        var data = png(width: 4, height: 4)
        for (offset, value) in [(16, width), (20, height)] {
            for byte in 0..<4 {
                data[data.startIndex + offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * (3 - byte)))
            }
        }
        return data
    }

    /// APP1 segments holding `count` bytes of payload in all (each segment at most 65,533).
    static func appSegments(payload count: Int) -> Data {
        var data = Data()
        var remaining = count
        while remaining > 0 {
            let payload = min(remaining, 65_533)
            data += [0xFF, 0xE1, UInt8((payload + 2) >> 8), UInt8((payload + 2) & 0xFF)]
            data += Data(repeating: 0x41, count: payload)
            remaining -= payload
        }
        return data
    }

    /// `jpeg` with `segments` inserted right after its start-of-image marker, pushing the frame header
    /// back.
    static func jpeg(_ jpeg: Data, inserting segments: Data) -> Data {
        jpeg.prefix(2) + segments + jpeg.dropFirst(2)
    }

    /// A JPEG decompression bomb: a frame header declaring `width` × `height` placed after `appBytes`
    /// of APP1 payload, then a minimal scan and the end-of-image marker. Built by hand: nothing decodes
    /// it, and nothing should try.
    static func jpegBomb(width: Int, height: Int, appBytes: Int) -> Data {
        var data = Data([0xFF, 0xD8]) + appSegments(payload: appBytes)
        // SOF0: length 11, 8-bit samples, height, width, one component (id 1, sampling 1×1, table 0).
        data += [
            0xFF, 0xC0, 0x00, 0x0B, 0x08, UInt8(height >> 8), UInt8(height & 0xFF),
            UInt8(width >> 8), UInt8(width & 0xFF), 0x01, 0x01, 0x11, 0x00,
        ]
        // SOS: length 8, one component (id 1, tables 0), spectral 0…63, no approximation; scan data; EOI.
        data += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x12, 0x34, 0x56, 0xFF, 0xD9]
        return data
    }

    static let html = Data("<!DOCTYPE html><html><body>Not found</body></html>".utf8)
}

/// A folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-image-\(UUID().uuidString)")

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
