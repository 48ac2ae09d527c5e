import CGdkPixbuf
import Foundation
import TesseraGraphics

/// Owns one reference to a `GdkPixbuf` (released in `deinit`) and converts it to and from ``Bitmap``.
///
/// Pixbufs are immutable once made here and GObject reference counting is thread-safe, so releasing
/// from any thread is fine.
final class Pixbuf {
    let pointer: OpaquePointer

    /// Takes over a reference the caller owns.
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Adds a reference to a pixbuf someone else owns.
    init(retaining pointer: OpaquePointer) {
        self.pointer = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(pointer)))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    var width: Int { Int(gdk_pixbuf_get_width(pointer)) }
    var height: Int { Int(gdk_pixbuf_get_height(pointer)) }

    /// Copies the pixels into straight RGBA bytes. gdk-pixbuf stores 8-bit RGB or RGBA (not
    /// premultiplied) with `rowstride` bytes per row; the last row may be shorter than `rowstride`.
    func bitmap(scale: CGFloat) -> Bitmap {
        let width = width
        let height = height
        let channels = Int(gdk_pixbuf_get_n_channels(pointer))
        let rowstride = Int(gdk_pixbuf_get_rowstride(pointer))
        precondition(
            gdk_pixbuf_get_bits_per_sample(pointer) == 8 && (channels == 3 || channels == 4),
            "gdk-pixbuf gave \(channels) channels of \(gdk_pixbuf_get_bits_per_sample(pointer)) bits")
        let source = gdk_pixbuf_read_pixels(pointer)!
        let rowBytes = 4 * width
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            let target = buffer.baseAddress!
            for y in 0..<height {
                let sourceRow = source + y * rowstride
                let targetRow = target + y * rowBytes
                if channels == 4 {
                    targetRow.update(from: sourceRow, count: rowBytes)
                } else {
                    expandRGBToRGBA(UnsafeRawPointer(sourceRow), UnsafeMutableRawPointer(targetRow), pixels: width)
                }
            }
            count = rowBytes * height
        }
        return Bitmap(width: width, height: height, scale: scale, pixels: pixels)
    }

    /// Runs `body` with a pixbuf that borrows `bitmap`'s bytes (no copy); the pixbuf must not outlive
    /// the call (`body` may make new pixbufs from it).
    static func withBorrowed<Result>(_ bitmap: Bitmap, _ body: (OpaquePointer) -> Result) -> Result {
        precondition(bitmap.width > 0 && bitmap.height > 0, "Cannot wrap an empty bitmap in a pixbuf")
        return bitmap.pixels.withUnsafeBufferPointer { bytes in
            let borrowed = gdk_pixbuf_new_from_data(
                bytes.baseAddress, GDK_COLORSPACE_RGB, 1, 8, Int32(bitmap.width), Int32(bitmap.height),
                Int32(4 * bitmap.width), nil, nil)!
            defer { g_object_unref(UnsafeMutableRawPointer(borrowed)) }
            return body(borrowed)
        }
    }
}

/// Copies `pixels` RGB pixels to RGBA with alpha 255. Four pixels at a time as three little-endian
/// 32-bit words in, four out (bytes r0 g0 b0 r1 | g1 b1 r2 g2 | b2 r3 g3 b3), then the rest one by one.
private func expandRGBToRGBA(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, pixels: Int) {
    let opaque: UInt32 = 0xFF00_0000
    var pixel = 0
    while pixel + 4 <= pixels {
        let input = source + 3 * pixel
        let first = UInt32(littleEndian: input.loadUnaligned(as: UInt32.self))
        let second = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
        let third = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
        let output = target + 4 * pixel
        output.storeBytes(of: (first & 0x00FF_FFFF | opaque).littleEndian, as: UInt32.self)
        output.storeBytes(
            of: (first >> 24 | (second & 0xFFFF) << 8 | opaque).littleEndian, toByteOffset: 4, as: UInt32.self)
        output.storeBytes(
            of: (second >> 16 | (third & 0xFF) << 16 | opaque).littleEndian, toByteOffset: 8, as: UInt32.self)
        output.storeBytes(of: (third >> 8 | opaque).littleEndian, toByteOffset: 12, as: UInt32.self)
        pixel += 4
    }
    while pixel < pixels {
        let input = source + 3 * pixel
        let output = target + 4 * pixel
        output.copyMemory(from: input, byteCount: 3)
        output.storeBytes(of: 255, toByteOffset: 3, as: UInt8.self)
        pixel += 1
    }
}

/// Reads and frees a GLib error.
func consumeGError(_ error: UnsafeMutablePointer<GError>?) -> String? {
    guard let error else { return nil }
    defer { g_error_free(error) }
    return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
}
